/**
 * A lead as a row of the CSV exports (`export.ts`): the columns in order, what the query selects
 * besides the lead, and each cell with hidden characters shown and spreadsheet formulas defused.
 */
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leadNotes, leads, staffUser } from '../../db/schema.ts';
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
export const exportedFields = {
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
export const BYTE_ORDER_MARK = '\uFEFF';

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
export function leadCsvRow(row: ExportedLead): string[] {
  return columns.map(([, read]) => {
    const value = read(row);
    if (value === null || value === undefined) return '';
    return typeof value === 'number' ? String(value) : spreadsheetSafe(showInvisible(value));
  });
}
