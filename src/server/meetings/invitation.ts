/**
 * A booked meeting as an iCalendar (RFC 5545) text: the invitation mailed to the visitor, its
 * cancellation, and a member's meetings as a feed their calendar app subscribes to.
 */
import ical, {
  escape,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalEventData,
} from 'ical-generator';

/** A meeting as an invitation needs it. */
export interface InvitedMeeting {
  /** Stable across every revision, so a calendar app replaces the event instead of adding one. */
  uid: string;
  /** 0 first, raised by each reschedule. */
  sequence: number;
  start: Date;
  end: Date;
  /** Already in the visitor's language, e.g. "Introduction — Acme". */
  summary: string;
  /** Plain text; may include the reschedule and cancel links. */
  description?: string;
  /** An office's address. */
  location?: string;
  /** The video link of an online meeting (also the LOCATION when there is no address). */
  url?: string;
  /** The member. */
  organizer: { name: string; email: string };
  /** The visitor. */
  attendee: { name: string; email: string };
  /** When the meeting was booked: its CREATED, never the clock. */
  createdAt: Date;
}

type InvitationMethod = 'REQUEST' | 'CANCEL';

/** Who wrote the calendar, as PRODID names it: the site, not a company. */
const producer = { company: 'AI agents site', product: 'Meetings', language: 'EN' };

/** The invitation (`METHOD:REQUEST`) or its cancellation (`METHOD:CANCEL`, `STATUS:CANCELLED`) as an .ics text. */
export function invitationIcs(meeting: InvitedMeeting, method: InvitationMethod, stampedAt: Date): string {
  const cancelled = method === 'CANCEL';
  const calendar = ical({
    prodId: producer,
    scale: 'GREGORIAN',
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    events: [meetingEvent(meeting, stampedAt, cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED)],
  });
  return withFinalLineEnd(calendar.toString());
}

/** A member's meetings as one calendar (no METHOD: a subscription feed), named `name`, cancelled ones left out by the caller. */
export function calendarFeed(name: string, meetings: InvitedMeeting[], stampedAt: Date): string {
  const calendar = ical({
    prodId: producer,
    scale: 'GREGORIAN',
    // ical-generator writes the calendar's name unescaped.
    name: escape(name, false),
    events: meetings.map((meeting) => meetingEvent(meeting, stampedAt, ICalEventStatus.CONFIRMED)),
  });
  return withFinalLineEnd(calendar.toString());
}

/** The Content-Type of an invitation attached to a mail: `text/calendar; charset=utf-8; method=REQUEST` (or CANCEL). */
export function invitationContentType(method: InvitationMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/** One meeting's VEVENT, in UTC so the calendar needs no VTIMEZONE. */
function meetingEvent(meeting: InvitedMeeting, stampedAt: Date, status: ICalEventStatus): ICalEventData {
  return {
    // ical-generator writes the UID unescaped: escaped, a stray line break cannot start a property.
    id: escape(meeting.uid, false),
    sequence: meeting.sequence,
    stamp: stampedAt,
    created: meeting.createdAt,
    start: meeting.start,
    end: meeting.end,
    summary: meeting.summary,
    description: meeting.description ?? null,
    location: meeting.location ?? meeting.url ?? null,
    url: meeting.url === undefined ? null : uriValue(meeting.url),
    status,
    organizer: meeting.organizer,
    attendees: [
      {
        name: meeting.attendee.name,
        email: meeting.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
        rsvp: true,
      },
    ],
  };
}

/**
 * A link as a URI value: ical-generator backslash-escapes `,`, `;` and backslashes as if it were
 * text, and readers keep those backslashes in the address; percent-encoded, the link still opens.
 */
function uriValue(url: string): string {
  return url.replace(/[,;\\]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 5545 ends every line with CRLF, the last one too; ical-generator leaves the last one off. */
function withFinalLineEnd(ics: string): string {
  return ics.endsWith('\r\n') ? ics : `${ics}\r\n`;
}
