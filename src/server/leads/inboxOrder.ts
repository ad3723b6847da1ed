/**
 * The orders the leads inbox shows a view in (`?sort=`), with the keyset that pages through
 * each: newest or oldest first by `(created_at, id)`; by status, the statuses in pipeline order
 * (new to spam), each newest first.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { leads, leadStatuses, type LeadStatus } from '../db/schema.ts';
import type { InboxCursor, InboxSort } from './inboxFilter.ts';

/** The SQL order by time: oldest first for `sort=oldest`, else newest first (within each status when by status). */
export function inboxOrder(sort: InboxSort | undefined): SQL[] {
  return sort === 'oldest' ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];
}

/** The leads that come after `cursor` in that order by time. */
export function afterCursor(sort: InboxSort | undefined, cursor: InboxCursor): SQL {
  const key = sql`(${cursor.createdAt}::timestamptz, ${cursor.id})`;
  return sort === 'oldest' ? sql`(${leads.createdAt}, ${leads.id}) > ${key}` : sql`(${leads.createdAt}, ${leads.id}) < ${key}`;
}

/** The statuses a view by status still has to show, in pipeline order: `shown` from the cursor's status on. */
export function statusesFrom(shown: readonly LeadStatus[], cursor: InboxCursor | undefined): LeadStatus[] {
  const from = cursor ? leadStatuses.indexOf(cursor.status) : 0;
  return leadStatuses.filter((status) => shown.includes(status) && leadStatuses.indexOf(status) >= from);
}
