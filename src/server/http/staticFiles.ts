import type { ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Cache policy by path: hashed build assets never change; pages revalidate; the rest for a day. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/_astro/')) return 'public, max-age=31536000, immutable';
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last.includes('.') || /\.(html|xml|txt)$/.test(last)) {
    return 'public, max-age=0, must-revalidate';
  }
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
    },
  });
}
