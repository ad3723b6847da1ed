/**
 * What the site holds about a person, by email address: everything exported as JSON, or
 * everything erased; and the retention limit (LEADS_RETENTION_DAYS) that deletes old leads.
 * Notes, timeline events, notifications and the conversation (its messages and their files) go
 * with their lead (ON DELETE CASCADE).
 */
import { asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leadEvents, leadMessages, leadNotes, leads, outbox, quarantinedMail } from '../../db/schema.ts';
import { filesOf } from '../inbox/conversation.ts';
import { errorKind } from '../../log.ts';
import { notifyErased } from '../inbox/events.ts';
import { startPeriodic, type SetTimer } from '../../periodic.ts';

/** The leads of an address, whatever its case and surrounding spaces. */
const ofEmail = (email: string) => sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`;

/** The quarantined mail from an address (stored in lower case), or to one of its leads' reply addresses. */
const quarantinedOf = (email: string) =>
  or(
    eq(quarantinedMail.fromAddress, email.trim().toLowerCase()),
    inArray(quarantinedMail.leadId, sql`(select ${leads.id} from ${leads} where ${ofEmail(email)})`),
  );

/**
 * Deletes every lead of `email` with its notes, timeline and notifications (sent or not) and
 * tells open inboxes, in one transaction. Returns the erased leads' ids, in order.
 */
export async function eraseLeadsByEmail(db: Database, email: string): Promise<number[]> {
  if (!email.trim()) return [];
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    await tx.delete(quarantinedMail).where(quarantinedOf(email));
    const erased = await tx.delete(leads).where(ofEmail(email)).returning({ id: leads.id });
    const leadIds = erased.map((row) => row.id).sort((a, b) => a - b);
    if (leadIds.length) await notifyErased(tx, leadIds);
    return leadIds;
  });
}

/** Everything held about one email address, as a person may ask for it. */
export interface PersonData {
  email: string;
  exportedAt: string;
  leads: Array<
    typeof leads.$inferSelect & {
      notes: (typeof leadNotes.$inferSelect)[];
      events: (typeof leadEvents.$inferSelect)[];
      notifications: Omit<typeof outbox.$inferSelect, 'leadId'>[];
      /** The conversation: each message sent, with its files (their bytes in base64). */
      messages: (Omit<typeof leadMessages.$inferSelect, 'leadId'> & { files: ExportedFile[] })[];
    }
  >;
  /** The mail from the address, or to its leads, that was quarantined: why, and its raw message in base64. */
  quarantinedMail: (Omit<typeof quarantinedMail.$inferSelect, 'raw'> & { raw: string | null })[];
}

/** A file of a message, as the export holds it. */
interface ExportedFile {
  name: string;
  contentType: string;
  size: number;
  base64: string;
}

/** The messages of the leads `ids`, oldest first, each with its files. */
async function messagesOf(db: Database, ids: number[]) {
  if (!ids.length) return [];
  const messages = await db
    .select()
    .from(leadMessages)
    .where(inArray(leadMessages.leadId, ids))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  const files = await filesOf(
    db,
    messages.map((message) => message.id),
    true,
  );
  return messages.map((message) => ({
    ...message,
    files: files
      .filter((file) => file.message === message.id)
      .map((file) => ({
        name: file.name,
        contentType: file.contentType,
        size: file.size,
        base64: file.bytes?.toString('base64') ?? '',
      })),
  }));
}

/** Every lead of `email` with its notes, timeline, notifications and conversation, ready for `JSON.stringify`. */
export async function exportPersonData(db: Database, email: string, now = new Date()): Promise<PersonData> {
  const found = email.trim()
    ? await db.select().from(leads).where(ofEmail(email)).orderBy(asc(leads.createdAt), asc(leads.id))
    : [];
  const ids = found.map((lead) => lead.id);
  // One after the other: in a transaction, the queries share one connection.
  const notes = ids.length
    ? await db
        .select()
        .from(leadNotes)
        .where(inArray(leadNotes.leadId, ids))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id))
    : [];
  const events = ids.length
    ? await db
        .select()
        .from(leadEvents)
        .where(inArray(leadEvents.leadId, ids))
        .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id))
    : [];
  const notifications = ids.length
    ? await db.select().from(outbox).where(inArray(outbox.leadId, ids)).orderBy(asc(outbox.id))
    : [];
  const messages = await messagesOf(db, ids);
  const held = email.trim()
    ? await db.select().from(quarantinedMail).where(quarantinedOf(email)).orderBy(asc(quarantinedMail.id))
    : [];
  return {
    email: email.trim(),
    exportedAt: now.toISOString(),
    leads: found.map((lead) => ({
      ...lead,
      notes: notes.filter((note) => note.leadId === lead.id),
      events: events.filter((event) => event.leadId === lead.id),
      notifications: notifications.filter((row) => row.leadId === lead.id).map(({ leadId: _leadId, ...row }) => row),
      messages: messages.filter((row) => row.leadId === lead.id).map(({ leadId: _leadId, ...row }) => row),
    })),
    quarantinedMail: held.map((mail) => ({ ...mail, raw: mail.raw?.toString('base64') ?? null })),
  };
}

const DAY_MS = 86_400_000;

/** Deletes the leads created more than `days` days before `now` (with their notes, events, notifications); returns how many. */
export async function purgeOldLeads(db: Database, now: Date, days: number): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const purged = await tx
      .delete(leads)
      .where(lt(leads.createdAt, new Date(now.getTime() - days * DAY_MS)))
      .returning({ id: leads.id });
    const leadIds = purged.map((row) => row.id);
    if (leadIds.length) await notifyErased(tx, leadIds);
    await tx.delete(quarantinedMail).where(lt(quarantinedMail.receivedAt, new Date(now.getTime() - days * DAY_MS)));
    return leadIds.length;
  });
}

/** What the daily retention run needs; the clock and timer are injected so tests need not wait. */
export interface RetentionOptions {
  db: () => Promise<Database>;
  /** LEADS_RETENTION_DAYS; undefined keeps every lead and starts nothing. */
  days: number | undefined;
  now?: () => Date;
  /** Calls `run` after `ms`; `run` resolves once that day's deletion is over and the next is scheduled. */
  setTimer?: SetTimer;
  clearTimer?: (timer: unknown) => void;
}

/** How often the retention runs. */
export const RETENTION_INTERVAL_MS = DAY_MS;

/**
 * Deletes leads older than LEADS_RETENTION_DAYS now and then once a day. Every instance may
 * run it: deleting what another already deleted does nothing. A failed run is logged and the
 * next day's run catches up.
 */
export function startLeadRetention(options: RetentionOptions): { stop(): void } {
  const { days } = options;
  if (days === undefined) return { stop() {} };
  const now = options.now ?? (() => new Date());
  const run = async () => {
    try {
      const purged = await purgeOldLeads(await options.db(), now(), days);
      if (purged) console.log(`[leads] deleted ${purged} leads older than ${days} days (LEADS_RETENTION_DAYS)`);
    } catch (error) {
      console.warn(`[leads] the retention run failed (${errorKind(error)}); trying again tomorrow`);
    }
  };
  return startPeriodic(run, {
    firstMs: 0,
    everyMs: RETENTION_INTERVAL_MS,
    setTimer: options.setTimer,
    clearTimer: options.clearTimer,
  });
}
