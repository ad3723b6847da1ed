/** French: the home page. */
import type { Messages } from '../en/index.ts';

export const hero = {
  badge: 'Agents IA pour les entreprises',
  title: 'De l’idée au chiffre d’affaires',
  subtitle: 'Des agents IA qui travaillent pour votre entreprise jour et nuit',
  description:
    'Nous concevons et exploitons des agents IA qui répondent à vos clients, qualifient vos leads, analysent vos données et automatisent les processus répétitifs, pour que votre équipe se concentre sur la croissance.',
  ctaDemo: 'Demander une démo',
  ctaPresentation: 'Voir la présentation',
  statsLabel: 'Les résultats de nos clients',
  stats: {
    efficiency: { value: '×3', label: 'gain d’efficacité maximal' },
    uptime: { value: '24/7', label: 'agents IA toujours en service' },
    timeSaving: { value: '90 %', label: 'gain de temps maximal sur les tâches répétitives' },
  },
} satisfies Messages['hero'];

export const demo = {
  title: 'Demander une démo',
  description:
    'Parlez-nous de votre activité : nous vous montrerons, sur vos propres processus, ce qu’un agent IA peut prendre en charge pour votre équipe. Un appel de 30 minutes, sans engagement.',
  orReach: 'Ou contactez-nous directement',
  emailLabel: 'E-mail',
  phoneLabel: 'Téléphone',
} satisfies Messages['demo'];
