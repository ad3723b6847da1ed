/** English: what every page shares: skip link, menu, language switcher, navigation, footer. */

export const common = {
  skipToContent: 'Skip to main content',
  requestDemo: 'Request demo',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  chooseLanguage: 'Choose language',
  /** Read by screen readers after the switcher's visible short name: "Eng — language: English". */
  currentLanguage: '— language: {language}',
  redirecting: 'Redirecting to English version...',
  redirectLink: 'Continue to the English version',
};

export const nav = {
  label: 'Main navigation',
  home: 'Home',
  about: 'About',
  solutions: 'Solutions',
  cases: 'Cases',
  technology: 'Technology',
  contact: 'Contact',
};

export const footer = {
  tagline: 'AI agents that turn routine work into results for businesses worldwide.',
  pages: 'Pages',
  languages: 'Languages',
  privacy: 'Privacy policy',
  rights: '© {year} {company}. All rights reserved.',
};
