/** The site's pages: the path of each under a language prefix, and their order in navigation. */
export const navPages = ['home', 'about', 'solutions', 'cases', 'technology', 'contact'] as const;

export const pagePaths = {
  home: '',
  about: 'about',
  solutions: 'solutions',
  cases: 'cases',
  technology: 'technology',
  contact: 'contact',
  /** The call-back request, reached from the contact page's quick actions. */
  callback: 'contact/callback',
  /** A meeting: booked at a free time, or asked for at an office; reached from the offices on the contact page. */
  meeting: 'contact/meeting',
  privacy: 'privacy',
  presentation: 'presentation',
  apiDocs: 'api-docs',
} as const;

export type PageId = keyof typeof pagePaths;
export type NavPage = (typeof navPages)[number];

/** Unprefixed paths that redirect to a language version (`/about` → `/en/about`). */
export const redirectablePaths: readonly string[] = Object.values(pagePaths).map((path) => `/${path}`);

/** Pages listed in the sitemap, each in all six languages. */
export const indexedPages: readonly PageId[] = [
  'home',
  'about',
  'solutions',
  'cases',
  'technology',
  'contact',
  'callback',
  'meeting',
  'privacy',
  'presentation',
  'apiDocs',
];
