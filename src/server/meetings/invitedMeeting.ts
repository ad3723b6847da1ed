/**
 * A booked meeting read with its type, member, host and lead, and turned into what an iCalendar
 * text says of it (`invitation.ts`): one place for the mail of a meeting (`meetingMail.ts`) and a
 * member's calendar feed (`feed.ts`), so an invitation and the feed describe a meeting alike.
 */
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { site } from '../../config/site.ts';
import { catalogs } from '../../i18n/index.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { leads, meetingHosts, meetingTypes, meetings, staffUser } from '../db/schema.ts';
import { showInvisible } from '../leads/invisible.ts';
import type { InvitedMeeting } from './invitation.ts';

/** A visitor's text on one line, its invisible characters shown: safe in a mail header or a calendar's name. */
export const oneLine = (value: string) => showInvisible(value).replace(/\s+/g, ' ').trim();

/** Meetings with their type, member (members gone leave theirs out), hours and lead. */
const meetingParts = (db: Database) =>
  db
    .select({ meeting: meetings, type: meetingTypes, member: staffUser, host: meetingHosts, lead: leads })
    .from(meetings)
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .innerJoin(staffUser, eq(staffUser.id, meetings.memberId))
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .leftJoin(meetingHosts, eq(meetingHosts.memberId, meetings.memberId));

/** A meeting as read here. */
export type MeetingParts = Awaited<ReturnType<typeof meetingParts>>[number];

/** The lead's meeting, or undefined when it has none (or its member is gone). */
export async function meetingOfLead(db: Database, leadId: number): Promise<MeetingParts | undefined> {
  const [found] = await meetingParts(db).where(eq(meetings.leadId, leadId));
  return found;
}

/** The member's meetings not cancelled that start from `since` on, earliest first. */
export function hostMeetings(db: Database, memberId: string, since: Date): Promise<MeetingParts[]> {
  return meetingParts(db)
    .where(and(eq(meetings.memberId, memberId), isNull(meetings.cancelledAt), gte(meetings.startsAt, since)))
    .orderBy(asc(meetings.startsAt), asc(meetings.id));
}

/** The meeting's place in `lang`: the office's name and address, or the video link with the meeting's id in it. */
function placeOf({ type, meeting }: MeetingParts, lang: Lang) {
  if (type.place === 'online') return { url: (type.videoLink ?? '').replaceAll('{uid}', meeting.uid) };
  const offices = catalogs[lang].contact.offices;
  const id = type.place as keyof typeof offices.addresses;
  // The address names its city already.
  return { location: offices.addresses[id] ?? offices[id] ?? id };
}

/** The meeting as its invitation says it, in `lang`. */
export function invitedMeeting(found: MeetingParts, lang: Lang): InvitedMeeting {
  const { meeting, type, member, lead } = found;
  const name = type.names[lang] ?? type.names['en'] ?? type.id;
  return {
    uid: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meeting.endsAt,
    summary: `${name} — ${site.name}`,
    ...placeOf(found, lang),
    organizer: { name: member.name, email: member.email },
    attendee: { name: oneLine(lead.name), email: lead.email ?? '' },
    createdAt: meeting.createdAt,
  };
}
