import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromCookie } from '../../i18n/detect.ts';
import { defaultLang } from '../../i18n/languages.ts';
import { redirectablePaths } from '../../routing/pages.ts';

/** The language version an unprefixed page path should go to, or undefined for other paths. */
export function languageRedirectTarget(url: URL, cookieHeader: string | undefined): string | undefined {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  if (!redirectablePaths.includes(path)) return undefined;
  const lang = langFromCookie(cookieHeader) ?? defaultLang;
  return `/${lang}${path === '/' ? '' : path}${url.search}`;
}

/** Answers an unprefixed page path with a redirect to its language version; false if it is not one. */
export function redirectToLanguage(req: IncomingMessage, res: ServerResponse): boolean {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const target = languageRedirectTarget(url, req.headers.cookie);
  if (!target) return false;
  res.writeHead(302, {
    Location: target,
    Vary: 'Cookie',
    'Cache-Control': 'private, no-cache',
    'Content-Type': 'text/plain; charset=utf-8',
  });
  res.end(`Redirecting to ${target}\n`);
  return true;
}
