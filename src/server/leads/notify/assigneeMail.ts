/**
 * The mail to a lead's assignee: queued in the transaction that assigns the lead
 * (`queueAssigneeMail`, `routing/routeLead.ts`), sent by the
 * outbox worker like the team's notifications, in the member's staff language (English when they
 * chose none), with the lead's summary and a link to it in the staff area.
 */
import { eq } from 'drizzle-orm';
import { site } from '../../../config/site.ts';
import { format, staffCatalogs } from '../../../i18n/index.ts';
import { staffLanguages, type StaffLang } from '../../../i18n/languages.ts';
import type { Database } from '../../db/client.ts';
import { staffUser } from '../../db/schema.ts';
import { publicOrigin, type Env } from '../../env.ts';
import { showInvisible } from '../invisible.ts';
import type { StoredLead } from '../types.ts';

/** The message's start the mail quotes, in characters. */
const MESSAGE_CHARS = 300;

export type AssigneeMailSettings = Pick<Env, 'LEADS_EMAIL_FROM' | 'SITE_URL' | 'HOST' | 'PORT'>;

/** The member a mail goes to. */
export interface Assignee {
  id: string;
  name: string;
  email: string;
  lang: string | null;
}

/** The member an outbox row names; undefined when the account is gone. */
export async function findAssignee(db: Database, id: string): Promise<Assignee | undefined> {
  const [member] = await db
    .select({ id: staffUser.id, name: staffUser.name, email: staffUser.email, lang: staffUser.lang })
    .from(staffUser)
    .where(eq(staffUser.id, id));
  return member;
}

/** A visitor's value on one line, hidden characters shown (`[U+202E]`). */
const oneLine = (value: string) => showInvisible(value).replace(/\s+/g, ' ').trim();

const mailDomain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);

/** The mail telling `member` that `lead` is theirs: the lead's kind, language, who wrote, the message's start and the link. */
export function composeAssigneeEmail(lead: StoredLead, member: Assignee, settings: AssigneeMailSettings) {
  const lang: StaffLang = staffLanguages.find((each) => each === member.lang) ?? 'en';
  const t = staffCatalogs[lang];
  const m = t.routing.mail;
  const link = new URL(`/staff/leads/${lead.id}`, publicOrigin(settings)).href;
  const kind = t.leads.kinds[lead.kind];
  const message = lead.message ? showInvisible(lead.message).trim() : '';
  const quoted = message.length > MESSAGE_CHARS ? `${message.slice(0, MESSAGE_CHARS - 1)}…` : message;
  const lines = [
    format(m.intro, { site: site.name }),
    '',
    `${m.kind}: ${kind}`,
    `${m.language}: ${lead.lang}`,
    `${m.name}: ${oneLine(lead.name)}`,
    ...(lead.company ? [`${m.company}: ${oneLine(lead.company)}`] : []),
    ...(quoted ? ['', `${m.message}:`, quoted] : []),
    '',
    format(m.open, { link }),
    '',
  ];
  return {
    from: { name: `${site.name} website`, address: settings.LEADS_EMAIL_FROM ?? `no-reply@${mailDomain}` },
    to: { name: oneLine(member.name), address: member.email },
    subject: format(m.subject, { id: lead.id, kind, name: oneLine(lead.name).slice(0, 120) }),
    text: lines.join('\n'),
    /** Fixed per lead and member, so a retried send is recognisable as the same message. */
    messageId: `<lead-${lead.id}-assignee-${encodeURIComponent(member.id)}@${mailDomain}>`,
  };
}
