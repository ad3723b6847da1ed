import { defaultLang, languages, type Lang } from '../i18n/languages';
import { localizedPath } from '../routing/localizedPath';
import type { PageId } from '../routing/pages';

/** A page's path in each language it exists in. */
export type LanguagePaths = Partial<Record<Lang, string>>;

/** `paths` without the languages in `left`: the versions search engines are not pointed at. */
export function withoutLanguages(paths: LanguagePaths, left: readonly Lang[]): LanguagePaths {
  return Object.fromEntries(Object.entries(paths).filter(([lang]) => !left.includes(lang as Lang)));
}

/** The paths of one of the site's pages in all six languages. */
export function pageLanguagePaths(page: PageId): LanguagePaths {
  return Object.fromEntries(languages.map((lang) => [lang, localizedPath(lang, page)]));
}

export interface Alternate {
  hreflang: string;
  href: string;
}

/**
 * hreflang alternates for every language version, plus x-default on the English one. A page
 * without an English version (some cases) gets no x-default: no version is the neutral default.
 */
export function alternates(paths: LanguagePaths, site: URL): Alternate[] {
  const links: Alternate[] = languages
    .filter((lang) => paths[lang])
    .map((lang) => ({ hreflang: lang, href: new URL(paths[lang]!, site).href }));
  const fallback = paths[defaultLang];
  if (fallback) links.push({ hreflang: 'x-default', href: new URL(fallback, site).href });
  return links;
}
