/** What the browser tests need to know about the site: its languages and pages. */
import { languageInfo, languages, type Lang } from '../../../src/i18n/languages';
import { localizedPath } from '../../../src/routing/localizedPath';
import { indexedPages, type PageId } from '../../../src/routing/pages';
import { catalogs } from '../../../src/i18n';

export { languages, languageInfo, catalogs, localizedPath };
export type { Lang, PageId };

/** Every indexed page in every language, as [lang, page, path]. */
export const everyPage = languages.flatMap((lang) =>
  indexedPages.map((page) => [lang, page, localizedPath(lang, page)] as const),
);

/**
 * Images and fonts are not fetched: for the tests that read a page's markup and text, which
 * neither changes, on a machine where each costs a busy core.
 */
export async function skipImagesAndFonts(page: import('@playwright/test').Page): Promise<void> {
  await page.route(/\.(avif|webp|png|jpe?g|gif|svg|ico|woff2?)(\?|$)/, (route) => route.abort());
}
