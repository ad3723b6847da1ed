/**
 * A member replies to a lead from its page: the reply is stored as a message of the lead's
 * conversation, with its files, a `Message-ID` fixed now and the threading headers of the
 * messages before it, and queued in the outbox (`reply`, sent by `notify/replyMail.ts`), all in
 * the action's transaction. The first reply is the lead's first response: a new lead moves to
 * contacted, as "Replied" would, and the timeline shows the message.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { replyPlainText } from '../../../format/replyText.ts';
import { leadEvents, leadMessageFiles, leadMessages, leads, outbox } from '../../db/schema.ts';
import type { Acting } from '../../staff/member.ts';
import { replyDomain } from '../notify/replyMail.ts';
import { readAttachments } from './attachments.ts';
import type { LeadChangeDone, LeadOutcome, ReplyRefusal } from './changes.ts';
import { notifyLeads } from './events.ts';
import { answeredNow } from './pipeline.ts';

/** The longest subject and text a reply may have, in characters. */
export const MAX_MESSAGE_SUBJECT = 200;
export const MAX_MESSAGE_BODY = 20_000;

/** The reply the lead page offers to send: who it goes to and from, and the text to start from. */
export interface ReplyDraft {
  /** False when the site sends no mail: the form is not offered. */
  mail: boolean;
  /** The visitor's address; none: the form is not offered. */
  to: string | null;
  /** The shared address replies are sent from. */
  from: string;
  /** The template of the lead's language filled in, or what was typed before a refusal. */
  subject: string;
  body: string;
  /** The lead's language, which the text is written in. */
  lang: string;
  maxSubject: number;
  maxBody: number;
  /** The files' limit together, in bytes. */
  maxFileBytes: number;
}

/** What the reply form posts: the lead, the subject and text, and its files as the server put them aside. */
export interface ReplyInput {
  lead: number;
  subject: string;
  body: string;
  attachments: string[];
}

/** Sends a reply to the lead's visitor (queued in the outbox), or says why not, with what was typed. */
export async function sendReply(input: ReplyInput, acting: Acting): Promise<LeadChangeDone> {
  const refused = (replyRefusal: ReplyRefusal, more: Partial<LeadOutcome> = {}): LeadChangeDone => ({
    outcome: { replyRefusal, typed: { subject: input.subject, body: input.body }, status: 422, ...more },
  });
  if (!acting.app.settings.SMTP_URL) return refused('noMail');
  const subject = input.subject.replace(/\s+/g, ' ').trim();
  const body = replyPlainText(input.body);
  if (!subject) return refused('subjectEmpty');
  if (!body) return refused('bodyEmpty');
  if (subject.length > MAX_MESSAGE_SUBJECT || body.length > MAX_MESSAGE_BODY) return refused('tooLong');
  const files = await readAttachments(input.attachments);
  if (!Array.isArray(files)) return refused(files.refusal, 'file' in files ? { file: files.file } : {});

  const { db, member } = acting;
  const [lead] = await db
    .select({ status: leads.status, email: leads.email, replyToken: leads.replyToken })
    .from(leads)
    .where(eq(leads.id, input.lead))
    .for('update');
  if (!lead) return { outcome: { status: 404 } };
  if (!lead.email) return refused('noEmail');
  const earlier = await db
    .select({ messageId: leadMessages.messageId })
    .from(leadMessages)
    .where(eq(leadMessages.leadId, input.lead))
    .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id));
  const thread = earlier.map((message) => message.messageId);
  const [message] = await db
    .insert(leadMessages)
    .values({
      leadId: input.lead,
      authorId: member.user.id,
      fromName: member.user.name,
      toAddress: lead.email.trim(),
      subject,
      body,
      messageId: `<reply-${randomUUID()}@${replyDomain(acting.app.settings)}>`,
      inReplyTo: thread.at(-1) ?? null,
      references: thread.join(' '),
    })
    .returning({ id: leadMessages.id, createdAt: leadMessages.createdAt });
  if (!message) throw new Error('The reply was not stored');
  if (files.length)
    await db.insert(leadMessageFiles).values(
      files.map((file) => ({
        leadMessageId: message.id,
        name: file.name,
        contentType: file.contentType,
        size: file.bytes.length,
        bytes: file.bytes,
      })),
    );
  await db.insert(outbox).values({ leadId: input.lead, channel: 'reply', recipient: String(message.id) });
  const to = lead.status === 'new' ? 'contacted' : lead.status;
  await db
    .update(leads)
    .set({
      status: to,
      replyToken: lead.replyToken ?? randomBytes(16).toString('hex'),
      updatedAt: sql`now()`,
      ...answeredNow,
    })
    .where(eq(leads.id, input.lead));
  const detail = { messageId: message.id, from: lead.status, to };
  await db.insert(leadEvents).values({ leadId: input.lead, actorId: member.user.id, kind: 'emailed', detail });
  await notifyLeads(db, { type: 'changed', leadId: input.lead, change: 'emailed' });
  return {
    outcome: { saved: true },
    entry: { kind: 'emailed', at: message.createdAt, actorId: member.user.id, detail },
  };
}
