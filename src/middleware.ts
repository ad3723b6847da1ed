import { defineMiddleware, sequence } from 'astro:middleware';
import { guardActions } from './actions/guard';
import { guardStaffActions } from './actions/staff/guard';
import { codeDocuments } from './content/shown';
import { langFromPath } from './i18n/detect';
import { asLang, defaultLang } from './i18n/languages';
import { NOT_FOUND_PATH } from './routing/notFound';
import { shownDocuments } from './server/documents/copyScope';
import { previewAt, previewDocuments, previewNotice } from './server/documents/preview';
import { localizedPath } from './routing/localizedPath';
import { cachePolicy } from './server/http/cachePolicy';
import { staffContext } from './server/staff/guard';
import { isStaffPath } from './server/staff/requestRules';
import { withoutIslandRuntime } from './server/http/islandRuntime';

/**
 * The request context, once per request (and once per prerendered page at build time): the
 * public origin, the page's language, the documents it shows and its catalog in `Astro.locals`.
 * A route with a `[lang]` parameter that is none of our languages is answered by the not-found
 * page, in the language of the path's prefix (English without one), so pages never check their
 * language themselves. An on-demand page shows the documents editors published; a prerendered
 * one the code's.
 */
const pageContext = defineMiddleware(({ params, originPathname, locals, site, url, isPrerendered }, next) => {
  locals.origin = site ?? new URL(url.origin);
  const lang = params.lang === undefined ? langFromPath(originPathname) : asLang(params.lang);
  locals.lang = lang ?? defaultLang;
  locals.shown = isPrerendered ? codeDocuments : shownDocuments(locals.app.documents);
  locals.t = locals.shown.catalog(locals.lang);
  return params.lang !== undefined && !lang ? next(NOT_FOUND_PATH) : next();
});

/**
 * GET and HEAD answers that allow a shared cache (`s-maxage`) are kept and reused for that
 * long; everything else (form posts, actions, errors, `no-store`) goes through every time.
 */
const cachePages = defineMiddleware(async ({ request, url, isPrerendered, locals }, next) => {
  if (isPrerendered || (request.method !== 'GET' && request.method !== 'HEAD') || isStaffPath(url.pathname))
    return next();
  const key = url.pathname + url.search;
  const { pageCache: cache, metrics } = locals.app;
  // Another request rendering the same page now: its answer, once kept, is this one's too. (No
  // await without one: from the look-up to `rendering` below, no other request may come between.)
  const rendered = cache.whenRendered(key);
  if (rendered) await rendered;
  const kept = cache.get(
    key,
    request.method,
    request.headers.get('accept-encoding'),
    request.headers.get('if-none-match'),
  );
  if (kept) {
    metrics.pageCacheHits.inc();
    return kept;
  }
  metrics.pageCacheMisses.inc();
  return cache.rendering(key, async () => {
    // A change that drops cached pages while this one renders leaves it unkept: it may show the old.
    const generation = cache.generation;
    const response = await next();
    // Before an instance first read the published copy, its pages show the code's: kept nowhere.
    if (!locals.app.documents.loaded && response.headers.get('Cache-Control')?.includes('s-maxage')) {
      response.headers.set('Cache-Control', cachePolicy.never);
      return response;
    }
    return cache.keep(key, response, generation, {
      method: request.method,
      acceptEncoding: request.headers.get('accept-encoding'),
    });
  });
});

/**
 * A staff preview of a public page (`/staff/content/preview/<page>/<lang>`, past the staff guard):
 * the public page itself, rendered from the saved drafts of its language over what is published,
 * with a band saying so; never cached (the page cache passes staff paths by) nor indexed.
 */
const previewPage = defineMiddleware(async ({ url, locals }, next) => {
  const previewing = locals.staff ? previewAt(url.pathname) : undefined;
  if (!previewing || !locals.staff) return next();
  const { page, lang } = previewing;
  const documents = await previewDocuments(await locals.app.db(), locals.app.documents, lang);
  locals.preview = { documents, notice: previewNotice(locals.staff.lang, lang, documents.drafts) };
  locals.lang = lang;
  locals.shown = shownDocuments(documents);
  locals.t = locals.shown.catalog(lang);
  const response = await next(localizedPath(lang, page));
  response.headers.set('Cache-Control', cachePolicy.never);
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
});

/**
 * A page whose islands all wait for a visitor is sent without Astro's inline island runtime: the
 * first touch of a form fetches it (`server/http/islandRuntime.ts`). Innermost, so the page cache
 * keeps the page as it is sent. Staff pages go as rendered.
 */
const lightIslands = defineMiddleware(async ({ url }, next) => {
  const response = await next();
  if (isStaffPath(url.pathname) || !response.headers.get('Content-Type')?.startsWith('text/html') || !response.body)
    return response;
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(withoutIslandRuntime(html), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
});

/**
 * Runs for on-demand routes, and for prerendered pages while they are built. Language routing
 * is manual: the first path segment decides, unprefixed paths are redirected by
 * `src/server/serve.ts`. Staff paths pass the staff guard (session, role) and are never page-cached;
 * staff actions, wherever posted, pass their own guard (same origin, session, permission); a
 * staff preview renders its public page last, past all of them.
 */
export const onRequest = sequence(
  guardActions,
  pageContext,
  staffContext,
  guardStaffActions,
  cachePages,
  previewPage,
  lightIslands,
);
