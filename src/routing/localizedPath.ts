import { languages, type Lang } from '../i18n/languages.ts';
import { pagePaths, type PageId } from './pages.ts';

/** The site path of a page in a language: `/{lang}` or `/{lang}/{page}`, plus an optional hash. */
export function localizedPath(lang: Lang, page: PageId, hash?: string): string {
  const path = pagePaths[page];
  return `/${lang}${path ? `/${path}` : ''}${hash ? `#${hash}` : ''}`;
}

/** Swaps (or adds) the language prefix of a path, keeping the rest and the query. */
export function switchLanguagePath(pathWithQuery: string, lang: Lang): string {
  const url = new URL(pathWithQuery, 'http://x');
  const segments = url.pathname.split('/').filter(Boolean);
  if (segments[0] && (languages as readonly string[]).includes(segments[0])) segments.shift();
  return `/${[lang, ...segments].join('/')}${url.search}`;
}

/** An absolute URL for a site path, on the configured public origin. */
export function absoluteUrl(path: string, site: URL | string): string {
  return new URL(path, site).href;
}
