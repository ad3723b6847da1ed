/**
 * A booked meeting as iCalendar (RFC 5545), written by `ical-generator`: the invitation mailed to
 * the visitor and the member (`METHOD:REQUEST`, the same `UID` for every revision and `SEQUENCE`
 * raised by each), its cancellation (`METHOD:CANCEL`), and a member's meetings as a feed their
 * calendar app subscribes to. Times are in UTC, so no time zone definition is needed.
 */
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalCalendar,
} from 'ical-generator';

/** A meeting as an invitation needs it, its text already in the reader's language. */
export interface InvitedMeeting {
  /** The same for every revision of the invitation. */
  uid: string;
  /** 0 at first, raised by each reschedule. */
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  /** Plain text, such as the links to reschedule or cancel. */
  description?: string | undefined;
  /** An office's address. */
  location?: string | undefined;
  /** An online meeting's video link (its location too when it has no address). */
  url?: string | undefined;
  /** The member who meets the visitor. */
  organizer: { name: string; email: string };
  /** The visitor. */
  attendee: { name: string; email: string };
  createdAt: Date;
}

export type InvitationMethod = 'REQUEST' | 'CANCEL';

const productId = { company: 'AI agents site', product: 'Meetings', language: 'EN' };

/** The calendar's text, its last line ended by CRLF as every other (RFC 5545, 3.1). */
const lines = (calendar: ICalCalendar) => `${calendar.toString().replace(/\r\n$/, '')}\r\n`;

/** Adds `meeting` to `calendar` as one event, cancelled or not. */
function addEvent(calendar: ICalCalendar, meeting: InvitedMeeting, stampedAt: Date, cancelled: boolean): void {
  calendar.createEvent({
    id: meeting.uid,
    sequence: meeting.sequence,
    start: meeting.start,
    end: meeting.end,
    stamp: stampedAt,
    created: meeting.createdAt,
    summary: meeting.summary,
    description: meeting.description ?? null,
    location: meeting.location ?? meeting.url ?? null,
    url: meeting.url ?? null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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
  });
}

/** The invitation (`REQUEST`) or its cancellation (`CANCEL`) of `meeting`, as an .ics text. */
export function invitationIcs(meeting: InvitedMeeting, method: InvitationMethod, stampedAt: Date): string {
  const calendar = ical({ prodId: productId, method: ICalCalendarMethod[method] });
  addEvent(calendar, meeting, stampedAt, method === 'CANCEL');
  return lines(calendar);
}

/** A member's meetings as one calendar named `name`, with no method: a feed to subscribe to. */
export function calendarFeed(name: string, meetings: InvitedMeeting[], stampedAt: Date): string {
  const calendar = ical({ prodId: productId, name });
  for (const meeting of meetings) addEvent(calendar, meeting, stampedAt, false);
  return lines(calendar);
}

/** The Content-Type of an invitation attached to a mail, naming its method as calendar clients expect. */
export function invitationContentType(method: InvitationMethod): string {
  return `text/calendar; charset=utf-8; method=${method}`;
}
