import { stringify } from 'csv-stringify/sync';
import { asc, desc, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { leadNotes, leads, staffUser } from '../../db/schema.ts';
import { cachePolicy } from '../../http/cachePolicy.ts';
import { audit } from '../../staff/audit.ts';
import type { Acting } from '../../staff/member.ts';
import { createdAtKey, readView } from './queries.ts';
import { inboxQuery, parseInboxFilter, type InboxCursor, type InboxQuery } from './filter.ts';
import type { ReplyPromise } from '../routing/replyPromise.ts';
import type { StoredLead } from '../types.ts';
import { showInvisible } from '../invisible.ts';

/** A lead as the export reads it: the stored lead, its assignee's email, how many notes it has and the last one. */
interface ExportedLead {
  lead: StoredLead;
  assignee: string | null;
  notes: number;
  lastNote: string | null;
}

/** The export's columns, in order, and how each is read from an exported lead. */
const columns: [string, (row: ExportedLead) => string | number | null | undefined][] = [
  ['id', ({ lead }) => lead.id],
  ['created_at', ({ lead }) => lead.createdAt.toISOString()],
  ['kind', ({ lead }) => lead.kind],
  ['lang', ({ lead }) => lead.lang],
  ['page', ({ lead }) => lead.page],
  ['name', ({ lead }) => lead.name],
  ['email', ({ lead }) => lead.email],
  ['phone', ({ lead }) => lead.phone],
  ['company', ({ lead }) => lead.company],
  ['message', ({ lead }) => lead.message],
  ['subject', ({ lead }) => lead.details.subject],
  ['package', ({ lead }) => lead.details.package],
  ['office', ({ lead }) => lead.details.office],
  ['preferred_time', ({ lead }) => lead.details.preferredTime],
  ['preferred_date', ({ lead }) => lead.details.preferredDate],
  ['utm_source', ({ lead }) => lead.utm.source],
  ['utm_medium', ({ lead }) => lead.utm.medium],
  ['utm_campaign', ({ lead }) => lead.utm.campaign],
  ['utm_term', ({ lead }) => lead.utm.term],
  ['utm_content', ({ lead }) => lead.utm.content],
  ['status', ({ lead }) => lead.status],
  ['assignee', (row) => row.assignee],
  ['notes', (row) => row.notes],
  ['last_note', (row) => row.lastNote],
];

/**
 * A column of the exported lead as the subqueries below read it from the outer query, named with
 * its table: drizzle leaves a column's table out when a query joins nothing, and inside a
 * subquery a bare `id` would be the subquery's own.
 */
const outer = (column: AnyPgColumn) => sql`${leads}.${sql.identifier(column.name)}`;

/**
 * What the export selects besides the lead: the assignee's email, the count of notes and the
 * newest note's text, each read by a subquery. Nothing is joined, so the view's search over the
 * lead's own columns (`name`, `email`, ...) can never be ambiguous.
 */
const exportedFields = {
  lead: leads,
  assignee: sql<
    string | null
  >`(select ${staffUser.email} from ${staffUser} where ${staffUser.id} = ${outer(leads.assigneeId)})`,
  notes: sql<number>`(select count(*) from ${leadNotes} where ${leadNotes.leadId} = ${outer(leads.id)})`.mapWith(
    Number,
  ),
  lastNote: sql<
    string | null
  >`(select ${leadNotes.body} from ${leadNotes} where ${leadNotes.leadId} = ${outer(leads.id)} order by ${leadNotes.createdAt} desc, ${leadNotes.id} desc limit 1)`,
};

/**
 * Starts every export, so that Excel reads the file as UTF-8 (Cyrillic and other scripts
 * intact) when it is opened with a double click; LibreOffice and CSV readers skip it.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/** The header row of the export. */
export const leadCsvColumns = columns.map(([name]) => name);

/**
 * Defuses spreadsheet formulas: a text starting with = + - @ (or a tab or carriage return,
 * which some spreadsheets skip) gets a leading `'`, so it is shown as text, never evaluated.
 */
function spreadsheetSafe(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** One lead as CSV cells, in column order: hidden characters shown (`showInvisible`), then formulas defused. */
function leadCsvRow(row: ExportedLead): string[] {
  return columns.map(([, read]) => {
    const value = read(row);
    if (value === null || value === undefined) return '';
    return typeof value === 'number' ? String(value) : spreadsheetSafe(showInvisible(value));
  });
}

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
