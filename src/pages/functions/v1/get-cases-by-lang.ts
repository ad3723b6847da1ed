/**
 * The public, read-only cases API, with the old backend's contract:
 * `GET /functions/v1/get-cases-by-lang?lng=xx` → `[{ id, title, summary, body, cover_img }]`.
 */
import type { APIRoute } from 'astro';
import { parseLang } from '../../../i18n/detect';
import { defaultLang } from '../../../i18n/languages';
import { casesCacheControl, readHeaders } from '../../../server/cases/source';
import { cachePolicy } from '../../../server/http/cachePolicy';

export const prerender = false;

const allowedMethods = 'GET, HEAD, OPTIONS';

/** Any origin may read it: the API is public and sends no credentials. */
const corsHeaders = { 'Access-Control-Allow-Origin': '*' };

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...corsHeaders, ...headers },
  });
}

/** One language's cases. No `lng` (or an empty one) means English; an unsupported value answers 400 without repeating it. */
export const GET: APIRoute = async ({ url, locals }) => {
  const raw = url.searchParams.get('lng');
  const lang = raw ? parseLang(raw) : defaultLang;
  if (!lang) return json({ error: 'Unsupported language' }, 400, { 'Cache-Control': cachePolicy.never });
  const read = await locals.app.cases.summaries(lang, locals.origin);
  const headers = {
    ...readHeaders(read, casesCacheControl(locals.app.settings.CASES_CACHE_SECONDS, { browsers: true })),
    'Content-Language': lang,
  };
  // Not an empty list: a client must be able to tell "no cases" from "cannot read them now".
  if (!read.ok) return json({ error: 'The cases cannot be read right now; try again later' }, 503, headers);
  return json(read.value, 200, headers);
};

export const HEAD: APIRoute = (context) => GET(context);

/**
 * CORS preflight: old browser clients send `Authorization`, `apikey` and a JSON content type,
 * which makes the browser ask first. The API ignores those headers but allows them.
 */
export const OPTIONS: APIRoute = () =>
  new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders,
      'Access-Control-Allow-Methods': allowedMethods,
      'Access-Control-Allow-Headers': 'authorization, apikey, content-type, x-client-info',
      'Access-Control-Max-Age': '86400',
      Allow: allowedMethods,
    },
  });

/** The API is read-only. */
export const ALL: APIRoute = () =>
  json({ error: 'Method not allowed' }, 405, { Allow: allowedMethods, 'Cache-Control': cachePolicy.never });
