import type { APIRoute } from 'astro';
import { leadEventsHandler } from '../../../server/leads/inbox/eventStream';

export const prerender = false;

/** The live inbox's event stream (the staff guard has checked `leads.read`). */
export const GET: APIRoute = async ({ request, locals }) => leadEventsHandler(request, await locals.app.leadEvents());
