/**
 * The staff area's copy in English: the source catalog, whose shape the Russian one must
 * satisfy (a missing key is a type error), as with the site's catalogs. Each screen has its
 * section; `common` holds the shell (navigation, sign-out, refusals).
 */
const en = {
  common: {
    area: 'Staff area',
    skipLink: 'Skip to content',
    nav: {
      label: 'Staff sections',
      leads: 'Leads',
      dashboard: 'Dashboard',
      cases: 'Cases',
      team: 'Team',
      audit: 'Audit log',
      privacy: 'Privacy',
      account: 'My account',
    },
    signOut: 'Sign out',
    language: 'Language',
    forbidden: {
      title: 'Not allowed',
      text: 'Your role does not give access to this page. Ask an administrator if you need it.',
    },
  },
};

export type StaffMessages = Widen<typeof en>;

/** Turns string literals into `string` so translations may differ while keeping the shape. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };

export default en satisfies StaffMessages;
