import type { APIRoute } from 'astro';
import { cachePolicy } from '../../../../server/http/cachePolicy';
import { memberFeed } from '../../../../server/meetings/feed';

export const prerender = false;

/**
 * A member's private calendar feed, fetched by their calendar app with no session: the staff
 * guard lets this one path through signed out (`server/staff/routes.ts`), and the token is the
 * key; one that opens no feed (unknown, revoked, replaced) is answered 404 with no body, the same
 * whichever it was. Never kept by any cache: a revoked address must stop showing meetings at once.
 */
export const GET: APIRoute = async ({ params, locals }) => {
  const ics = await memberFeed(await locals.app.db(), params.token ?? '', new Date());
  const headers = { 'Cache-Control': cachePolicy.never };
  if (ics === undefined) return new Response(null, { status: 404, headers });
  return new Response(ics, { headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' } });
};
