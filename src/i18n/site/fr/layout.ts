/** French: what every page shares: skip link, menu, language switcher, navigation, footer. */
import type { Messages } from '../en/index.ts';

export const common = {
  skipToContent: 'Aller au contenu principal',
  requestDemo: 'Demander une démo',
  openMenu: 'Ouvrir le menu',
  closeMenu: 'Fermer le menu',
  chooseLanguage: 'Choisir la langue',
  currentLanguage: '— langue : {language}',
  redirecting: 'Redirection vers la version française…',
  redirectLink: 'Accéder à la version française',
} satisfies Messages['common'];

export const nav = {
  label: 'Navigation principale',
  home: 'Accueil',
  about: 'À propos',
  solutions: 'Solutions',
  cases: 'Cas clients',
  technology: 'Technologie',
  contact: 'Contact',
} satisfies Messages['nav'];

export const footer = {
  tagline: 'Des agents IA qui transforment les tâches répétitives en résultats, pour les entreprises du monde entier.',
  pages: 'Pages',
  languages: 'Langues',
  privacy: 'Politique de confidentialité',
  rights: '© {year} {company}. Tous droits réservés.',
} satisfies Messages['footer'];
