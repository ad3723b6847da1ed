/** French: the presentation. */
import type { Messages } from '../en/index.ts';

export const presentation = {
  title: 'Comment les agents IA travaillent pour votre entreprise',
  intro: 'Notre offre en cinq étapes, à parcourir à votre rythme.',
  slideLabel: 'Étape {number} sur {total}',
  slides: [
    {
      title: 'Le problème',
      text: 'Les équipes consacrent jusqu’à la moitié de leur journée à des demandes répétitives, à la ressaisie de données et à des rapports de routine.',
    },
    {
      title: 'La solution',
      text: 'Les agents IA prennent ces tâches en charge dans le chat, l’e-mail, le CRM et l’ERP, 24/7, sans pause ni erreur.',
    },
    {
      title: 'Le déroulement d’un projet',
      text: 'Un atelier sur vos processus, un pilote sur des données réelles en quelques semaines, puis le lancement et une amélioration continue.',
    },
    {
      title: 'Ce que vous y gagnez',
      text: 'Jusqu’à trois fois plus d’efficacité, jusqu’à 90 % de temps en moins sur les tâches répétitives et des réponses aux clients en quelques secondes.',
    },
    {
      title: 'Prochaine étape',
      text: 'Demandez une démo : nous vous montrerons ce qu’un agent peut faire sur vos propres processus.',
    },
  ],
  cta: 'Demander une démo',
} satisfies Messages['presentation'];
