import type { APIRoute } from 'astro';
import { exportInboxView } from '../../../server/leads/inbox/export';
import { replyPromiseOf } from '../../../server/leads/routing/replyPromise';

export const prerender = false;

/** The current inbox view as CSV, in the format of `npm run leads -- export` (the guard has checked `leads.export`). */
export const GET: APIRoute = async ({ url, locals, clientAddress }) => {
  return exportInboxView(
    url.search,
    { member: locals.staff!, ip: clientAddress, db: await locals.app.db() },
    replyPromiseOf(locals.app.settings),
  );
};
