/**
 * What staff do to a lead: move it through the pipeline (new -> contacted -> qualified -> won or
 * lost, or spam), assign it, note something, retry a notification. Each change writes its
 * timeline event and tells open inboxes (NOTIFY) in one transaction; the staff actions make
 * each in the transaction of its audit row (`changes.ts`).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { asLang, defaultLang } from '../../../i18n/languages.ts';
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
import { queueAssigneeMail, routeLead } from '../routing/routeLead.ts';
import { notifyLeads } from './events.ts';
import type { TimelineEntry } from './lead.ts';

/** Who makes a change: a staff user id. */
export interface LeadActor {
  id: string;
}

/** No lead (or notification) with that id. */
export class LeadNotFoundError extends Error {
  override name = 'LeadNotFoundError';
}

/** The lead after a change, and the change as its timeline shows it (none when nothing changed). */
export interface LeadChange {
  lead: { id: number; status: LeadStatus; assigneeId: string | null; updatedAt: Date };
  entry?: TimelineEntry;
}

/** Longest note kept. */
export const MAX_NOTE_LENGTH = 5000;

/** The statuses that answer a lead: moving to one records its first response, once. */
const answeredStatuses: readonly LeadStatus[] = ['contacted', 'qualified', 'won', 'lost'];

/** The columns that record a lead's first response now, unless it has one (the reply promise: `routing/replyPromise.ts`). */
const firstResponseNow = { firstResponseAt: sql`coalesce(${leads.firstResponseAt}, now())` };

/** The columns of an answer to the visitor (a reply sent, "Replied" said): the first response, and nothing of theirs waits any more. */
export const answeredNow = { ...firstResponseNow, awaitingSince: null };

/** Locks the lead for the change; throws LeadNotFoundError when it does not exist. */
async function lockLead(tx: Database, leadId: number) {
  const [lead] = await tx
    .select({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt })
    .from(leads)
    .where(eq(leads.id, leadId))
    .for('update');
  if (!lead) throw new LeadNotFoundError(`No lead ${leadId}`);
  return lead;
}

/** Records an event of a lead in the transaction and tells every open inbox. */
async function recordEvent(
  tx: Database,
  leadId: number,
  actor: LeadActor,
  kind: LeadEventKind,
  detail: Record<string, unknown>,
): Promise<TimelineEntry> {
  const [event] = await tx.insert(leadEvents).values({ leadId, actorId: actor.id, kind, detail }).returning({
    kind: leadEvents.kind,
    at: leadEvents.createdAt,
    actorId: leadEvents.actorId,
    detail: leadEvents.detail,
  });
  await notifyLeads(tx, { type: 'changed', leadId, change: kind });
  return event!;
}

/**
 * Moves a lead to `status`; nothing is written when it is there already. A lead taken out of spam
 * (a false positive restored) is announced then on `channels`, once: a channel that had its
 * notification already (the lead was marked spam after it came in) gets none again; restored to
 * new and nobody's, it is routed (`routing/routeLead.ts`) as it would have been on arrival.
 */
export async function setStatus(
  db: Database,
  leadId: number,
  status: LeadStatus,
  actor: LeadActor,
  channels: readonly OutboxChannel[] = [],
): Promise<LeadChange> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const lead = await lockLead(tx, leadId);
    if (lead.status === status) return { lead };
    const [updated] = await tx
      .update(leads)
      .set({ status, updatedAt: sql`now()`, ...(answeredStatuses.includes(status) ? firstResponseNow : {}) })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const entry = await recordEvent(tx, leadId, actor, 'status', { from: lead.status, to: status });
    if (lead.status === 'spam') {
      const team = channels.filter((channel) => channel !== 'assignee');
      if (team.length)
        await tx
          .insert(outbox)
          .values(team.map((channel) => ({ leadId, channel })))
          .onConflictDoNothing();
      // Held back as spam, it was never routed: restored, it is routed as it would have been on arrival.
      if (status === 'new' && !updated!.assigneeId) {
        const [routed] = await tx
          .select({ lang: leads.lang, kind: leads.kind, details: leads.details, utm: leads.utm })
          .from(leads)
          .where(eq(leads.id, leadId));
        const outcome = await routeLead(
          tx,
          leadId,
          { ...routed!, lang: asLang(routed!.lang) ?? defaultLang },
          { mail: channels.includes('assignee') },
        );
        if (outcome.to) updated!.assigneeId = outcome.to;
      }
    }
    return { lead: updated!, entry };
  });
}

