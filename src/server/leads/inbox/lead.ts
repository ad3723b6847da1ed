/**
 * What the lead page reads: one lead with the delivery of its notifications, its timeline, and
 * the leads sent earlier from the same email. Values come back as stored, plain strings:
 * escaping is the page's job.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  leadEvents,
  leadNotes,
  leads,
  outbox,
  type LeadEventKind,
  type LeadStatus,
  type OutboxChannel,
} from '../../db/schema.ts';
import type { StoredLead } from '../types.ts';
import { conversationOf, type ConversationMessage } from './conversation.ts';

/** How one notification of a lead fares. */
interface Delivery {
  /** The outbox row, for "retry now". */
  id: number;
  channel: OutboxChannel;
  attempts: number;
  deliveredAt: Date | null;
  /** The last failure's reason, until a send succeeds. */
  lastError: string | null;
  /** When the next try is due, while not delivered nor given up. */
  nextAttemptAt: Date | null;
  /** When the receiver refused it for good; staff can still retry it. */
  givenUpAt: Date | null;
}

export interface LeadDetail {
  /** Every stored field: contact, message, form details, the page and UTM campaign it came from, status, assignee. */
  lead: StoredLead;
  deliveries: Delivery[];
}

/** One lead with the delivery state of each of its notifications; undefined when there is no such lead. */
export async function getLead(db: Database, id: number): Promise<LeadDetail | undefined> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  if (!lead) return undefined;
  const rows = await db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      attempts: outbox.attempts,
      deliveredAt: outbox.deliveredAt,
      lastError: outbox.lastError,
      nextAttemptAt: outbox.nextAttemptAt,
      givenUpAt: outbox.givenUpAt,
    })
    .from(outbox)
    .where(eq(outbox.leadId, id))
    .orderBy(asc(outbox.channel));
  return {
    lead,
    deliveries: rows.map((row) => ({
      ...row,
      nextAttemptAt: row.deliveredAt || row.givenUpAt ? null : row.nextAttemptAt,
    })),
  };
}

/** One line of a lead's timeline. */
export interface TimelineEntry {
  /** `created` is the lead's arrival; the others are staff changes. */
  kind: 'created' | LeadEventKind;
  at: Date;
  /** A staff user id; null for the visitor or the system. */
  actorId: string | null;
  /** What changed: `{ from, to }` for a status or an assignee, `{ outboxId, channel }` for a retry, `{ messageId, automatic }` for mail received. */
  detail: Record<string, unknown>;
  /** The note, for a `note` entry. */
  note?: { id: number; body: string };
  /** The message, for an `emailed` entry (a member's reply) and a `received` one (the visitor's mail). */
  message?: ConversationMessage;
}

/** Everything that happened to a lead, oldest first, beginning with its arrival; empty when there is no such lead. */
export async function timeline(db: Database, leadId: number): Promise<TimelineEntry[]> {
  const [lead] = await db
    .select({ createdAt: leads.createdAt, page: leads.page })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return [];
  const rows = await db
    .select({
      kind: leadEvents.kind,
      at: leadEvents.createdAt,
      actorId: leadEvents.actorId,
      detail: leadEvents.detail,
      noteId: leadNotes.id,
      noteBody: leadNotes.body,
    })
    .from(leadEvents)
    .leftJoin(
      leadNotes,
      and(eq(leadEvents.kind, 'note'), eq(leadNotes.id, sql`(${leadEvents.detail}->>'noteId')::bigint`)),
    )
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id));
  const withMessage = (kind: LeadEventKind) => kind === 'emailed' || kind === 'received';
  const messages = rows.some((row) => withMessage(row.kind)) ? await conversationOf(db, leadId) : [];
  return [
    { kind: 'created', at: lead.createdAt, actorId: null, detail: { page: lead.page } },
    ...rows.map(({ noteId, noteBody, ...entry }) => {
      const message = withMessage(entry.kind) && messages.find((each) => each.id === entry.detail.messageId);
      return {
        ...entry,
        ...(noteId !== null && noteBody !== null ? { note: { id: noteId, body: noteBody } } : {}),
        ...(message ? { message } : {}),
      };
    }),
  ];
}

/** A lead sent earlier from the same email address, as the lead page links it. */
export interface EarlierLead {
  id: number;
  createdAt: Date;
  kind: StoredLead['kind'];
  status: LeadStatus;
}

/** How many earlier leads the lead page lists at most (it says how many there are in all). */
const EARLIER_LEADS_SHOWN = 10;

/** The leads sent before `lead` from its email address (any case), newest first: how many, and the newest of them. */
export async function earlierLeads(
  db: Database,
  lead: { id: number; email: string | null },
): Promise<{ count: number; leads: EarlierLead[] }> {
  if (!lead.email) return { count: 0, leads: [] };
  const where = and(
    eq(sql`lower(${leads.email})`, lead.email.toLowerCase()),
    // Compared in the store, to the microsecond it keeps.
    sql`(${leads.createdAt}, ${leads.id}) < (select l.created_at, l.id from leads l where l.id = ${lead.id})`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: leads.id, createdAt: leads.createdAt, kind: leads.kind, status: leads.status })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(EARLIER_LEADS_SHOWN),
    db.select({ count: count() }).from(leads).where(where),
  ]);
  return { count: total?.count ?? 0, leads: rows };
}
