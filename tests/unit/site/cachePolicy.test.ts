import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cachePolicy,
  fileCacheControl,
  formPageCacheControl,
  sharedMaxAge,
} from '../../../src/server/http/cachePolicy';

/** Seconds a browser may reuse an answer without asking (`max-age`), 0 when it must ask or not keep it. */
function browserSeconds(cacheControl: string): number {
  if (/\b(no-store|no-cache)\b/.test(cacheControl)) return 0;
  return Number(/(?:^|[\s,])max-age=(\d+)/.exec(cacheControl)?.[1] ?? 0);
}

/** Seconds a shared cache (a CDN, the server's page cache) keeps a 200 with this header. */
const sharedSeconds = (cacheControl: string) =>
  sharedMaxAge(new Response('x', { headers: { 'Cache-Control': cacheControl } }));

describe('the cache policy', () => {
  // what, the header it gets, seconds a browser keeps it, seconds a shared cache keeps it
  const table: [string, string, number, number][] = [
    ['a hashed build asset', fileCacheControl('/_astro/index.B1x2.css'), 31536000, 0],
    ['a fingerprinted case cover', fileCacheControl('/images/cases/retail-800.0123456789.webp'), 31536000, 0],
    ['the API’s stable case cover', fileCacheControl('/images/cases/retail-1200.jpg'), 86400, 0],
    ['a social card', fileCacheControl('/og/en.png'), 86400, 0],
    ['a prerendered page', fileCacheControl('/en/about'), 0, 0],
    ['a prerendered page by its file name', fileCacheControl('/en/about/index.html'), 0, 0],
    ['robots.txt', fileCacheControl('/robots.txt'), 0, 0],
    ['a page with a form, viewed', formPageCacheControl('GET'), 0, 1],
    ['a page with a form, posted to', formPageCacheControl('POST'), 0, 0],
    ['a case page', cachePolicy.casesPage(60), 0, 60],
    ['a case page with the cases cache off', cachePolicy.casesPage(0), 0, 0],
    ['the cases API', cachePolicy.casesApi(60), 60, 60],
    ['the cases API with the cases cache off', cachePolicy.casesApi(0), 0, 0],
    ['a page shown from the content documents', cachePolicy.documentPage, 0, 300],
    ['the sitemap', cachePolicy.sitemap, 0, 300],
    ['a not-found page, an error, a failed read', cachePolicy.never, 0, 0],
    ['the redirect to the visitor’s language', cachePolicy.visitorsRedirect, 0, 0],
    ['a redirect an editor set', cachePolicy.editorsRedirect, 0, 0],
    ['a cover the development server draws', cachePolicy.drawnCover, 0, 0],
  ];

  it.each(table)('%s: "%s", kept %i s by browsers and %i s by shared caches', (_what, header, browser, shared) => {
    expect(browserSeconds(header)).toBe(browser);
    expect(sharedSeconds(header)).toBe(shared);
  });

  it('lets nothing personal into a shared cache', () => {
    for (const header of [cachePolicy.never, cachePolicy.visitorsOwn, cachePolicy.visitorsRedirect]) {
      expect(header).toMatch(/no-store|private/);
      expect(sharedSeconds(header)).toBe(0);
    }
  });

  it('marks what never changes immutable, and nothing else', () => {
    expect(fileCacheControl('/_astro/index.B1x2.css')).toContain('immutable');
    for (const path of ['/en/about', '/og/en.png', '/images/cases/retail-1200.jpg', '/favicon.svg'])
      expect(fileCacheControl(path)).not.toContain('immutable');
  });

  it('is the only module that writes a Cache-Control value', () => {
    const written = /['"]cache-control['"]\s*[,:]\s*['"`]/i;
    const byHand = (readdirSync('src', { recursive: true }) as string[])
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !file.endsWith(join('http', 'cachePolicy.ts')))
      .filter((file) => written.test(readFileSync(join('src', file), 'utf8')));
    expect(byHand).toEqual([]);
  });
});
