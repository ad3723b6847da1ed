/** French: the head of every page: titles, descriptions and the share image text. */
import type { Messages } from '../en/index.ts';

export const meta = {
  home: {
    title: 'Agents IA pour automatiser votre entreprise',
    description:
      'Des agents IA qui répondent à vos clients, qualifient vos leads et automatisent vos tâches 24/7. Jusqu’à trois fois plus d’efficacité et jusqu’à 90 % de temps en moins sur les tâches répétitives.',
  },
  about: {
    title: 'À propos : l’équipe derrière nos agents IA',
    description:
      'Notre mission, nos valeurs et l’équipe d’ingénieurs qui conçoit des agents IA pour libérer les entreprises du monde entier des tâches répétitives.',
  },
  solutions: {
    title: 'Solutions et tarifs : des agents IA pour chaque équipe',
    description:
      'Agents IA pour le service client, l’analyse, l’automatisation des processus et les ventes. Comparez les offres Start, Growth et Scale et leurs tarifs.',
  },
  cases: {
    title: 'Cas clients : nos agents IA en production',
    description:
      'Fintech, retail, RH : comment nos clients ont accéléré leurs réponses, accru leurs bénéfices et recruté plus vite. Des chiffres réels, issus de vrais projets.',
  },
  technology: {
    title: 'Technologie : la plateforme de nos agents IA',
    description:
      'Apprentissage automatique, NLP, vision par ordinateur et intégrations sécurisées : la pile technique et l’architecture à trois couches de nos agents IA.',
  },
  contact: {
    title: 'Contact : parlez à nos experts en automatisation IA',
    description:
      'Écrivez-nous, demandez à être rappelé ou prenez rendez-vous dans l’un de nos bureaux. Nous répondons à chaque demande sous 24 heures.',
  },
  callback: {
    title: 'Être rappelé par notre équipe d’automatisation IA',
    description:
      'Laissez votre numéro et un horaire qui vous convient : notre équipe vous rappelle pour parler d’agents IA pour votre entreprise.',
  },
  meeting: {
    title: 'Prendre rendez-vous avec notre équipe d’automatisation IA',
    description:
      'Réservez en ligne un créneau libre de notre équipe, ou demandez un rendez-vous dans l’un de nos bureaux. Nous confirmons chaque demande sous 24 heures.',
  },
  privacy: {
    title: 'Politique de confidentialité',
    description:
      'Ce que collectent les formulaires de notre site, dans quel but, combien de temps nous le conservons et qui contacter au sujet de vos données.',
  },
  presentation: {
    title: 'Présentation : nos agents IA à votre service',
    description:
      'Notre offre en bref : les problèmes que résolvent les agents IA, le déroulement d’un projet et les résultats que vous pouvez en attendre.',
  },
  apiDocs: {
    title: 'Documentation de l’API publique des cas clients',
    description:
      'Référence de l’API publique en lecture seule qui fournit nos cas clients en six langues au format JSON, sans clé d’accès.',
  },
  notFound: {
    title: 'Page introuvable',
    description: 'La page que vous cherchez n’existe pas ou a été déplacée.',
  },
  ogAlt: '{company} : des agents IA pour automatiser votre entreprise. De l’idée au chiffre d’affaires.',
} satisfies Messages['meta'];
