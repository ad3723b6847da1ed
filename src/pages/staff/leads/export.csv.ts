import type { APIRoute } from 'astro';
import { database } from '../../../server/db/client';
import { inboxCsvResponse } from '../../../server/leads/export';
import { parseInboxFilter } from '../../../server/leads/inboxFilter';
import { audit } from '../../../server/staff/audit';

export const prerender = false;

/** The current inbox view as CSV, in the format of `npm run leads -- export` (the guard has checked `leads.export`). */
export const GET: APIRoute = async ({ url, locals, clientAddress }) => {
  const staff = locals.staff!;
  const { filter } = parseInboxFilter(url.searchParams);
  const { db } = await database();
  await audit(db, { actor: staff.user, action: 'leads-export', target: url.search || 'all', ip: clientAddress });
  return inboxCsvResponse(db, filter);
};
