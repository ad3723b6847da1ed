/**
 * The orders the leads inbox shows a view in (`?sort=`), with the keyset that pages through
 * each: newest or oldest first by `(created_at, id)`; by status, the statuses in pipeline order
 * (new to spam), each newest first; by assignee, nobody's first, then each member's together,
 * newest first within each.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { leads, leadStatuses, type LeadStatus } from '../../db/schema.ts';
import type { InboxCursor, InboxSort } from './filter.ts';

/** The SQL order by time: oldest first for `sort=oldest`, else newest first (within each status when by status). */
export function inboxOrder(sort: InboxSort | undefined): SQL[] {
  if (sort === 'assignee') return [sql`${leads.assigneeId} asc nulls first`, desc(leads.createdAt), desc(leads.id)];
  return sort === 'oldest' ? [asc(leads.createdAt), asc(leads.id)] : [desc(leads.createdAt), desc(leads.id)];
}

/** The leads that come after `cursor` in that order (by time; by assignee, then by time). */
export function afterCursor(sort: InboxSort | undefined, cursor: InboxCursor): SQL {
  const key = sql`(${cursor.createdAt}::timestamptz, ${cursor.id})`;
  if (sort === 'assignee') {
    const older = sql`(${leads.createdAt}, ${leads.id}) < ${key}`;
    return cursor.assignee
      ? sql`((${leads.assigneeId} = ${cursor.assignee} and ${older}) or ${leads.assigneeId} > ${cursor.assignee})`
      : sql`((${leads.assigneeId} is null and ${older}) or ${leads.assigneeId} is not null)`;
  }
  return sort === 'oldest'
    ? sql`(${leads.createdAt}, ${leads.id}) > ${key}`
    : sql`(${leads.createdAt}, ${leads.id}) < ${key}`;
}

/** The statuses a view by status still has to show, in pipeline order: `shown` from the cursor's status on. */
export function statusesFrom(shown: readonly LeadStatus[], cursor: InboxCursor | undefined): LeadStatus[] {
  const from = cursor ? leadStatuses.indexOf(cursor.status) : 0;
  return leadStatuses.filter((status) => shown.includes(status) && leadStatuses.indexOf(status) >= from);
}
