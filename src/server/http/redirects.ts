import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromCookie } from '../../i18n/detect.ts';
import { defaultLang } from '../../i18n/languages.ts';
import { prefixedPath } from '../../routing/localizedPath.ts';
import { redirectablePaths } from '../../routing/pages.ts';
import { cachePolicy } from './cachePolicy.ts';

/** The language version an unprefixed page path should go to, or undefined for other paths. */
export function languageRedirectTarget(url: URL, cookieHeader: string | undefined): string | undefined {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!redirectablePaths.includes(path)) return undefined;
  const lang = langFromCookie(cookieHeader) ?? defaultLang;
  return `${prefixedPath(lang, path)}${url.search}`;
}

/**
 * The same URL without a trailing slash, so every page has one address; undefined if it has
 * none. Runs of slashes fold into one, so the target is a path on this site: `//evil.example`
 * would be another host to a browser.
 */
export function trailingSlashTarget(url: URL): string | undefined {
  if (url.pathname.length <= 1 || !url.pathname.endsWith('/')) return undefined;
  return `${url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/'}${url.search}`;
}

/**
 * Answers requests that belong at another address: unprefixed pages go to their language
 * version (302, the choice depends on the visitor), trailing slashes are dropped (301).
 * Returns false when the request should be served as it is.
 */
export function redirectRequest(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const language = languageRedirectTarget(url, req.headers.cookie);
  const target = language ?? trailingSlashTarget(url);
  if (!target) return false;
  res.writeHead(language ? 302 : 301, {
    Location: target,
    ...(language ? { Vary: 'Cookie', 'Cache-Control': cachePolicy.visitorsRedirect } : {}),
    'Content-Type': 'text/plain; charset=utf-8',
  });
  res.end(`Redirecting to ${target}\n`);
  return true;
}
