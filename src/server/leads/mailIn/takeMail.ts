/**
 * A mail that came to the reply mailbox, taken in: on the timeline of the lead its reply address
 * (or, without one, the thread it answers) names, or quarantined with its reason, in one
 * transaction. Shown only when the sender is the lead's own address and no receiving server
 * found the `From` forged. A real answer (not an out-of-office) puts the lead back to waiting
 * for the team, the reply promise's clock running again from it, and tells the assignee (the
 * `answered` outbox channel). Open lead pages and inboxes hear of it on the leads' stream.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Database } from '../../db/client.ts';
import {
  leadEvents,
  leadMessageFiles,
  leadMessages,
  leads,
  outbox,
  quarantinedMail,
  type QuarantineReason,
} from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { audit } from '../../staff/audit.ts';
import { notifyLeads } from '../inbox/events.ts';
import { replyDomain, type ReplyMailSettings } from '../notify/replyMail.ts';
import { readMail, type ReadMail } from './readMail.ts';

/** The largest mail taken in, in bytes: larger mail is quarantined unread (and left in the mailbox). */
export const MAX_MAIL_BYTES = 30 * 1024 * 1024;
/** More mail than this from one sender within a minute is a flood: the rest is quarantined. */
export const FLOOD_PER_MINUTE = 20;

export type TakeMailSettings = ReplyMailSettings & Pick<Env, 'SMTP_URL'>;

/** What became of a mail. */
export type TakenMail =
  | { taken: 'message'; leadId: number; messageId: number; automatic: boolean }
  | { taken: 'quarantined'; reason: QuarantineReason; leadId: number | null }
  | { taken: 'duplicate' };

export interface TakeMailOptions {
  settings: TakeMailSettings;
  /** The mail's size as the mailbox reports it; `raw` then holds its headers alone when it is over MAX_MAIL_BYTES. */
  size?: number;
  now?: Date;
}

/** Takes in the mail `raw` (its whole source, or its headers alone when over the size limit). */
export async function takeMail(db: Database, raw: Buffer, options: TakeMailOptions): Promise<TakenMail> {
  const size = options.size ?? raw.length;
  const now = options.now ?? new Date();
  const tooLarge = size > MAX_MAIL_BYTES;
  const mail = readMail(await parseMail(raw), replyDomain(options.settings));
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    const messageId =
      mail.messageId ?? `<in-${createHash('sha256').update(raw).digest('hex').slice(0, 40)}@mail.invalid>`;
    if (await alreadyTaken(tx, messageId)) return { taken: 'duplicate' };
    const lead = await leadOf(tx, mail);
    const quarantine = (reason: QuarantineReason) =>
      quarantined(tx, { mail, messageId, reason, leadId: lead?.id ?? null, size, raw: tooLarge ? null : raw, now });
    if (tooLarge) return quarantine('too-large');
    if (await isFlood(tx, mail.fromAddress, now)) return quarantine('flood');
    if (!lead) return quarantine('unknown-address');
    if (mail.spoofed) return quarantine('spoofed');
    if (!mail.fromAddress || mail.fromAddress !== lead.email?.trim().toLowerCase()) return quarantine('unknown-sender');
    return stored(tx, { mail, messageId, leadId: lead.id, now, notifyAssignee: !!options.settings.SMTP_URL });
  });
}

const parseOptions = { skipTextToHtml: true, skipImageLinks: true };

/**
 * The mail parsed, with a text always: mailparser makes it from the HTML of a mail that has no
 * plain part only when the HTML is the whole mail; beside files, the HTML is read alone for it.
 */
async function parseMail(raw: Buffer): Promise<ParsedMail> {
  const parsed = await simpleParser(raw, parseOptions);
  if (parsed.text === undefined && typeof parsed.html === 'string') {
    const alone = Buffer.concat([
      Buffer.from('Content-Type: text/html; charset=utf-8\r\n\r\n'),
      Buffer.from(parsed.html),
    ]);
    parsed.text = (await simpleParser(alone, parseOptions)).text;
  }
  return parsed;
}

async function alreadyTaken(tx: Database, messageId: string): Promise<boolean> {
  const [message] = await tx
    .select({ id: leadMessages.id })
    .from(leadMessages)
    .where(eq(leadMessages.messageId, messageId));
  if (message) return true;
  const [held] = await tx
    .select({ id: quarantinedMail.id })
    .from(quarantinedMail)
    .where(eq(quarantinedMail.messageId, messageId))
    .limit(1);
  return !!held;
}

