/** English: what every staff page shares: navigation, refusals, the start and not-found pages. */

export const common = {
  area: 'Staff area',
  skipLink: 'Skip to content',
  nav: {
    label: 'Staff sections',
    leads: 'Leads',
    dashboard: 'Dashboard',
    analytics: 'Visits',
    cases: 'Cases',
    content: 'Content',
    redirects: 'Redirects',
    team: 'Team',
    audit: 'Audit log',
    privacy: 'Privacy',
    account: 'My account',
  },
  signOut: 'Sign out',
  badRequest: 'This request could not be understood. Reload the page and try again.',
  tooLarge: {
    title: 'Too much sent',
    text: 'This form sent more than {limit}, the most it takes. Nothing was saved: go back, shorten the text or send it in parts.',
    back: 'Back to the page',
  },
  forbidden: {
    title: 'Not allowed',
    text: 'Your role does not give access to this page. Ask an administrator if you need it.',
  },
};

export const home = {
  title: 'Welcome, {name}',
  role: 'Your role: {role}.',
  sections: 'Your sections',
};

export const notFound = {
  title: 'Page not found',
  text: 'There is no staff page at this address.',
};
