/**
 * What makes a redirect valid, as pure functions: the address it answers (a path of this site
 * that no page, file or route answers already), where it sends (a path here or an http(s) URL),
 * and no loop through the other redirects. The staff screen and the store both check with these.
 */
import { languages } from '../../i18n/languages.ts';
import { prefixedPath } from '../../routing/localizedPath.ts';
import { pagePaths, redirectablePaths } from '../../routing/pages.ts';

export const redirectStatuses = [301, 302] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

/** Longest address and target kept. */
export const MAX_FROM_LENGTH = 500;
export const MAX_TARGET_LENGTH = 2000;

/** Why a redirect was refused: a key of the staff catalog's `redirects.refusals`. */
export type RedirectRefusal = 'fromInvalid' | 'fromRoute' | 'targetInvalid' | 'sameAddress' | 'loop' | 'tooLong';

/** A redirect as the server answers it. */
export interface RedirectRule {
  fromPath: string;
  target: string;
  status: RedirectStatus;
}

/** Paths below these belong to the server's own routes (files, the staff area, the API, probes). */
const routePrefixes = [
  '/staff',
  '/_actions',
  '/_astro',
  '/_image',
  '/functions',
  '/images',
  '/fonts',
  '/healthz',
  '/readyz',
  '/metrics',
  '/api',
];

/** Every page's address in every language, and the unprefixed ones that lead to a language. */
const pageAddresses = new Set(
  [
    ...redirectablePaths,
    ...languages.flatMap((lang) =>
      Object.values(pagePaths).map((path) => (path ? prefixedPath(lang, `/${path}`) : prefixedPath(lang))),
    ),
  ].map((path) => path.replace(/\/+$/, '') || '/'),
);

/** A case page's address: `/{lang}/cases/{slug}`; its slug when `path` is one. */
const casePage = new RegExp(`^/(?:${languages.join('|')})/cases/([^/]+)$`);

/**
 * The address a redirect answers, as typed: a path starting with one `/`, without a query or
 * fragment, spaces or control characters, with no trailing slash (the server drops those
 * first). Percent-encoded as a browser sends it (`/é` becomes `/%C3%A9`). Undefined when invalid.
 */
export function normalizeFrom(typed: string): string | undefined {
  const path = typed.trim();
  if (!path.startsWith('/') || path.startsWith('//') || /[?#\s\\]/.test(path) || /\p{Cc}/u.test(path)) return undefined;
  let encoded: string;
  try {
    encoded = new URL(path, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
  // `..` segments would be resolved by the URL parser: an address a browser never sends as typed.
  if (encoded !== path && decodeURIComponentSafe(encoded) !== path) return undefined;
  const trimmed = encoded.length > 1 ? encoded.replace(/\/+$/, '') : encoded;
  return trimmed.length > 1 ? trimmed : undefined;
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * Where a redirect sends, as typed: a path on this site (`/en/solutions?utm_source=x`) or an
 * absolute http(s) URL. Undefined when neither.
 */
export function normalizeTarget(typed: string): string | undefined {
  const target = typed.trim();
  if (/[\s\\]/.test(target) || /\p{Cc}/u.test(target)) return undefined;
  if (target.startsWith('/')) {
    if (target.startsWith('//')) return undefined;
    try {
      const url = new URL(target, 'http://site.invalid');
      return url.pathname + url.search + url.hash;
    } catch {
      return undefined;
    }
  }
  if (!URL.canParse(target)) return undefined;
  const url = new URL(target);
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname ? url.href : undefined;
}

/**
 * True when a page, file or route of the site answers `path` already: a redirect there would
 * never be reached or would hide it. `caseSlugs` are the cases' slugs (their pages exist).
 */
export function isSiteRoute(path: string, caseSlugs: ReadonlySet<string>): boolean {
  if (pageAddresses.has(path)) return true;
  if (routePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return true;
  if (/\.[a-z0-9]{1,8}$/i.test(path)) return true; // a file: robots.txt, sitemap.xml, favicon.svg, og images
  const slug = casePage.exec(path)?.[1];
  return slug !== undefined && caseSlugs.has(decodeURIComponentSafe(slug) ?? slug);
}

/** The path a local target sends to (no query or fragment), or undefined for another site. */
function localPath(target: string): string | undefined {
  if (!target.startsWith('/')) return undefined;
  const path = new URL(target, 'http://site.invalid').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * Checks a redirect from `fromTyped` to `targetTyped` against the site's routes and the other
 * `existing` redirects (the one from the same address is replaced): the normalized rule, or why
 * it is refused.
 */
export function checkRedirect(
  input: { from: string; target: string; status: RedirectStatus },
  existing: readonly RedirectRule[],
  caseSlugs: ReadonlySet<string>,
): { ok: true; rule: RedirectRule } | { ok: false; refusal: RedirectRefusal } {
  if (input.from.trim().length > MAX_FROM_LENGTH || input.target.trim().length > MAX_TARGET_LENGTH)
    return { ok: false, refusal: 'tooLong' };
  const fromPath = normalizeFrom(input.from);
  if (!fromPath) return { ok: false, refusal: 'fromInvalid' };
  if (isSiteRoute(fromPath, caseSlugs)) return { ok: false, refusal: 'fromRoute' };
  const target = normalizeTarget(input.target);
  if (!target) return { ok: false, refusal: 'targetInvalid' };
  if (localPath(target) === fromPath) return { ok: false, refusal: 'sameAddress' };
  // Follow the chain of local targets through the other redirects: back here is a loop.
  const next = new Map(
    existing.filter((rule) => rule.fromPath !== fromPath).map((rule) => [rule.fromPath, rule.target]),
  );
  const seen = new Set([fromPath]);
  for (let path = localPath(target); path !== undefined;) {
    if (seen.has(path)) return { ok: false, refusal: 'loop' };
    seen.add(path);
    const onward = next.get(path);
    path = onward === undefined ? undefined : localPath(onward);
  }
  return { ok: true, rule: { fromPath, target, status: input.status } };
}

/**
 * The address a visitor is sent to: the target, with the visitor's own query (a campaign's
 * tags) when the target has none.
 */
export function redirectLocation(rule: Pick<RedirectRule, 'target'>, search: string): string {
  if (!search || rule.target.includes('?')) return rule.target;
  const hash = rule.target.indexOf('#');
  return hash < 0 ? rule.target + search : rule.target.slice(0, hash) + search + rule.target.slice(hash);
}
