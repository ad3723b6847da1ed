/**
 * Every Cache-Control the site sends, named by the kind of answer it is for: the one place that
 * states them, and reads them back (`sharedMaxAge`). Callers name a rule;
 * `tests/unit/site/cachePolicy.test.ts` pins them as one table (what a browser keeps, what a shared
 * cache such as a CDN or the server's page cache keeps).
 */
export const cachePolicy = {
  /**
   * Never kept anywhere: errors, refusals, not-found pages and failed reads, and what is live or
   * private (probes, metrics, the staff area, its exports, event streams and calendar feeds).
   */
  never: 'no-store',
  /** The answer to a visitor's own post (their values, errors or thanks). */
  visitorsOwn: 'private, no-store',
  /** A redirect chosen by the visitor's language cookie: theirs only, checked each time. */
  visitorsRedirect: 'private, no-cache',
  /** A redirect an editor set: asked for each time, so a change shows at once and every hit is counted. */
  editorsRedirect: 'no-cache',
  /** Build assets and images named by their content: never change. */
  hashedFile: 'public, max-age=31536000, immutable',
  /** Prerendered pages and text files under stable names: checked again on every use. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Other public files under stable names (favicon, social cards, the API's stable covers). */
  stableFile: 'public, max-age=86400',
  /** A cover variant the development server draws on request: checked again on every use, its source may change. */
  drawnCover: 'no-cache',
  /**
   * A page with a form, viewed: checked by browsers each time, shared for one second, so a
   * busy page renders once a second while its form token (when it was rendered, the bot check)
   * stays true, and few people share one copy's token.
   */
  formPage: 'public, max-age=0, s-maxage=1, must-revalidate',
  /**
   * A page shown from the content documents (every page without a form: about, solutions,
   * technology, privacy, ...): shared for five minutes; a publish drops it from the server's page
   * cache and the proxies in front at once.
   */
  documentPage: 'public, max-age=0, s-maxage=300',
  /** The sitemap: shared for five minutes. */
  sitemap: 'public, max-age=0, s-maxage=300',
  /** Case pages: shared as long as the cases are cached (`CASES_CACHE_SECONDS`); 0 reads afresh. */
  casesPage: (seconds: number): string =>
    seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : cachePolicy.revalidate,
  /** The cases API: browsers and shared caches both keep it that long. */
  casesApi: (seconds: number): string =>
    seconds > 0
      ? `public, max-age=${seconds}, s-maxage=${seconds}, stale-while-revalidate=${seconds}`
      : cachePolicy.revalidate,
} as const;

/** Whether a request path names a page (served from `{path}/index.html` or `{path}.html`). */
export function isPagePath(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** The rule of a built file, by the path it was asked for. */
export function fileCacheControl(pathname: string): string {
  if (pathname.startsWith('/_astro/') || /^\/images\/.+\.[0-9a-f]{10}\.\w+$/.test(pathname))
    return cachePolicy.hashedFile;
  if (isPagePath(pathname) || /\.(xml|txt)$/.test(pathname)) return cachePolicy.revalidate;
  return cachePolicy.stableFile;
}

/** The rule of an on-demand page with a form: shared when viewed, the visitor's own when posted to. */
export function formPageCacheControl(method: string): string {
  return method === 'GET' || method === 'HEAD' ? cachePolicy.formPage : cachePolicy.visitorsOwn;
}

/**
 * The seconds a response may be kept by a shared cache (`s-maxage`), or 0 when it may not be
 * kept: not a 200, `private`/`no-store`/`no-cache`, or it sets a cookie.
 */
export function sharedMaxAge(response: Response): number {
  if (response.status !== 200 || response.headers.has('set-cookie')) return 0;
  const directives = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(directives)) return 0;
  const seconds = /\bs-maxage=(\d+)/.exec(directives)?.[1];
  return seconds ? Number(seconds) : 0;
}
