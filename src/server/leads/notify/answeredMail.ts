/**
 * The mail telling a lead's assignee that the visitor wrote back (outbox channel `answered`, one
 * row per message the visitor sent, `leads/mailIn/takeMail.ts`): in the member's staff language,
 * with the new text, the deadline the reply promise gives it and the lead's link. To the team
 * when the lead has no assignee who can sign in.
 */
import { and, eq } from 'drizzle-orm';
import { site } from '../../../config/site.ts';
import { staffDateTime } from '../../../format/staffDate.ts';
import { format, staffCatalogs } from '../../../i18n/index.ts';
import { staffLanguages, type StaffLang } from '../../../i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { leadMessages, staffUser } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { showInvisible } from '../invisible.ts';
import { replyDeadline, replyPromiseOf } from '../routing/replyPromise.ts';
import type { StoredLead } from '../types.ts';
import { leadMailAddresses, oneLine, type MailSettings } from './mail.ts';
import { staffLeadUrl } from './teamChannels.ts';

type AnsweredSettings = MailSettings &
  Pick<Env, 'SITE_URL' | 'HOST' | 'PORT' | 'LEADS_REPLY_HOURS' | 'LEADS_WORKING_HOURS' | 'LEADS_WORKING_TIME_ZONE'>;

/** The start of the visitor's text the mail quotes, in characters. */
const QUOTED_CHARS = 2_000;

/** The mail for the visitor's message `recipient` (its id); undefined when it is gone (the lead erased). */
export async function composeAnsweredMail(
  db: Database,
  lead: StoredLead,
  recipient: string,
  settings: AnsweredSettings,
) {
  const id = Number(recipient);
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const [message] = await db
    .select({ body: leadMessages.body, createdAt: leadMessages.createdAt, fromName: leadMessages.fromName })
    .from(leadMessages)
    .where(and(eq(leadMessages.id, id), eq(leadMessages.leadId, lead.id)));
  if (!message) return undefined;
  const [assignee] = lead.assigneeId
    ? await db
        .select({ email: staffUser.email, lang: staffUser.lang })
        .from(staffUser)
        .where(and(eq(staffUser.id, lead.assigneeId), eq(staffUser.disabled, false)))
    : [];
  const lang: StaffLang = staffLanguages.find((each) => each === assignee?.lang) ?? 'en';
  const t = staffCatalogs[lang];
  const m = t.leads.answeredMail;
  const promise = replyPromiseOf(settings);
  const words = {
    id: lead.id,
    name: oneLine(message.fromName || lead.name),
    kind: t.leads.kinds[lead.kind],
    lang: lead.lang,
    deadline: staffDateTime(lang, replyDeadline(promise, message.createdAt), promise.timeZone),
  };
  const body = showInvisible(message.body).trim();
  const team = leadMailAddresses(settings);
  const domain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);
  return {
    from: { name: `${site.name} website`, address: team.from },
    to: assignee?.email ?? team.to,
    subject: format(m.subject, words),
    text: [
      format(m.intro, words),
      '',
      body.length > QUOTED_CHARS ? `${body.slice(0, QUOTED_CHARS - 1)}…` : body,
      '',
      format(m.deadline, words),
      format(m.open, { link: staffLeadUrl(lead, settings) }),
      '',
    ].join('\n'),
    messageId: `<lead-${lead.id}-answered-${id}@${domain}>`,
  };
}
