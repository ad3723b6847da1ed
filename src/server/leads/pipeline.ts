/**
 * What staff do to a lead: move it through the pipeline (new -> contacted -> qualified -> won or
 * lost, or spam), assign it, note something, retry a notification. Each change writes its
 * timeline event, tells open inboxes (NOTIFY) and calls the audit hook, all in one
 * transaction: a change is never stored without its trace, nor traced without being stored.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leadEvents, leadNotes, leads, outbox, type LeadEventKind, type LeadStatus } from '../db/schema.ts';
import { notifyLeads } from './events.ts';
import type { TimelineEntry } from './inbox.ts';

/** Who makes a change: a staff user id. */
export interface LeadActor {
  id: string;
}

/** What the audit log is told of a staff action on leads. */
export interface LeadAuditEntry {
  /** `lead.status`, `lead.assign`, `lead.note`, `lead.retry`, `privacy.erase`, `privacy.export`, `leads.export`. */
  action: string;
  actorId: string | null;
  /** The lead's id, or what the action was about. */
  target: string;
  detail: Record<string, unknown>;
}

/** Writes an audit entry within the action's transaction (the audit log lives with the staff accounts). */
export type LeadAuditHook = (tx: Database, entry: LeadAuditEntry) => Promise<void>;

export interface LeadChangeOptions {
  audit?: LeadAuditHook;
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
async function recordEvent(tx: Database, leadId: number, actor: LeadActor, kind: LeadEventKind, detail: Record<string, unknown>): Promise<TimelineEntry> {
  const [event] = await tx
    .insert(leadEvents)
    .values({ leadId, actorId: actor.id, kind, detail })
    .returning({ kind: leadEvents.kind, at: leadEvents.createdAt, actorId: leadEvents.actorId, detail: leadEvents.detail });
  await notifyLeads(tx, { type: 'changed', leadId, change: kind });
  return event!;
}

/** Moves a lead to `status`; nothing is written when it is there already. */
export async function setStatus(db: Database, leadId: number, status: LeadStatus, actor: LeadActor, options: LeadChangeOptions = {}): Promise<LeadChange> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const lead = await lockLead(tx, leadId);
    if (lead.status === status) return { lead };
    const [updated] = await tx
      .update(leads)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const detail = { from: lead.status, to: status };
    const entry = await recordEvent(tx, leadId, actor, 'status', detail);
    await options.audit?.(tx, { action: 'lead.status', actorId: actor.id, target: String(leadId), detail });
    return { lead: updated!, entry };
  });
}

/** Gives a lead to a staff member (a user id), or to nobody with null; nothing is written when it is theirs already. */
export async function assign(db: Database, leadId: number, assigneeId: string | null, actor: LeadActor, options: LeadChangeOptions = {}): Promise<LeadChange> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const lead = await lockLead(tx, leadId);
    if (lead.assigneeId === assigneeId) return { lead };
    const [updated] = await tx
      .update(leads)
      .set({ assigneeId, updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const detail = { from: lead.assigneeId, to: assigneeId };
    const entry = await recordEvent(tx, leadId, actor, 'assigned', detail);
    await options.audit?.(tx, { action: 'lead.assign', actorId: actor.id, target: String(leadId), detail });
    return { lead: updated!, entry };
  });
}

/** Adds a note to a lead, as typed (trimmed; at most MAX_NOTE_LENGTH characters); an empty note is refused. */
export async function addNote(db: Database, leadId: number, body: string, actor: LeadActor, options: LeadChangeOptions = {}): Promise<LeadChange> {
  const text = body.trim();
  if (!text) throw new RangeError('A note needs some text');
  if (text.length > MAX_NOTE_LENGTH) throw new RangeError(`A note holds at most ${MAX_NOTE_LENGTH} characters`);
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await lockLead(tx, leadId);
    const [note] = await tx.insert(leadNotes).values({ leadId, authorId: actor.id, body: text }).returning({ id: leadNotes.id, body: leadNotes.body });
    const [updated] = await tx
      .update(leads)
      .set({ updatedAt: sql`now()` })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id, status: leads.status, assigneeId: leads.assigneeId, updatedAt: leads.updatedAt });
    const entry = await recordEvent(tx, leadId, actor, 'note', { noteId: note!.id });
    await options.audit?.(tx, { action: 'lead.note', actorId: actor.id, target: String(leadId), detail: { noteId: note!.id } });
    return { lead: updated!, entry: { ...entry, note: note! } };
  });
}

/**
 * "Retry now": makes an undelivered notification due at once, so the outbox worker sends it
 * on its next poll (OUTBOX_POLL_MS). False when it was delivered already. A send under way at
 * that moment may go out twice (the webhook carries an Idempotency-Key for that).
 */
export async function retryDelivery(db: Database, outboxId: number, actor: LeadActor, options: LeadChangeOptions = {}): Promise<{ retried: boolean; leadId: number }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const [row] = await tx.select({ leadId: outbox.leadId, channel: outbox.channel, deliveredAt: outbox.deliveredAt }).from(outbox).where(eq(outbox.id, outboxId)).for('update');
    if (!row) throw new LeadNotFoundError(`No notification ${outboxId}`);
    if (row.deliveredAt) return { retried: false, leadId: row.leadId };
    await tx.update(outbox).set({ nextAttemptAt: sql`now()` }).where(and(eq(outbox.id, outboxId), isNull(outbox.deliveredAt)));
    const detail = { outboxId, channel: row.channel };
    await recordEvent(tx, row.leadId, actor, 'delivery_retry', detail);
    await options.audit?.(tx, { action: 'lead.retry', actorId: actor.id, target: String(row.leadId), detail });
    return { retried: true, leadId: row.leadId };
  });
}