/**
 * Gives a lead to a staff member (a user id), or to nobody with null; nothing is written when it
 * is theirs already. With `mailAssignee`, a member given the lead by someone else is mailed
 * (once per lead and member, `routing/routeLead.ts`).
 */
export async function assign(
  db: Database,
  leadId: number,
  assigneeId: string | null,
  actor: LeadActor,
  options: { mailAssignee?: boolean } = {},
): Promise<LeadChange> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const lead = await lockLead(tx, leadId);
    if (lead.assigneeId === assigneeId) return { lead };
    const [updated] = await tx
      .update(leads)
      .set({ assigneeId, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const entry = await recordEvent(tx, leadId, actor, 'assigned', { from: lead.assigneeId, to: assigneeId });
    if (options.mailAssignee && assigneeId && assigneeId !== actor.id) await queueAssigneeMail(tx, leadId, assigneeId);
    return { lead: updated!, entry };
  });
}

/** Adds a note to a lead, as typed (trimmed; at most MAX_NOTE_LENGTH characters); an empty note is refused. */
export async function addNote(db: Database, leadId: number, body: string, actor: LeadActor): Promise<LeadChange> {
  const text = body.trim();
  if (!text) throw new RangeError('A note needs some text');
  if (text.length > MAX_NOTE_LENGTH) throw new RangeError(`A note holds at most ${MAX_NOTE_LENGTH} characters`);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await lockLead(tx, leadId);
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId, authorId: actor.id, body: text })
      .returning({ id: leadNotes.id, body: leadNotes.body });
    const [updated] = await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const entry = await recordEvent(tx, leadId, actor, 'note', { noteId: note!.id });
    return { lead: updated!, entry: { ...entry, note: note! } };
  });
}

/** The contact fields staff may correct; the value as the visitor sent it stays in the timeline. */
export const correctableFields = ['email', 'phone'] as const;
export type CorrectableField = (typeof correctableFields)[number];

/** Corrects the lead's email or phone to `value`; nothing is written when it is that already. */
export async function correctField(
  db: Database,
  leadId: number,
  field: CorrectableField,
  value: string,
  actor: LeadActor,
): Promise<LeadChange> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const lead = await lockLead(tx, leadId);
    const [current] = await tx.select({ value: leads[field] }).from(leads).where(eq(leads.id, leadId));
    if (current?.value === value) return { lead };
    const [updated] = await tx
      .update(leads)
      .set({ [field]: value, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const entry = await recordEvent(tx, leadId, actor, 'corrected', { field, from: current?.value ?? null, to: value });
    return { lead: updated!, entry };
  });
}

/**
 * "Retry now": makes an undelivered notification of lead `leadId` due at once, so the outbox
 * worker sends it on its next poll (OUTBOX_POLL_MS), one given up included; not retried when it was delivered already.
 * A send under way at that moment may go out twice (the webhook carries an Idempotency-Key for that).
 */
export async function retryDelivery(
  db: Database,
  leadId: number,
  outboxId: number,
  actor: LeadActor,
): Promise<{ retried: boolean; entry?: TimelineEntry }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [row] = await tx
      .select({ channel: outbox.channel, deliveredAt: outbox.deliveredAt })
      .from(outbox)
      .where(and(eq(outbox.id, outboxId), eq(outbox.leadId, leadId)))
      .for('update');
    if (!row) throw new LeadNotFoundError(`No notification ${outboxId} of lead ${leadId}`);
    if (row.deliveredAt) return { retried: false };
    await tx
      .update(outbox)
      .set({ nextAttemptAt: sql`now()`, givenUpAt: null })
      .where(and(eq(outbox.id, outboxId), isNull(outbox.deliveredAt)));
    const entry = await recordEvent(tx, leadId, actor, 'delivery_retry', { outboxId, channel: row.channel });
    return { retried: true, entry };
  });
}
