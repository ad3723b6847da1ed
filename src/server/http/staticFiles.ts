import type { ServerResponse } from 'node:http';
import sirv from 'sirv';
import { fileCacheControl, isPagePath } from './cachePolicy.ts';
import { headerOnlyPolicy } from './contentSecurityPolicy.ts';

/**
 * Serves the prerendered build from `dir`, picking the `.br`/`.gz` twin a client accepts;
 * calls `next` for anything that is not a file, so on-demand routes answer it.
 */
export function staticFiles(dir: string) {
  return sirv(dir, {
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res: ServerResponse, pathname: string) {
      for (const [name, value] of Object.entries(fileHeaders(pathname))) res.setHeader(name, value);
    },
  });
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
