/**
 * The site's own pages for what a proxy in front (nginx, `deploy/nginx-site.conf`) or the
 * server answers before any page runs: a body or headers too large, an instance that cannot
 * be reached. Prerendered per language at `/errors/{lang}/{status}`, read by nginx's
 * `error_page` and by the server; never answered at their own address.
 */
import type { Lang } from '../i18n/languages.ts';

/** The statuses that have a page, and the catalog entry (`errorPages.*`) that words it; 404 has `notFound`. */
export const errorPageCopy = {
  404: 'notFound',
  413: 'tooLarge',
  431: 'headersTooLarge',
  500: 'serverError',
  502: 'badGateway',
  503: 'unavailable',
  504: 'timeout',
} as const;

export type ErrorPageStatus = keyof typeof errorPageCopy;

export const errorPageStatuses = Object.keys(errorPageCopy).map(Number) as ErrorPageStatus[];

/** Where the error pages are built: nothing else lives under it. */
export const ERROR_PAGES_PREFIX = '/errors/';

/** The path of the page for `status` in `lang`. */
export function errorPagePath(lang: Lang, status: ErrorPageStatus): string {
  return `${ERROR_PAGES_PREFIX}${lang}/${status}`;
}
