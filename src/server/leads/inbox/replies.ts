/**
 * Replying to a lead: the reply templates per language (an admin's, else the site catalog's
 * default), saving one (admins), and "Replied", which moves a new lead to contacted and records the
 * reply in its timeline, each change with its audit row in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import { catalogs } from '../../../i18n/index.ts';
import { languages, type Lang } from '../../../i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { leadEvents, leadReplyTemplates, leads } from '../../db/schema.ts';
import type { Acting } from '../../staff/member.ts';
import type { LeadChangeDone } from './changes.ts';
import { notifyLeads } from './events.ts';
import { answeredNow } from './pipeline.ts';
import type { ReplyTemplate } from './replyLinks.ts';

/** Longest subject and body a template keeps. */
export const MAX_REPLY_SUBJECT = 200;
export const MAX_REPLY_BODY = 5000;

/** How a lead was answered. */
export const replyChannels = ['email', 'phone'] as const;
export type ReplyChannel = (typeof replyChannels)[number];

/** A language's template as the lead page uses it, and whether an admin has changed it. */
export interface StoredReplyTemplate extends ReplyTemplate {
  lang: Lang;
  custom: boolean;
}

/** The language a lead's reply is written in: the lead's own, English for one the site does not speak. */
export function replyLang(lang: string): Lang {
  return languages.find((each) => each === lang) ?? 'en';
}

/** Every language's reply template, in the site's language order. */
export async function replyTemplates(db: Database): Promise<StoredReplyTemplate[]> {
  const rows = await db
    .select({ lang: leadReplyTemplates.lang, subject: leadReplyTemplates.subject, body: leadReplyTemplates.body })
    .from(leadReplyTemplates);
  return languages.map((lang) => {
    const row = rows.find((each) => each.lang === lang);
    return row
      ? { lang, subject: row.subject, body: row.body, custom: true }
      : { lang, ...catalogs[lang].leadReply, custom: false };
  });
}

/** The reply template of the lead language `lang`. */
export async function replyTemplate(db: Database, lang: string): Promise<ReplyTemplate> {
  const chosen = replyLang(lang);
  const [row] = await db
    .select({ subject: leadReplyTemplates.subject, body: leadReplyTemplates.body })
    .from(leadReplyTemplates)
    .where(eq(leadReplyTemplates.lang, chosen));
  return row ?? catalogs[chosen].leadReply;
}

/** What came of saving a template: saved, or why not (a key of the staff catalog's `leads.templates`, answered 422). */
export interface TemplateOutcome {
  saved?: Lang;
  refusal?: 'subjectEmpty' | 'bodyEmpty' | 'tooLong';
  /** What was typed, for the form shown again with a refusal. */
  typed?: { lang: Lang; subject: string; body: string };
  status?: 422;
}

/** Stores `lang`'s reply template (replacing an earlier one), by member `updatedBy` (null: the command line). */
export async function writeReplyTemplate(
  tx: Database,
  lang: Lang,
  template: { subject: string; body: string },
  updatedBy: string | null,
): Promise<void> {
  const values = { ...template, updatedBy, updatedAt: sql`now()` };
  await tx
    .insert(leadReplyTemplates)
    .values({ lang, ...values })
    .onConflictDoUpdate({ target: leadReplyTemplates.lang, set: values });
}

/** Saves the template of language `lang` as typed (trimmed), or, with `reset`, goes back to the default. */
export async function saveReplyTemplate(
  input: { lang: Lang; subject: string; body: string; reset?: boolean },
  acting: Acting,
): Promise<TemplateOutcome> {
  const subject = input.subject.trim();
  const body = input.body.trim();
  if (!input.reset) {
    const refused = (refusal: TemplateOutcome['refusal']): TemplateOutcome => ({
      refusal,
      typed: { lang: input.lang, subject: input.subject, body: input.body },
      status: 422,
    });
    if (!subject) return refused('subjectEmpty');
    if (!body) return refused('bodyEmpty');
    if (subject.length > MAX_REPLY_SUBJECT || body.length > MAX_REPLY_BODY) return refused('tooLong');
  }
  if (input.reset) await acting.db.delete(leadReplyTemplates).where(eq(leadReplyTemplates.lang, input.lang));
  else await writeReplyTemplate(acting.db, input.lang, { subject, body }, acting.member.user.id);
  return { saved: input.lang };
}

/**
 * "Replied": the member answered the lead by `channel`. A new lead moves to contacted (a lead
 * further on keeps its status); the reply is in its timeline and the audit log either way.
 */
export async function markReplied(
  input: { lead: number; channel: ReplyChannel },
  acting: Acting,
): Promise<LeadChangeDone> {
  const [lead] = await acting.db
    .select({ status: leads.status })
    .from(leads)
    .where(eq(leads.id, input.lead))
    .for('update');
  if (!lead) return { outcome: { status: 404 } };
  const to = lead.status === 'new' ? 'contacted' : lead.status;
  await acting.db
    .update(leads)
    .set({ status: to, updatedAt: sql`now()`, ...answeredNow })
    .where(eq(leads.id, input.lead));
  const detail = { channel: input.channel, from: lead.status, to };
  await acting.db
    .insert(leadEvents)
    .values({ leadId: input.lead, actorId: acting.member.user.id, kind: 'replied', detail });
  await notifyLeads(acting.db, { type: 'changed', leadId: input.lead, change: 'replied' });
  const entry = { kind: 'replied' as const, at: new Date(), actorId: acting.member.user.id, detail };
  return { outcome: { saved: true }, entry };
}
