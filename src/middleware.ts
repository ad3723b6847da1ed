import { defineMiddleware, sequence } from 'astro:middleware';
import { guardActions } from './actions/guard';
import { sharedPageCache } from './server/http/pageCache';
import { metrics } from './server/metrics';
import { staffContext } from './server/staff/guard';
import { isStaffPath } from './server/staff/requestRules';

/**
 * GET and HEAD answers that allow a shared cache (`s-maxage`) are kept and reused for that
 * long; everything else (form posts, actions, errors, `no-store`) goes through every time.
 */
const cachePages = defineMiddleware(async ({ request, url, isPrerendered }, next) => {
  if (isPrerendered || (request.method !== 'GET' && request.method !== 'HEAD') || isStaffPath(url.pathname)) return next();
  const key = url.pathname + url.search;
  const cache = sharedPageCache();
  const kept = cache.get(key, request.method, request.headers.get('accept-encoding'));
  if (kept) {
    metrics().pageCacheHits.inc();
    return kept;
  }
  metrics().pageCacheMisses.inc();
  return cache.keep(key, await next());
});

/**
 * Runs for on-demand routes only (prerendered pages are files). Language routing is manual:
 * the first path segment decides, unprefixed paths are redirected by `scripts/serve.ts`.
 * Staff paths pass the staff guard (session, role) and are never page-cached.
 */
export const onRequest = sequence(guardActions, staffContext, cachePages);
