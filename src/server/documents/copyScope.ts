/**
 * The documents a request's pages are rendered with (`Astro.locals.shown`, set by the middleware):
 * those of the published table for a public page, of the saved drafts for a staff preview.
 */
import { SHARED } from '../../content/documents.ts';
import type { ShownDocuments } from '../../content/shown.ts';
import type { Messages } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { DocumentTable } from './table.ts';

/** Documents as a table holds them: each language's catalog, and the shared documents. */
interface DocumentSource {
  catalog(lang: Lang): Messages;
  get: DocumentTable['get'];
}

/** What pages show from `documents`: its catalogs, the company's contacts and the packages' names. */
export function shownDocuments(documents: DocumentSource): ShownDocuments {
  return {
    catalog: (lang) => documents.catalog(lang),
    contacts: documents.get('offices', SHARED),
    packages: documents.get('packages', SHARED).items,
  };
}
