/**
 * The documents a request's pages are rendered with: `catalogFor` (`i18n/index.ts`),
 * `contactsFor` (`data/offices.ts`) and `packagesFor` (`data/packages.ts`) ask here, and get those of the request's scope: the
 * published ones for a public page, the saved drafts for a staff preview, the code's outside
 * any (the build, mail, the browser).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { SHARED } from '../../content/documents.ts';
import { provideContactsOverlay } from '../../data/offices.ts';
import { providePackagesOverlay } from '../../data/packages.ts';
import { provideCatalogOverlay, type Messages } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { DocumentTable } from './table.ts';

/** The documents as one request shows them: each language's catalog, and the shared documents. */
export interface ShownDocuments {
  catalog(lang: Lang): Messages;
  get: DocumentTable['get'];
}

const scope = new AsyncLocalStorage<ShownDocuments>();

provideCatalogOverlay((lang) => scope.getStore()?.catalog(lang));
provideContactsOverlay(() => scope.getStore()?.get('offices', SHARED));
providePackagesOverlay(() => scope.getStore()?.get('packages', SHARED).items);

/** Runs `render` (a page's rendering, and everything it awaits) with `documents` as its content. */
export function withDocuments<T>(documents: ShownDocuments, render: () => T): T {
  return scope.run(documents, render);
}
