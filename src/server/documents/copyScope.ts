/**
 * The page copy a request's pages are rendered with: `catalogFor` (`i18n/index.ts`) asks here,
 * and gets the catalog of the request's scope: the published copy for a public page, the saved
 * drafts for a staff preview, the code's catalog outside any (the build, mail, the browser).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { provideCatalogOverlay, type Messages } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/languages.ts';

/** A language's catalog, as one request shows it. */
export type CatalogSource = (lang: Lang) => Messages;

const scope = new AsyncLocalStorage<CatalogSource>();

provideCatalogOverlay((lang) => scope.getStore()?.(lang));

/** Runs `render` (a page's rendering, and everything it awaits) with `source` as its catalogs. */
export function withCatalogs<T>(source: CatalogSource, render: () => T): T {
  return scope.run(source, render);
}
