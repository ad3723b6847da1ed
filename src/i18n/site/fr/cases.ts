/** French: the success stories: list, cards and story pages. */
import type { Messages } from '../en/index.ts';

export const cases = {
  title: 'Cas clients',
  subtitle: 'Comment nos clients gagnent du temps et développent leur chiffre d’affaires grâce aux agents IA',
  listLabel: 'Études de cas',
  empty: 'Aucun cas client n’est encore disponible dans cette langue',
  noContent: 'Contenu non disponible dans cette langue',
  listUnavailable: 'Les cas clients ne peuvent pas être affichés pour le moment. Veuillez réessayer dans une minute.',
  unavailable: 'Ce cas client ne peut pas être affiché pour le moment. Veuillez réessayer dans une minute.',
  readMore: 'Lire la suite',
  readMoreAbout: 'Lire la suite : {title}',
  industry: 'Secteur',
  technologies: 'Technologies',
  results: 'Résultats',
  backToList: 'Tous les cas clients',
  numbers: {
    title: 'Nos résultats en chiffres',
    efficiency: { value: '250 %', label: 'efficacité moyenne après le lancement (base 100 avant)' },
    timeSaving: { value: '75 %', label: 'temps gagné en moyenne par les équipes sur les tâches répétitives' },
    projects: { value: '50+', label: 'projets réussis' },
    satisfaction: { value: '95 %', label: 'de clients satisfaits' },
  },
  cta: {
    title: 'Et si la prochaine réussite était la vôtre ?',
    text: 'Parlez-nous de vos processus : nous vous montrerons où un agent IA sera rentable le plus rapidement.',
    discuss: 'Parler de votre projet',
    viewAll: 'Voir tous les cas clients',
  },
  caseCta: {
    title: 'Envie de résultats similaires ?',
    text: 'Nous étudions votre processus et estimons les gains avant tout démarrage des travaux.',
    button: 'Parler de votre projet',
  },
} satisfies Messages['cases'];