/** The lead the mail's reply address names; without one, the lead of a reply it answers. */
async function leadOf(tx: Database, mail: ReadMail) {
  if (mail.token) {
    const [lead] = await tx
      .select({ id: leads.id, email: leads.email })
      .from(leads)
      .where(eq(leads.replyToken, mail.token))
      .for('update');
    return lead;
  }
  if (!mail.threads.length) return undefined;
  const [lead] = await tx
    .select({ id: leads.id, email: leads.email })
    .from(leadMessages)
    .innerJoin(leads, eq(leads.id, leadMessages.leadId))
    .where(and(inArray(leadMessages.messageId, mail.threads), eq(leadMessages.direction, 'out')))
    .limit(1)
    .for('update', { of: leads });
  return lead;
}

/** True when `fromAddress` sent FLOOD_PER_MINUTE mails or more in the minute before `now` (taken or not). */
async function isFlood(tx: Database, fromAddress: string, now: Date): Promise<boolean> {
  if (!fromAddress) return false;
  const since = new Date(now.getTime() - 60_000);
  const [taken] = await tx
    .select({ n: count() })
    .from(leadMessages)
    .where(and(eq(leadMessages.fromAddress, fromAddress), gt(leadMessages.createdAt, since)));
  const [held] = await tx
    .select({ n: count() })
    .from(quarantinedMail)
    .where(and(eq(quarantinedMail.fromAddress, fromAddress), gt(quarantinedMail.receivedAt, since)));
  return (taken?.n ?? 0) + (held?.n ?? 0) >= FLOOD_PER_MINUTE;
}

interface Quarantined {
  mail: ReadMail;
  messageId: string;
  reason: QuarantineReason;
  leadId: number | null;
  size: number;
  raw: Buffer | null;
  now: Date;
}

/** Keeps the mail aside with its reason and raw source, in the audit log and the server's log too. */
async function quarantined(tx: Database, held: Quarantined): Promise<TakenMail> {
  const { mail, reason, leadId } = held;
  await tx.insert(quarantinedMail).values({
    reason,
    leadId,
    fromAddress: mail.fromAddress,
    toAddress: mail.toAddress,
    subject: mail.subject,
    messageId: held.messageId,
    size: held.size,
    raw: held.raw,
    receivedAt: held.now,
  });
  const details = {
    reason,
    from: mail.fromAddress,
    to: mail.toAddress,
    subject: mail.subject,
    size: String(held.size),
  };
  await audit(tx, { action: 'mail-quarantined', target: leadId ? String(leadId) : undefined, details, at: held.now });
  console.warn(
    `[mail-in] quarantined (${reason}): from ${mail.fromAddress || 'nobody'} to ${mail.toAddress || 'nobody'}, ${held.size} bytes${leadId ? `, lead ${leadId}` : ''}`,
  );
  return { taken: 'quarantined', reason, leadId };
}

interface Stored {
  mail: ReadMail;
  messageId: string;
  leadId: number;
  now: Date;
  notifyAssignee: boolean;
}

/** Puts the mail on the lead's timeline with its files; a real answer makes the lead wait for the team. */
async function stored(tx: Database, { mail, messageId, leadId, now, notifyAssignee }: Stored): Promise<TakenMail> {
  const [message] = await tx
    .insert(leadMessages)
    .values({
      leadId,
      direction: 'in',
      authorId: null,
      fromName: mail.fromName || mail.fromAddress,
      fromAddress: mail.fromAddress,
      toAddress: mail.toAddress,
      subject: mail.subject,
      body: mail.body,
      quoted: mail.quoted,
      automatic: mail.automatic,
      droppedFiles: mail.droppedFiles,
      messageId,
      inReplyTo: mail.inReplyTo ?? null,
      references: mail.threads.join(' '),
      createdAt: now,
    })
    .returning({ id: leadMessages.id });
  if (!message) throw new Error('The mail was not stored');
  if (mail.files.length)
    await tx.insert(leadMessageFiles).values(
      mail.files.map((file) => ({
        leadMessageId: message.id,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        bytes: file.bytes,
      })),
    );
  const detail = { messageId: message.id, automatic: mail.automatic };
  await tx.insert(leadEvents).values({ leadId, actorId: null, kind: 'received', detail, createdAt: now });
  if (!mail.automatic) {
    await tx
      .update(leads)
      .set({ awaitingSince: sql`coalesce(${leads.awaitingSince}, ${now.toISOString()}::timestamptz)` })
      .where(eq(leads.id, leadId));
    if (notifyAssignee)
      await tx
        .insert(outbox)
        .values({ leadId, channel: 'answered', recipient: String(message.id) })
        .onConflictDoNothing();
  }
  await notifyLeads(tx, { type: 'changed', leadId, change: 'received' });
  console.log(`[mail-in] lead ${leadId}: ${mail.automatic ? 'an automatic reply' : 'a reply'} from the visitor`);
  return { taken: 'message', leadId, messageId: message.id, automatic: mail.automatic };
}
