import type { Lang } from '../i18n/languages.ts';

/** The page of one case: `/{lang}/cases/{slug}` (a remote source's id serves as the slug). */
export function casePath(lang: Lang, slug: string): string {
  return `/${lang}/cases/${encodeURIComponent(slug)}`;
}
