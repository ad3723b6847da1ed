import type { APIRoute } from 'astro';
import { feedResponse } from '../../../../server/meetings/feed';

export const prerender = false;

/**
 * A member's private calendar feed, fetched by their calendar app with no session: the staff
 * guard lets this one path through signed out (`server/staff/routes.ts`), and the token is the
 * key (`server/meetings/feed.ts`).
 */
export const GET: APIRoute = async ({ params, locals }) => feedResponse(locals.app, params.token ?? '', new Date());
