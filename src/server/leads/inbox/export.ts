import { stringify } from 'csv-stringify/sync';
import { asc, desc, gte, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import { cachePolicy } from '../../http/cachePolicy.ts';
import { audit } from '../../staff/audit.ts';
import type { Acting } from '../../staff/member.ts';
import { createdAtKey, readView } from './queries.ts';
import { inboxQuery, parseInboxFilter, type InboxCursor, type InboxQuery } from './filter.ts';
import type { ReplyPromise } from '../routing/replyPromise.ts';
import { BYTE_ORDER_MARK, exportedFields, leadCsvColumns, leadCsvRow } from './csvRows.ts';

const sinceSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/**
 * Reads a `--since` value: a date (`2026-01-01`, midnight UTC) or an ISO date-time with a
 * zone. Throws a message saying what is expected otherwise.
 */
export function parseSince(value: string | undefined): Date {
  if (!value?.trim()) throw new Error('--since is required: the first day to export, like 2026-01-01');
  const parsed = sinceSchema.safeParse(value.trim());
  if (!parsed.success) {
    throw new Error(
      `--since needs a date like 2026-01-01 (or an ISO date-time like 2026-01-01T09:00:00Z); got ${JSON.stringify(value)}`,
    );
  }
  return new Date(parsed.data.length === 10 ? `${parsed.data}T00:00:00Z` : parsed.data);
}

/** Leads read per query while exporting. */
const EXPORT_BATCH = 1000;

/**
 * CSV text of the leads created at or after `since`, oldest first, in chunks (the byte order
 * mark and the header row, then a chunk per batch of leads), so a large export never sits whole
 * in memory; `counted.leads` ends as the number of leads written.
 */
export async function* leadsSinceCsvChunks(
  since: Date,
  db: Database,
  counted: { leads: number } = { leads: 0 },
): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + stringify([leadCsvColumns]);
  let after: { createdAt: string; id: number } | undefined;
  for (;;) {
    const rows = await db
      .select({ ...exportedFields, cursorKey: createdAtKey })
      .from(leads)
      .where(
        after
          ? sql`(${leads.createdAt}, ${leads.id}) > (${after.createdAt}::timestamptz, ${after.id})`
          : gte(leads.createdAt, since),
      )
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .limit(EXPORT_BATCH);
    counted.leads += rows.length;
    if (rows.length) yield stringify(rows.map(leadCsvRow));
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    after = { createdAt: last.cursorKey, id: last.lead.id };
  }
}

/** CSV text of the leads created since `since`: the byte order mark, a header row, then one row per lead. */
export async function exportLeadsCsv(since: Date, db: Database): Promise<{ csv: string; count: number }> {
  const counted = { leads: 0 };
  let csv = '';
  for await (const chunk of leadsSinceCsvChunks(since, db, counted)) csv += chunk;
  return { csv, count: counted.leads };
}

/** CSV text of an inbox view, in the order the inbox shows it, in chunks: the byte order mark and the header row, then a chunk per batch of leads. */
async function* inboxCsvChunks(db: Database, filter: InboxQuery): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + stringify([leadCsvColumns]);
  let cursor: InboxCursor | undefined;
  for (;;) {
    const rows = await readView(filter, cursor, EXPORT_BATCH, (where, order, limit) =>
      db
        .select({ ...exportedFields, cursorKey: createdAtKey })
        .from(leads)
        .where(where)
        .orderBy(...order)
        .limit(limit),
    );
    if (rows.length) yield stringify(rows.map(leadCsvRow));
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) return;
    cursor = { createdAt: last.cursorKey, id: last.lead.id, status: last.lead.status, assignee: last.lead.assigneeId };
  }
}

/**
 * The download of an inbox view as CSV, in the format of `npm run leads -- export`, streamed
 * so a large view never sits whole in memory. `now` names the file (`leads-2026-01-31.csv`).
 */
export function inboxCsvResponse(db: Database, filter: InboxQuery, now = new Date()): Response {
  return csvResponse(inboxCsvChunks(db, filter), now);
}

/** The CSV download of `chunks`, streamed, named by the day `now`. */
function csvResponse(chunks: AsyncGenerator<string>, now: Date): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(encoder.encode(value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${now.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': cachePolicy.never,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The download of the inbox view `search` (a URL's query, overdue under `promise` at `now`) for the acting member, who is written to the audit log first. */
export async function exportInboxView(
  search: string,
  { member, ip, db }: Pick<Acting, 'member' | 'ip' | 'db'>,
  promise: ReplyPromise,
  now = new Date(),
): Promise<Response> {
  await audit(db, {
    actor: { id: member.user.id, email: member.user.email },
    action: 'leads-export',
    target: search || 'all',
    ip,
  });
  return inboxCsvResponse(db, inboxQuery(parseInboxFilter(new URLSearchParams(search)).filter, promise, now), now);
}

/** CSV text of the leads `ids` (at most a page of the inbox), newest first. */
async function* selectedCsvChunks(db: Database, ids: number[]): AsyncGenerator<string> {
  yield BYTE_ORDER_MARK + stringify([leadCsvColumns]);
  const rows = await db
    .select(exportedFields)
    .from(leads)
    .where(inArray(leads.id, ids))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  if (rows.length) yield stringify(rows.map(leadCsvRow));
}

/** The download of the leads ticked in the inbox, in the export's format, for the acting member, who is written to the audit log first. */
export async function exportSelected(
  ids: number[],
  { member, ip, db }: Pick<Acting, 'member' | 'ip' | 'db'>,
  now = new Date(),
): Promise<Response> {
  await audit(db, {
    actor: { id: member.user.id, email: member.user.email },
    action: 'leads-export',
    target: `leads ${ids.join(',')}`,
    details: { count: String(ids.length) },
    ip,
  });
  return csvResponse(selectedCsvChunks(db, ids), now);
}
