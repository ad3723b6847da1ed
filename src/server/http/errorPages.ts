import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromPath } from '../../i18n/detect.ts';
import { defaultLang, languages, type Lang } from '../../i18n/languages.ts';
import { errorPagePath, errorPageStatuses, type ErrorPageStatus } from '../../routing/errorPages.ts';
import { cachePolicy } from './cachePolicy.ts';
import { headerOnlyPolicy } from './contentSecurityPolicy.ts';
import { headerBytes, MAX_HEADER_BYTES } from './requestLimits.ts';
import { setSecurityHeaders } from './securityHeaders.ts';

/** The built error pages (`src/routing/errorPages.ts`) held in memory, to answer with before any page runs. */
export interface ErrorPages {
  /** The page for `status` in `lang`, as built; undefined when the build has none. */
  page(lang: Lang, status: ErrorPageStatus): Buffer | undefined;
}

/** Reads every error page of the build in `clientDir` (`dist/client`) once. */
export function loadErrorPages(clientDir: string): ErrorPages {
  const pages = new Map<string, Buffer>();
  for (const lang of languages) {
    for (const status of errorPageStatuses) {
      const file = join(clientDir, errorPagePath(lang, status), 'index.html');
      if (existsSync(file)) pages.set(`${lang}/${status}`, readFileSync(file));
    }
  }
  return { page: (lang, status) => pages.get(`${lang}/${status}`) };
}

/**
 * Answers `status` with the site's page in the language of the request's path (English
 * without one), or `fallback` as plain text when the build has no such page; never kept.
 * `headers` are added (Connection: close, Retry-After ...).
 */
export function sendErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pages: ErrorPages,
  status: ErrorPageStatus,
  fallback: string,
  headers: Record<string, string> = {},
): void {
  const lang = langFromPath(url.pathname) ?? defaultLang;
  const page = pages.page(lang, status);
  res.writeHead(status, {
    'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': cachePolicy.never,
    'Content-Language': lang,
    // The page carries its script and style policy in a <meta>.
    ...(page ? { 'Content-Security-Policy': headerOnlyPolicy } : {}),
    ...headers,
  });
  res.end(req.method === 'HEAD' ? undefined : (page ?? `${fallback}\n`));
}

/**
 * Answers 431, with the security headers, when the request's headers are over
 * MAX_HEADER_BYTES; returns false when they are not.
 */
export function refuseLargeHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pages: ErrorPages,
  { https }: { https: boolean },
): boolean {
  if (headerBytes(req.rawHeaders) <= MAX_HEADER_BYTES) return false;
  setSecurityHeaders(res, { https });
  sendErrorPage(req, res, url, pages, 431, 'Request headers too large');
  return true;
}
