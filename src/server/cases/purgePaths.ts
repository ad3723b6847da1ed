import { languages } from '../../i18n/languages.ts';
import { casePath, localizedPath } from '../../routing/localizedPath.ts';
import type { CaseNotice } from './events.ts';

/** The cases API's address per language, as the proxy keys it (`lng` always named, English included). */
const apiPath = (lang: string) => `/functions/v1/get-cases-by-lang?lng=${lang}`;

/**
 * The public addresses a case change can make stale at a caching proxy: every language's list
 * and API answer, the sitemap, and the pages of the cases the notice names; of every case
 * (`allSlugs`) when it names none or some notices may have been missed.
 */
export async function casePurgePaths(
  notice: CaseNotice | { type: 'resync' },
  allSlugs: () => Promise<string[]>,
): Promise<string[]> {
  const slugs = notice.type === 'changed' && notice.slugs.length ? notice.slugs : await allSlugs();
  return [
    '/sitemap.xml',
    ...languages.flatMap((lang) => [
      localizedPath(lang, 'cases'),
      apiPath(lang),
      ...slugs.map((slug) => casePath(lang, slug)),
    ]),
  ];
}
