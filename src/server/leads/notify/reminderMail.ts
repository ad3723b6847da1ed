/**
 * The reply promise's reminder and overdue mails, as the outbox sends the rows the reminder job
 * queues (`routing/reminders.ts`): to the assignee in their staff language, else to the team.
 */
import { and, eq } from 'drizzle-orm';
import { site } from '../../../config/site.ts';
import { staffDateTime } from '../../../format/staffDate.ts';
import { format, staffCatalogs } from '../../../i18n/index.ts';
import { staffLanguages, type StaffLang } from '../../../i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { ReminderKind } from '../routing/reminders.ts';
import { replyDeadline, replyPromiseOf } from '../routing/replyPromise.ts';
import type { StoredLead } from '../types.ts';
import { leadMailAddresses, oneLine, type MailSettings } from './mail.ts';
import { staffLeadUrl } from './teamChannels.ts';

type ReminderSettings = MailSettings &
  Pick<Env, 'SITE_URL' | 'HOST' | 'PORT' | 'LEADS_REPLY_HOURS' | 'LEADS_WORKING_HOURS' | 'LEADS_WORKING_TIME_ZONE'>;

/** The team has no staff language of its own: its mails are in English, like the mail announcing a lead (`mail.ts`). */
const TEAM_LANG: StaffLang = 'en';

/**
 * The mail of `kind` for `lead`: a reminder to its assignee (a member still able to sign in), in
 * their staff language; else, and for an overdue notice, to the team, in English. The deadline
 * is written as the staff area writes a moment, in the working hours' zone and naming it.
 * Undefined when the lead has been answered meanwhile (nothing to send).
 */
export async function composeReminder(db: Database, lead: StoredLead, kind: ReminderKind, settings: ReminderSettings) {
  if (lead.firstResponseAt || lead.status !== 'new') return undefined;
  const team = leadMailAddresses(settings);
  const [assignee] = lead.assigneeId
    ? await db
        .select({ email: staffUser.email, name: staffUser.name, lang: staffUser.lang })
        .from(staffUser)
        .where(and(eq(staffUser.id, lead.assigneeId), eq(staffUser.disabled, false)))
    : [];
  const recipient = kind === 'reminder' ? assignee : undefined;
  const lang: StaffLang = recipient ? (staffLanguages.find((each) => each === recipient.lang) ?? 'en') : TEAM_LANG;
  const t = staffCatalogs[lang];
  const m = t.leads.reminderMail;
  const promise = replyPromiseOf(settings);
  const words = {
    id: lead.id,
    kind: t.leads.kinds[lead.kind],
    name: oneLine(lead.name),
    lang: lead.lang,
    hours: promise.hours,
    deadline: staffDateTime(lang, replyDeadline(promise, lead.createdAt), promise.timeZone),
  };
  const text = [
    format(kind === 'reminder' ? m.reminder : m.overdue, words),
    format(m.deadline, words),
    assignee ? format(m.assignee, { name: oneLine(assignee.name) }) : lead.assigneeId ? m.unreachable : m.nobody,
    '',
    format(m.open, { link: staffLeadUrl(lead, settings) }),
    '',
  ].join('\n');
  const domain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);
  return {
    from: { name: `${site.name} website`, address: team.from },
    to: recipient?.email ?? team.to,
    subject: format(kind === 'reminder' ? m.reminderSubject : m.overdueSubject, words),
    text,
    messageId: `<lead-${lead.id}-${kind}@${domain}>`,
  };
}
