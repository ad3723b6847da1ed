/**
 * The mail of a booked meeting, sent by the outbox worker: the invitation to the visitor, in the
 * page's language and on their clock, and to the member, in their staff language and on theirs,
 * each with the meeting as an iCalendar attachment (`invitation.ts`); and the visitor's reminders
 * 24 hours and 1 hour before, none for a meeting cancelled meanwhile. The visitor's carry the link
 * that cancels it (`links.ts`); a move or cancellation (`manage.ts`) sends both the calendar's CANCEL.
 * Queued in the transaction that books or cancels the meeting, so each goes once, whichever
 * instance sends it.
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
import { meetingUrl, meetingLinkKey, meetingToken } from './links.ts';

export type MeetingMailSettings = Pick<Env, 'LEADS_EMAIL_FROM' | 'SITE_URL' | 'HOST' | 'PORT'>;

/** The outbox rows of a meeting's mail: the invitations (`meeting`) and the visitor's reminders (`meetingrem`). */
const VISITOR = 'visitor';
const reminders = { 'visitor-24h': 24 * 3600_000, 'visitor-1h': 3600_000 } as const;

const mailDomain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);

/**
 * Queues, in the transaction `tx` that booked, moved or cancelled the meeting of lead `leadId`,
 * its mail at `revision` (its `sequence`): the invitation (or its cancellation) to the visitor and
 * to `memberId`, and, unless `cancelled`, the visitor's reminders before `start` that still lie
 * ahead of `now`. Each row is `who@revision` (plain `who` at revision 0), so every revision mails
 * once and a row of an older revision sends nothing.
 */
export async function queueMeetingMail(
  tx: Database,
  leadId: number,
  memberId: string,
  { start, now, revision = 0, cancelled = false }: { start: Date; now: Date; revision?: number; cancelled?: boolean },
): Promise<void> {
  const at = (who: string) => (revision ? `${who}@${revision}` : who);
  const due = cancelled
    ? []
    : Object.entries(reminders)
        .map(([who, before]) => ({ recipient: at(who), nextAttemptAt: new Date(start.getTime() - before) }))
        .filter(({ nextAttemptAt }) => nextAttemptAt > now);
  await tx
    .insert(outbox)
    .values([
      { leadId, channel: 'meeting' as const, recipient: at(VISITOR) },
      { leadId, channel: 'meeting' as const, recipient: at(memberId) },
      ...due.map((row) => ({ leadId, channel: 'meetingrem' as const, ...row })),
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
  if (!found) return undefined;
  // `who@revision`: a row speaks of the meeting as it was at that revision, and is stale once it changed again.
  const at = recipient.lastIndexOf('@');
  const who = at < 0 ? recipient : recipient.slice(0, at);
  const revision = at < 0 ? 0 : Number(recipient.slice(at + 1));
  const cancelled = found.meeting.cancelledAt !== null;
  const reminder = who in reminders;
  if (revision !== found.meeting.sequence || (reminder && cancelled)) return undefined;
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  // A later revision that is no cancellation: the meeting moved to another time.
  const moved = !cancelled && !reminder && revision > 0;
  const from = { name: site.name, address: settings.LEADS_EMAIL_FROM ?? `no-reply@${mailDomain}` };
  const messageId = `<meeting-${found.meeting.uid}-${found.meeting.sequence}-${who}@${mailDomain}>`;
  if (who !== VISITOR && !reminder) {
    // The member's copy, in their staff language, on their own clock, with the lead's page.
    const lang: StaffLang = staffLanguages.find((each) => each === found.member.lang) ?? 'en';
    const m = staffCatalogs[lang].routing.meetingMail;
    const meeting = invitedMeeting(found, 'en');
    const when_ = when(meeting.start, lang, found.host?.timeZone ?? 'UTC');
    const link = new URL(`/staff/leads/${lead.id}`, publicOrigin(settings)).href;
    const lines = [
      format(cancelled ? m.cancelledIntro : moved ? m.movedIntro : m.intro, { site: site.name }),
      '',
      `${m.when}: ${when_}`,
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
      subject: format(cancelled ? m.cancelledSubject : moved ? m.movedSubject : m.subject, {
        name: oneLine(lead.name).slice(0, 120),
        when: when_,
      }),
      text: lines.join('\n'),
      messageId,
      icalEvent: { method, content: invitationIcs(meeting, method, now) },
    };
  }
  if (!lead.email) return undefined;
  const lang = asLang(lead.lang) ?? 'en';
  const m = catalogs[lang].meetingMail;
  const meeting = invitedMeeting(found, lang);
  const when_ = when(meeting.start, lang, found.meeting.visitorTimeZone);
  const token = meetingToken(await meetingLinkKey(db), {
    meetingId: found.meeting.id,
    sequence: found.meeting.sequence,
    expiresAt: found.meeting.startsAt.getTime(),
  });
  const lines = [
    format(m.hello, { name: oneLine(lead.name) }),
    '',
    cancelled ? m.cancelled : reminder ? m.reminderIntro : moved ? m.moved : m.booked,
    '',
    format(m.when, { when: when_ }),
    format(m.length, { minutes: found.type.minutes }),
    meeting.url ? format(m.online, { link: meeting.url }) : format(m.where, { place: meeting.location ?? '' }),
    format(m.host, { host: oneLine(found.member.name) }),
    '',
    ...(reminder || cancelled ? [] : [m.calendar, '']),
    ...(cancelled ? [] : [format(m.cancel, { link: meetingUrl(publicOrigin(settings), token) }), '']),
    format(m.signoff, { company: site.name }),
    '',
  ];
  const subject = cancelled ? m.cancelledSubject : reminder ? m.reminderSubject : moved ? m.movedSubject : m.subject;
  return {
    from,
    replyTo: { name: oneLine(found.member.name), address: found.member.email },
    to: { name: oneLine(lead.name), address: lead.email },
    subject: format(subject, { company: site.name, when: when_ }),
    text: lines.join('\n'),
    messageId,
    ...(reminder ? {} : { icalEvent: { method, content: invitationIcs(meeting, method, now) } }),
  };
}
