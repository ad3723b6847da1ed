import { defineMiddleware, sequence } from 'astro:middleware';
import { guardActions } from './actions/guard';
import { guardStaffActions } from './actions/staff/guard';
import { catalogFor } from './i18n';
import { langFromPath } from './i18n/detect';
import { asLang, defaultLang } from './i18n/languages';
import { NOT_FOUND_PATH } from './routing/notFound';
import { staffContext } from './server/staff/guard';
import { isStaffPath } from './server/staff/requestRules';

/**
 * The request context, once per request (and once per prerendered page at build time): the
 * public origin, the page's language and its catalog in `Astro.locals`. A route with a `[lang]` parameter that is
 * none of our languages is answered by the not-found page, in the language of the path's
 * prefix (English without one), so pages never check their language themselves.
 */
const pageContext = defineMiddleware(({ params, originPathname, locals, site, url }, next) => {
  locals.origin = site ?? new URL(url.origin);
  const lang = params.lang === undefined ? langFromPath(originPathname) : asLang(params.lang);
  locals.lang = lang ?? defaultLang;
  locals.t = catalogFor(locals.lang);
  return params.lang !== undefined && !lang ? next(NOT_FOUND_PATH) : next();
});

/**
 * GET and HEAD answers that allow a shared cache (`s-maxage`) are kept and reused for that
 * long; everything else (form posts, actions, errors, `no-store`) goes through every time.
 */
const cachePages = defineMiddleware(async ({ request, url, isPrerendered, locals }, next) => {
  if (isPrerendered || (request.method !== 'GET' && request.method !== 'HEAD') || isStaffPath(url.pathname)) return next();
  const key = url.pathname + url.search;
  const { pageCache: cache, metrics } = locals.app;
  const kept = cache.get(key, request.method, request.headers.get('accept-encoding'));
  if (kept) {
    metrics.pageCacheHits.inc();
    return kept;
  }
  metrics.pageCacheMisses.inc();
  // A change that drops cached pages while this one renders leaves it unkept: it may show the old.
  const generation = cache.generation;
  return cache.keep(key, await next(), generation);
});

/**
 * Runs for on-demand routes, and for prerendered pages while they are built. Language routing
 * is manual: the first path segment decides, unprefixed paths are redirected by
 * `src/server/serve.ts`. Staff paths pass the staff guard (session, role) and are never page-cached;
 * staff actions, wherever posted, pass their own guard (same origin, session, permission).
 */
export const onRequest = sequence(guardActions, pageContext, staffContext, guardStaffActions, cachePages);
