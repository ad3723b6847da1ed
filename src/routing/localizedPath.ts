/**
 * The site's addresses, built in one place: every path under a language prefix, the pages, the
 * cases, the contact forms with values preselected, the same page in another language, and the
 * query a page's links keep (`keptQuery.ts`, a module of its own so the language switcher's
 * script, which runs on every page, imports nothing else). The browser's scripts use it too.
 */
import { asLang, type Lang } from '../i18n/languages.ts';
import { pagePaths, type PageId } from './pages.ts';

/** A path under a language prefix: `/{lang}` for the root (`/` or empty), else `/{lang}{path}`. */
export function prefixedPath(lang: Lang, path = '/'): string {
  return `/${lang}${path === '/' ? '' : path}`;
}

/** The site path of a page in a language: `/{lang}` or `/{lang}/{page}`, plus an optional hash. */
export function localizedPath(lang: Lang, page: PageId, hash?: string): string {
  const path = pagePaths[page];
  return `${prefixedPath(lang, path ? `/${path}` : '/')}${hash ? `#${hash}` : ''}`;
}

/** The page of one case: `/{lang}/cases/{slug}` (a remote source's id serves as the slug). */
export function casePath(lang: Lang, slug: string): string {
  return prefixedPath(lang, `/cases/${encodeURIComponent(slug)}`);
}

/** Swaps (or adds) the language prefix of a path, keeping the rest and the query. */
export function switchLanguagePath(pathWithQuery: string, lang: Lang): string {
  const url = new URL(pathWithQuery, 'http://x');
  const segments = url.pathname.split('/').filter(Boolean);
  if (asLang(segments[0])) segments.shift();
  return `${prefixedPath(lang, `/${segments.join('/')}`)}${url.search}`;
}


/** Subjects a link can preselect on the contact form; their labels live in `contact_form.subjects`. */
type ContactSubject = 'individual' | 'project' | 'technical' | 'consultation';

/** Values a link can preselect on the contact page's forms. */
export interface ContactPreset {
  subject?: ContactSubject;
  /** A package id from `data/packages`. */
  package?: string;
  /** An office id from `data/offices`, for the meeting form. */
  office?: string;
}

/** Link to a form on the contact page with values preselected: `#contact-form`, `#callback` or `#meeting`. */
export function contactPath(lang: Lang, preset: ContactPreset = {}, form: 'contact-form' | 'callback' | 'meeting' = 'contact-form'): string {
  const query = new URLSearchParams(Object.entries(preset).filter(([, value]) => value) as [string, string][]);
  const search = query.size ? `?${query}` : '';
  return `${localizedPath(lang, 'contact')}${search}#${form}`;
}
