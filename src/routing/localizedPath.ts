/**
 * The site's addresses, built in one place: every path under a language prefix, the pages, the
 * cases, the lead forms with values preselected, the same page in another language, and the
 * query a page's links keep (`keptQuery.ts`, a module of its own so the language switcher's
 * script, which runs on every page, imports nothing else). The browser's scripts use it too.
 */
import { asLang, type Lang } from '../i18n/languages.ts';
import { pagePaths, type PageId } from './pages.ts';
import { leadForms, type ContactSubject, type FormKind } from '../forms/leadForms.ts';

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

/** Values a link can preselect on a form (read back by `forms/presets.ts`). */
export interface FormPreset {
  /** A contact form subject. */
  subject?: ContactSubject;
  /** A package id from `data/packages`, for the contact form. */
  package?: string;
  /** An office id from `data/offices`, for the meeting form. */
  office?: string;
  /** A meeting type's id, for the booking form: that type's free times. */
  meeting?: string;
}

/** Link to a lead form in its section of its page, with values preselected: `/{lang}/contact?subject=project#contact-form`. */
export function formPath(lang: Lang, kind: FormKind, preset: FormPreset = {}): string {
  const { page, anchor } = leadForms[kind];
  const query = new URLSearchParams(Object.entries(preset).filter(([, value]) => value) as [string, string][]);
  return `${localizedPath(lang, page)}${query.size ? `?${query}` : ''}#${anchor}`;
}
