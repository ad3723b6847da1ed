/**
 * What the leads inbox reads of a view: a page of leads in the view's order (keyset paging on
 * `(created_at, id)`, status by status for the order by status: `order.ts`), one lead's row
 * when it belongs in the view, the counts per status. What the lead page reads is `lead.ts`.
 * Values come back as stored, plain strings: escaping is the page's job.
 */
import { and, count, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leadSearchText, leadStatuses, leads, type LeadStatus } from '../../db/schema.ts';
import { openStatuses, UNASSIGNED, type InboxCursor, type InboxQuery } from './filter.ts';
import { afterCursor, inboxOrder, statusesFrom } from './order.ts';
import type { StoredLead } from '../types.ts';

/** Leads per inbox page unless asked otherwise, and the most a page may hold. */
const INBOX_PAGE_SIZE = 50;
const MAX_INBOX_PAGE_SIZE = 500;

/** A lead as a row of the inbox table. */
export interface InboxRow {
  id: number;
  createdAt: Date;
  kind: StoredLead['kind'];
  lang: string;
  page: string;
  name: string;
  email: string | null;
  phone: string | null;
  company: string | null;
  status: LeadStatus;
  assigneeId: string | null;
  /** When a member first answered it (the reply promise); null until then. */
  firstResponseAt: Date | null;
  /** Since when the visitor's mail waits for an answer; null when none waits. */
  awaitingSince: Date | null;
}

export interface InboxPage {
  leads: InboxRow[];
  /** Where the next page starts; absent on the last page. */
  next?: InboxCursor;
}

/** `created_at` in UTC to the microsecond, the form a cursor keeps. */
export const createdAtKey = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The first instant after the day `date` (a `YYYY-MM-DD`), UTC. */
function dayAfter(date: string): Date {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** `%text%` for ILIKE, with the pattern characters the visitor typed matched literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The SQL conditions of a filter; `withStatus: false` leaves the status out (for the counts per status). */
function inboxConditions(filter: InboxQuery, { withStatus = true } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (withStatus) conditions.push(filter.status ? eq(leads.status, filter.status) : ne(leads.status, 'spam'));
  if (withStatus && filter.open) conditions.push(inArray(leads.status, [...openStatuses]));
  // Without the moment worked out, no lead is taken for overdue.
  if (filter.due) {
    const by = filter.overdueArrivedBy;
    // Overdue: a new lead unanswered, or a visitor's mail unanswered, past its deadline.
    conditions.push(
      by
        ? or(
            and(eq(leads.status, 'new'), isNull(leads.firstResponseAt), lte(leads.createdAt, by)),
            lte(leads.awaitingSince, by),
          )!
        : sql`false`,
    );
  }
  if (filter.kind) conditions.push(eq(leads.kind, filter.kind));
  if (filter.lang) conditions.push(eq(leads.lang, filter.lang));
  if (filter.from) conditions.push(gte(leads.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(leads.createdAt, dayAfter(filter.to)));
  if (filter.assignee)
    conditions.push(filter.assignee === UNASSIGNED ? isNull(leads.assigneeId) : eq(leads.assigneeId, filter.assignee));
  const q = filter.q?.trim();
  if (q) conditions.push(ilike(leadSearchText, containsPattern(q)));
  return conditions;
}

const inboxColumns = {
  id: leads.id,
  createdAt: leads.createdAt,
  kind: leads.kind,
  lang: leads.lang,
  page: leads.page,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  company: leads.company,
  status: leads.status,
  assigneeId: leads.assigneeId,
  firstResponseAt: leads.firstResponseAt,
  awaitingSince: leads.awaitingSince,
};

/** How a caller reads a slice of a view: its conditions, its order and how many rows at most. */
type ReadSlice<T> = (where: SQL | undefined, order: SQL[], limit: number) => Promise<T[]>;

/**
 * Up to `limit` leads of a view after `cursor`, in the view's order, each slice read by `read`.
 * By status, one slice per status in pipeline order from the cursor's on, each newest first on
 * the `(status, created_at, id)` index: one sort over a computed rank would read every lead.
 */
export async function readView<T>(
  filter: InboxQuery,
  cursor: InboxCursor | undefined,
  limit: number,
  read: ReadSlice<T>,
): Promise<T[]> {
  if (filter.sort !== 'status')
    return read(
      and(...inboxConditions(filter), ...(cursor ? [afterCursor(filter.sort, cursor)] : [])),
      inboxOrder(filter.sort),
      limit,
    );
  const rows: T[] = [];
  for (const status of statusesFrom(
    filter.status ? [filter.status] : leadStatuses.filter((each) => each !== 'spam'),
    cursor,
  )) {
    const conditions = inboxConditions({ ...filter, status });
    if (cursor?.status === status) conditions.push(afterCursor('newest', cursor));
    rows.push(...(await read(and(...conditions), inboxOrder('newest'), limit - rows.length)));
    if (rows.length >= limit) break;
  }
  return rows;
}

/** One page of the inbox in the view's order (newest first unless it says otherwise): the leads matching `filter` after `cursor` (from the first without). */
export async function listLeads(
  db: Database,
  filter: InboxQuery,
  cursor?: InboxCursor,
  limit = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const size = Math.min(Math.max(1, Math.trunc(limit)), MAX_INBOX_PAGE_SIZE);
  const rows = await readView(filter, cursor, size + 1, (where, order, limit) =>
    db
      .select({ ...inboxColumns, cursorKey: createdAtKey })
      .from(leads)
      .where(where)
      .orderBy(...order)
      .limit(limit),
  );
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    leads: page.map(({ cursorKey: _key, ...row }) => row),
    ...(rows.length > size && last
      ? {
          next: {
            createdAt: last.cursorKey,
            id: last.id,
            status: last.status,
            ...(last.assigneeId ? { assignee: last.assigneeId } : {}),
          },
        }
      : {}),
  };
}

/**
 * The inbox row of one lead if it belongs in the view `filter` describes, for a live inbox
 * that hears of a new or changed lead and shows, moves or drops its row.
 */
export async function leadInView(db: Database, id: number, filter: InboxQuery): Promise<InboxRow | undefined> {
  const [row] = await db
    .select(inboxColumns)
    .from(leads)
    .where(and(eq(leads.id, id), ...inboxConditions(filter)));
  return row;
}

export type StatusCounts = Record<LeadStatus, number> & {
  /** Every status but spam. */
  total: number;
};

/** How many leads of each status match the filter's other criteria; spam is counted apart and left out of `total`. */
export async function countsByStatus(db: Database, filter: InboxQuery): Promise<StatusCounts> {
  const rows = await db
    .select({ status: leads.status, count: count() })
    .from(leads)
    .where(and(...inboxConditions(filter, { withStatus: false })))
    .groupBy(leads.status);
  const counts = Object.fromEntries([...leadStatuses.map((status) => [status, 0]), ['total', 0]]) as StatusCounts;
  for (const row of rows) {
    if (!(row.status in counts)) continue;
    counts[row.status] = row.count;
    if (row.status !== 'spam') counts.total += row.count;
  }
  return counts;
}

/** How many leads a view holds (every page of it). */
export async function countView(db: Database, filter: InboxQuery): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(leads)
    .where(and(...inboxConditions(filter)));
  return row?.count ?? 0;
}
