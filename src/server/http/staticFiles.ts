import type { ServerResponse } from 'node:http';
import sirv from 'sirv';
import { headerOnlyPolicy } from './contentSecurityPolicy.ts';

/** Whether a request path names a page (served from `{path}/index.html` or `{path}.html`). */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/**
 * Cache policy by path: build assets and images named by their content (`name.{hash}.ext`)
 * never change; pages revalidate; the rest (files under stable names) for a day.
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/') || /^\/images\/.+\.[0-9a-f]{10}\.\w+$/.test(pathname)) return 'public, max-age=31536000, immutable';
  if (isPagePath(pathname) || /\.(xml|txt)$/.test(pathname)) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=86400';
}

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
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      // A prerendered page carries its policy in a <meta>; the header adds what a meta cannot.
      if (isPagePath(pathname)) res.setHeader('Content-Security-Policy', headerOnlyPolicy);
      // Covers (the cases API hands their URLs to other sites) and social cards may be embedded anywhere.
      if (/^\/(images|og)\//.test(pathname)) res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    },
  });
}
