/** French: the about page. */
import type { Messages } from '../en/index.ts';

export const about = {
  title: 'À propos',
  description:
    'Nous sommes une équipe d’ingénieurs, de spécialistes de la donnée et de consultants. Nous concevons des agents IA qui libèrent les entreprises des tâches répétitives et les transforment en résultats mesurables.',
  mission: {
    title: 'Notre mission',
    p1: 'Nous sommes convaincus que toutes les entreprises, et pas seulement les plus grandes, doivent pouvoir mettre l’intelligence artificielle à leur service. Notre mission : faire des agents IA un outil concret, rentabilisé en quelques mois.',
    p2: 'Nous prenons en charge le travail répétitif qui ralentit les équipes : répondre sans cesse aux mêmes questions, transférer des données d’un système à l’autre, préparer des rapports. Vos collaborateurs retrouvent du temps pour les décisions et les relations qui font grandir l’entreprise.',
  },
  cards: {
    title: 'Ce qui nous distingue',
    smart: {
      title: 'Des solutions intelligentes',
      text: 'Des agents qui comprennent le contexte, apprennent de vos données et s’améliorent à chaque conversation.',
    },
    precise: {
      title: 'Des résultats précis',
      text: 'Chaque projet démarre avec des objectifs mesurables, et nous vous rendons compte de leur avancement chaque mois.',
    },
    teamwork: {
      title: 'Esprit d’équipe',
      text: 'Nous travaillons comme une extension de votre équipe, du premier atelier jusqu’au support en production.',
    },
    quality: {
      title: 'Qualité',
      text: 'Des systèmes testés, supervisés et sécurisés, à la hauteur des exigences des secteurs réglementés.',
    },
  },
  story: {
    title: 'Nos débuts',
    p1: 'Tout a commencé par un seul projet : un chatbot pour une banque submergée de demandes clients répétitives. En trois mois, le bot en traitait la majorité, et l’équipe support avait enfin du temps pour les dossiers complexes.',
    p2: 'D’autres entreprises nous ont rapidement demandé la même chose. Nous avons compris que la vraie valeur ne tenait pas à un bot isolé, mais à des agents connectés au CRM, à l’ERP et aux messageries, capables de mener une tâche de bout en bout.',
    p3: 'Aujourd’hui, nous concevons des agents IA pour des entreprises de la finance, du commerce, de la logistique et des RH, et nous restons aux côtés de chaque client après le lancement : plus un agent travaille, plus il devient utile.',
  },
  values: {
    title: 'Nos valeurs',
    innovation: {
      title: 'Innovation',
      text: 'Nous suivons la recherche de près et mettons en production, vite et en toute sécurité, les nouvelles méthodes qui ont fait leurs preuves.',
    },
    partnership: {
      title: 'Partenariat',
      text: 'Notre réussite passe par celle de nos clients : nous partageons avec eux les risques, les connaissances et la responsabilité du résultat.',
    },
    result: {
      title: 'Résultats',
      text: 'Nous mesurons notre travail en heures gagnées, en réponses plus rapides et en chiffre d’affaires, pas en lignes de code.',
    },
  },
} satisfies Messages['about'];
