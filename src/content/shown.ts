import { catalogs, type Messages } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { codeContacts, type Contacts } from '../data/offices.ts';
import { codePackageNames, type NamedPackage } from '../data/packages.ts';

/**
 * The documents a page is rendered with: each language's catalog, the company's contacts and
 * offices, and the packages' names. A request's are worked out once, in the middleware, and read
 * from `Astro.locals.shown`: the published ones for a page rendered on demand, the saved drafts
 * for a staff preview. Pages pass them down to the components that show them.
 */
export interface ShownDocuments {
  /** A language's catalog, with the sections editors change (hero, page copy, footer, titles) as shown. */
  catalog(lang: Lang): Messages;
  /** The company's email and phone, and its offices in the order pages list them. */
  contacts: Contacts;
  /** The packages' names, in the price table's order. */
  packages: readonly NamedPackage[];
}

/** The code's documents: what the build's prerendered pages, the mail and the browser show. */
export const codeDocuments: ShownDocuments = {
  catalog: (lang) => catalogs[lang],
  contacts: codeContacts,
  packages: codePackageNames,
};
