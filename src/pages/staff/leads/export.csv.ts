import type { APIRoute } from 'astro';
import { inboxViewExport } from '../../../server/leads/inbox/screens';

export const prerender = false;

/** The current inbox view as CSV, in the format of `npm run leads -- export` (the guard has checked `leads.export`). */
export const GET: APIRoute = async ({ url, locals, clientAddress }) =>
  inboxViewExport(locals.app, locals.staff!, url.search, clientAddress);
