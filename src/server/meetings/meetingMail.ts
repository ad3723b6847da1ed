/**
 * The mail of a booked meeting, sent by the outbox worker: the invitation to the visitor, in the
 * page's language and on their clock, and to the member, in their staff language and on theirs,
 * each with the meeting as an iCalendar attachment (`invitation.ts`); and the visitor's reminders
 * 24 hours and 1 hour before, none for a meeting cancelled meanwhile. Queued in the transaction
 * that books the meeting (`queueMeetingMail`), so each goes once, whichever instance sends it.
 */
import type { SendMailOptions } from 'nodemailer';
import { site } from '../../config/site.ts';
import { catalogs, format, staffCatalogs } from '../../i18n/index.ts';
import { asLang, staffLanguages, type StaffLang } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { publicOrigin, type Env } from '../env.ts';
import type { StoredLead } from '../leads/types.ts';
import { invitationIcs } from './invitation.ts';
import { invitedMeeting, meetingOfLead, oneLine } from './invitedMeeting.ts';

export type MeetingMailSettings = Pick<Env, 'LEADS_EMAIL_FROM' | 'SITE_URL' | 'HOST' | 'PORT'>;

/** The outbox rows of a meeting's mail: the invitations (`meeting`) and the visitor's reminders (`meetingrem`). */
const VISITOR = 'visitor';
const reminders = { 'visitor-24h': 24 * 3600_000, 'visitor-1h': 3600_000 } as const;

const mailDomain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);

/**
 * Queues, in the booking's transaction `tx`, the invitation to the visitor and to `memberId`, and
 * the visitor's reminders that still lie ahead of `now`.
 */
export async function queueMeetingMail(
  tx: Database,
  leadId: number,
  memberId: string,
  start: Date,
  now: Date,
): Promise<void> {
  const due = Object.entries(reminders)
    .map(([recipient, before]) => ({ recipient, at: new Date(start.getTime() - before) }))
    .filter(({ at }) => at > now);
  await tx
    .insert(outbox)
    .values([
      { leadId, channel: 'meeting' as const, recipient: VISITOR },
      { leadId, channel: 'meeting' as const, recipient: memberId },
      ...due.map(({ recipient, at }) => ({ leadId, channel: 'meetingrem' as const, recipient, nextAttemptAt: at })),
    ])
    .onConflictDoNothing();
}

/** `when` on `zone`'s clock in `locale`, its zone named: "Tuesday, 1 December 2026, 12:00 GMT+3". */
function when(at: Date, locale: string, zone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    dateStyle: 'full',
    timeStyle: 'short',
  })
    .format(at)
    .concat(` (${zone})`);
}

/**
 * The mail an outbox row of channel `meeting` or `meetingrem` stands for, or undefined when there
 * is nothing to send any more (the meeting was cancelled, or the lead has none).
 */
export async function composeMeetingMail(
  db: Database,
  lead: StoredLead,
  recipient: string,
  settings: MeetingMailSettings,
  now: Date,
): Promise<SendMailOptions | undefined> {
  const found = await meetingOfLead(db, lead.id);
  if (!found || found.meeting.cancelledAt) return undefined;
  const from = { name: site.name, address: settings.LEADS_EMAIL_FROM ?? `no-reply@${mailDomain}` };
  const messageId = `<meeting-${found.meeting.uid}-${found.meeting.sequence}-${recipient}@${mailDomain}>`;
  if (recipient !== VISITOR && !(recipient in reminders)) {
    // The member's copy, in their staff language, on their own clock, with the lead's page.
    const lang: StaffLang = staffLanguages.find((each) => each === found.member.lang) ?? 'en';
    const m = staffCatalogs[lang].routing.meetingMail;
    const meeting = invitedMeeting(found, 'en');
    const at = when(meeting.start, lang, found.host?.timeZone ?? 'UTC');
    const link = new URL(`/staff/leads/${lead.id}`, publicOrigin(settings)).href;
    const lines = [
      format(m.intro, { site: site.name }),
      '',
      `${m.when}: ${at}`,
      `${m.name}: ${oneLine(lead.name)}`,
      `${m.email}: ${lead.email ?? ''}`,
      ...(lead.phone ? [`${m.phone}: ${oneLine(lead.phone)}`] : []),
      `${m.language}: ${lead.lang}`,
      '',
      format(m.open, { link }),
      '',
    ];
    return {
      from,
      to: { name: oneLine(found.member.name), address: found.member.email },
      subject: format(m.subject, { name: oneLine(lead.name).slice(0, 120), when: at }),
      text: lines.join('\n'),
      messageId,
      icalEvent: { method: 'REQUEST', content: invitationIcs(meeting, 'REQUEST', now) },
    };
  }
  if (!lead.email) return undefined;
  const lang = asLang(lead.lang) ?? 'en';
  const m = catalogs[lang].meetingMail;
  const meeting = invitedMeeting(found, lang);
  const at = when(meeting.start, lang, found.meeting.visitorTimeZone);
  const reminder = recipient in reminders;
  const lines = [
    format(m.hello, { name: oneLine(lead.name) }),
    '',
    reminder ? m.reminderIntro : m.booked,
    '',
    format(m.when, { when: at }),
    format(m.length, { minutes: found.type.minutes }),
    meeting.url ? format(m.online, { link: meeting.url }) : format(m.where, { place: meeting.location ?? '' }),
    format(m.host, { host: oneLine(found.member.name) }),
    '',
    ...(reminder ? [] : [m.calendar, '']),
    format(m.signoff, { company: site.name }),
    '',
  ];
  return {
    from,
    replyTo: { name: oneLine(found.member.name), address: found.member.email },
    to: { name: oneLine(lead.name), address: lead.email },
    subject: format(reminder ? m.reminderSubject : m.subject, { company: site.name, when: at }),
    text: lines.join('\n'),
    messageId,
    ...(reminder ? {} : { icalEvent: { method: 'REQUEST', content: invitationIcs(meeting, 'REQUEST', now) } }),
  };
}
