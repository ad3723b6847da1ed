/** French: the solutions page: applications, packages, integrations. */
import type { Messages } from '../en/index.ts';

export const solutions = {
  title: 'Solutions',
  description:
    'Des agents IA pour les processus qui accaparent le plus votre équipe, avec une offre adaptée à chaque étape de votre croissance.',
  applications: {
    title: 'Là où les agents IA font la différence',
    customerService: {
      title: 'Service client',
      text: 'Des réponses instantanées par chat, e-mail et messagerie, à toute heure, avec un relais fluide vers un conseiller pour les cas complexes.',
    },
    analytics: {
      title: 'Analyse et prévisions',
      text: 'Des agents qui collectent les données de vos systèmes, repèrent les tendances et anticipent la demande, les ventes et les risques.',
    },
    automation: {
      title: 'Automatisation des processus',
      text: 'Documents, demandes et données circulent entre vos systèmes, sans ressaisie manuelle ni erreur.',
    },
    sales: {
      title: 'Croissance des ventes',
      text: 'Qualification des leads, offres personnalisées et relances qui entretiennent l’intérêt de chaque prospect.',
    },
  },
  packages: {
    title: 'Offres',
    subtitle:
      'Commencez petit, puis évoluez : chaque offre comprend la mise en place, l’entraînement sur vos données et l’assistance.',
    popular: 'Populaire',
    priceFrom: 'à partir de {price}',
    perMonth: 'par mois',
    choose: 'Choisir cette offre',
    featuresLabel: 'Inclus dans {name}',
    start: {
      description: 'Pour les petites équipes qui font leurs premiers pas dans l’automatisation.',
      features: [
        '1 agent IA pour le service client',
        'Réponses automatiques par chat',
        'Analyses de base',
        'Intégration à 1 plateforme',
        'Assistance 8/5 (jours ouvrés)',
      ],
    },
    growth: {
      description: 'Pour les entreprises en croissance qui automatisent leurs ventes et leur marketing.',
      features: [
        '3 agents spécialisés',
        'Automatisation des ventes et du marketing',
        'Analyses avancées',
        'Intégration CRM/ERP',
        'Responsable de compte dédié',
        'Assistance 24/7',
      ],
    },
    scale: {
      description: 'Pour les grandes entreprises qui veulent déployer l’IA dans toute l’organisation.',
      features: [
        'Agents illimités',
        'Développement sur mesure',
        'Analyses et prévisions par l’IA',
        'Intégration complète à votre SI',
        'Équipe dédiée',
        'SLA de 99,9 % et assistance premium',
      ],
    },
  },
  custom: {
    title: 'Besoin d’autre chose ?',
    text: 'Nous concevons des solutions sur mesure pour les processus complexes et les grandes entreprises. Décrivez-nous votre besoin : nous vous proposerons une architecture et un chiffrage.',
    cta: 'Étudier une solution sur mesure',
  },
  integrations: {
    title: 'Intégrations',
    subtitle: 'Nos agents se connectent aux outils que votre équipe utilise déjà.',
    crm: 'CRM',
    api: 'API',
    messengers: 'Messageries',
    erp: 'ERP',
  },
} satisfies Messages['solutions'];
