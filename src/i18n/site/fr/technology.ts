/** French: the technology page. */
import type { Messages } from '../en/index.ts';

export const technology = {
  title: 'Technologie',
  subtitle:
    'Une pile technique éprouvée et une plateforme à trois couches qui rendent nos agents IA précis, sûrs et rapides.',
  capabilities: {
    title: 'Ce que permet notre plateforme',
    ai: {
      title: 'Intelligence artificielle',
      items: [
        'Grands modèles de langage',
        'Traitement du langage naturel',
        'Vision par ordinateur',
        'Systèmes de recommandation',
      ],
    },
    data: {
      title: 'Traitement des données',
      items: [
        'Flux de données en temps réel',
        'Nettoyage et enrichissement des données',
        'Analyse prédictive',
        'Rapports interactifs',
      ],
    },
    security: {
      title: 'Sécurité',
      items: [
        'Chiffrement en transit et au repos',
        'Contrôle d’accès par rôle',
        'Journaux d’audit',
        'Traitement des données conforme au RGPD',
      ],
    },
    integrations: {
      title: 'Intégrations',
      items: ['API REST et GraphQL', 'Webhooks et événements', 'Connecteurs CRM et ERP', 'Canaux de messagerie'],
    },
  },
  stack: {
    title: 'Pile technique',
    languages: 'Langages',
    ml: 'Frameworks ML/IA',
    cloud: 'Cloud et infrastructure',
    databases: 'Bases de données',
  },
  advantages: {
    title: 'Pourquoi ça marche',
    scalable: { title: 'Évolutive', text: 'D’un seul agent à des centaines, sans refonte du système.' },
    secure: {
      title: 'Sécurisée',
      text: 'Vos données restent protégées à chaque étape, accessibles uniquement à ceux qui en ont besoin.',
    },
    fast: { title: 'Rapide', text: 'Des réponses en moins d’une seconde, même en pic de charge.' },
    reliable: { title: 'Fiable', text: 'Disponibilité de 99,9 %, supervision et reprise automatique.' },
  },
  architecture: {
    title: 'Architecture de la plateforme',
    subtitle: 'Trois couches, un rôle chacune : les données remontent, les décisions repartent vers vos systèmes.',
    diagramLabel: 'Schéma : la couche données alimente le moteur IA, qui sert la couche API',
    flow: 'alimente',
    data: {
      title: 'Couche données',
      text: 'Collecte, nettoie et stocke les données de vos systèmes.',
      items: ['Connecteurs', 'Lac de données', 'Recherche vectorielle'],
    },
    engine: {
      title: 'Moteur IA',
      text: 'Comprend les demandes, prend des décisions et apprend.',
      items: ['Modèles de langage', 'Orchestration des agents', 'Supervision'],
    },
    api: {
      title: 'Couche API',
      text: 'Transmet les résultats à vos canaux et à vos systèmes.',
      items: ['REST et GraphQL', 'Webhooks', 'Messageries'],
    },
  },
  cta: {
    title: 'Parlons technique',
    text: 'Nos ingénieurs répondent à vos questions sur l’architecture, la sécurité et l’intégration.',
    consultation: 'Consultation technique',
    apiDocs: 'Documentation de l’API',
  },
} satisfies Messages['technology'];

export const tech_core = {
  title: 'Technologies clés',
  ml: {
    title: 'Apprentissage automatique',
    text: 'Des modèles entraînés sur vos données, toujours plus précis au fil du temps.',
  },
  nlp: { title: 'NLP', text: 'Compréhension et rédaction en langage naturel, dans des dizaines de langues.' },
  cv: { title: 'Vision par ordinateur', text: 'Lecture automatique de documents, d’images et de vidéos.' },
  automation: {
    title: 'Automatisation des processus',
    text: 'Des tâches menées de bout en bout, d’un système à l’autre.',
  },
} satisfies Messages['tech_core'];
