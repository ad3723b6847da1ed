import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { ERROR_PAGES_PREFIX } from '../../routing/errorPages.ts';
import { fileCacheControl, isPagePath } from './cachePolicy.ts';
import { headerOnlyPolicy } from './contentSecurityPolicy.ts';

/** Whether a built file may be asked for at its own address: the error pages are shown only in place of an answer. */
export const isPublicFile = (pathname: string): boolean => !pathname.startsWith(ERROR_PAGES_PREFIX);

/**
 * Serves the prerendered build from `dir`, picking the `.br`/`.gz` twin a client accepts;
 * calls `next` for anything that is not a public file, so on-demand routes answer it.
 */
export function staticFiles(dir: string) {
  const serve = sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res: ServerResponse, pathname: string) {
      for (const [name, value] of Object.entries(fileHeaders(pathname))) res.setHeader(name, value);
    },
  });
  return (req: IncomingMessage, res: ServerResponse, url: URL, next: () => void) => {
    // As sirv will read it: decoded, repeated slashes folded.
    const pathname = decodeURIComponent(url.pathname).replace(/\/{2,}/g, '/');
    return isPublicFile(pathname) ? serve(req, res, next) : next();
  };
}

/** The headers a built file gets by the path it was asked for, on top of the security headers. */
export function fileHeaders(pathname: string): Record<string, string> {
  return {
    'Cache-Control': fileCacheControl(pathname),
    // A prerendered page carries its policy in a <meta>; the header adds what a meta cannot.
    ...(isPagePath(pathname) ? { 'Content-Security-Policy': headerOnlyPolicy } : {}),
    // Covers (the cases API hands their URLs to other sites) and social cards may be embedded anywhere.
    ...(/^\/(images|og)\//.test(pathname) ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
  };
}
