/**
 * The orders the leads inbox shows a view in (`?sort=`), each with its keyset for paging: the
 * SQL order, and the condition "after the row this cursor names" that follows it exactly.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { leads, leadStatuses } from '../db/schema.ts';
import type { InboxCursor, InboxSort } from './inboxFilter.ts';

/** A status's place in the pipeline, new (1) to spam (6): the order `sort=status` follows. */
const statusRank = (status: SQL | typeof leads.status) =>
  sql`(case ${status} ${sql.raw(leadStatuses.map((name, index) => `when '${name}' then ${index + 1}`).join(' '))} end)`;

/** `(created_at, id)`, the key every order ends with, so no two leads tie. */
const createdAndId = sql`(${leads.createdAt}, ${leads.id})`;

/** The SQL order of a view: newest first unless `sort` says otherwise. */
export function inboxOrder(sort: InboxSort | undefined): SQL[] {
  switch (sort) {
    case 'oldest':
      return [asc(leads.createdAt), asc(leads.id)];
    case 'status':
      return [asc(statusRank(leads.status)), desc(leads.createdAt), desc(leads.id)];
    default:
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

/** The leads that come after `cursor` in the order of `sort`. */
export function afterCursor(sort: InboxSort | undefined, cursor: InboxCursor): SQL {
  const key = sql`(${cursor.createdAt}::timestamptz, ${cursor.id})`;
  switch (sort) {
    case 'oldest':
      return sql`${createdAndId} > ${key}`;
    case 'status': {
      const rank = statusRank(leads.status);
      const cursorRank = statusRank(sql`${cursor.status}::text`);
      return sql`(${rank} > ${cursorRank} or (${rank} = ${cursorRank} and ${createdAndId} < ${key}))`;
    }
    default:
      return sql`${createdAndId} < ${key}`;
  }
}
