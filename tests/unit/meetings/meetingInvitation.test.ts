/**
 * Invitations and feeds are read back with Mozilla's ical.js, the parser Thunderbird uses, so each
 * test checks what a calendar app would see rather than the characters written.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarFeed,
  invitationContentType,
  invitationIcs,
  type InvitedMeeting,
} from '../../../src/server/meetings/invitation';

const at = (iso: string) => new Date(iso);
const stampedAt = at('2026-11-20T08:00:05Z');

/** An introduction at the Lisbon office, booked on 20 November for 2 December, 10:00 to 10:30 UTC. */
const booked: InvitedMeeting = {
  uid: 'meeting-41@meetings.example.org',
  sequence: 0,
  start: at('2026-12-02T10:00:00Z'),
  end: at('2026-12-02T10:30:00Z'),
  summary: 'Introduction — Acme',
  description: 'To move or cancel: https://site.example/meetings/41',
  location: 'Rua Augusta 100, 1100-053 Lisboa',
  organizer: { name: 'Ana Costa', email: 'ana@site.example' },
  attendee: { name: 'Peter Visitor', email: 'peter@acme.example' },
  createdAt: at('2026-11-20T08:00:00Z'),
};

/** The same introduction held by video, with no office. */
const online: InvitedMeeting = { ...booked, location: undefined, url: 'https://video.example/room/meeting-41' };

/** The calendar a calendar app reads from an .ics text. */
const read = (ics: string) => ICAL.Component.fromString(ics);

/** The one event of an invitation, as a calendar app sees it. */
function eventOf(ics: string) {
  const events = read(ics).getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]!);
}

/** The instant a date-time property of an event stands for. */
const instantOf = (event: InstanceType<typeof ICAL.Event>, name: string) =>
  (event.component.getFirstPropertyValue(name) as InstanceType<typeof ICAL.Time>).toJSDate();

/** The names of the properties an event holds, in order: what a stray line break would add to. */
const propertyNames = (event: InstanceType<typeof ICAL.Event>) =>
  event.component.getAllProperties().map((property) => property.name);

describe('an invitation', () => {
  it('is a REQUEST for the meeting, naming the site as its product, in version 2.0 and the Gregorian scale', () => {
    const calendar = read(invitationIcs(booked, 'REQUEST', stampedAt));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//AI agents site//Meetings//EN');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');

    const event = eventOf(invitationIcs(booked, 'REQUEST', stampedAt));
    expect(event.uid).toBe('meeting-41@meetings.example.org');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Introduction — Acme');
    expect(event.description).toBe('To move or cancel: https://site.example/meetings/41');
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('starts and ends at the booked instants, written in UTC so it needs no time zone', () => {
    const ics = invitationIcs(booked, 'REQUEST', stampedAt);
    const event = eventOf(ics);
    expect(event.startDate.toJSDate()).toEqual(booked.start);
    expect(event.endDate.toJSDate()).toEqual(booked.end);
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(read(ics).getAllSubcomponents('vtimezone')).toEqual([]);
    expect(ics).toContain('\r\nDTSTART:20261202T100000Z\r\n');
  });

  it('is stamped when it is sent and created when the meeting was booked, not when the test runs', () => {
    const event = eventOf(invitationIcs(booked, 'REQUEST', stampedAt));
    expect(instantOf(event, 'dtstamp')).toEqual(stampedAt);
    expect(instantOf(event, 'created')).toEqual(booked.createdAt);
  });

  it('names the member as organizer and asks the visitor, a required participant, to reply', () => {
    const event = eventOf(invitationIcs(booked, 'REQUEST', stampedAt));
    const organizer = event.component.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:ana@site.example');
    expect(organizer.getParameter('cn')).toBe('Ana Costa');

    expect(event.attendees).toHaveLength(1);
    const attendee = event.attendees[0]!;
    // A URI's scheme is case-insensitive; ical-generator writes it as MAILTO.
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:peter@acme.example');
    expect(attendee.getParameter('cn')).toBe('Peter Visitor');
    expect(attendee.getParameter('role')).toBe('REQ-PARTICIPANT');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
  });

  it("gives an office meeting the office's address as its location, and no link", () => {
    const event = eventOf(invitationIcs(booked, 'REQUEST', stampedAt));
    expect(event.location).toBe('Rua Augusta 100, 1100-053 Lisboa');
    expect(event.component.getFirstPropertyValue('url')).toBeNull();
  });

  it('gives an online meeting its video link, as its URL and as its location', () => {
    const event = eventOf(invitationIcs(online, 'REQUEST', stampedAt));
    expect(event.component.getFirstPropertyValue('url')).toBe('https://video.example/room/meeting-41');
    expect(event.location).toBe('https://video.example/room/meeting-41');
  });

  it('keeps a video link with a comma or a semicolon one that opens, percent-encoding them in the URL', () => {
    const event = eventOf(invitationIcs({ ...online, url: 'https://video.example/j?r=41,a;b' }, 'REQUEST', stampedAt));
    expect(event.component.getFirstPropertyValue('url')).toBe('https://video.example/j?r=41%2Ca%3Bb');
    expect(event.location).toBe('https://video.example/j?r=41,a;b');
  });

  it('is attached to a mail as text/calendar with the same method', () => {
    expect(invitationContentType('REQUEST')).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(invitationContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });
});

describe('a reschedule', () => {
  it('keeps the UID and carries sequence 1 and the new times, so the calendar moves the event', () => {
    const moved = { ...booked, sequence: 1, start: at('2026-12-03T14:00:00Z'), end: at('2026-12-03T14:30:00Z') };
    const first = eventOf(invitationIcs(booked, 'REQUEST', stampedAt));
    const second = eventOf(invitationIcs(moved, 'REQUEST', at('2026-11-21T09:00:00Z')));
    expect(second.uid).toBe(first.uid);
    expect(second.sequence).toBe(1);
    expect(second.startDate.toJSDate()).toEqual(at('2026-12-03T14:00:00Z'));
    expect(second.endDate.toJSDate()).toEqual(at('2026-12-03T14:30:00Z'));
    expect(instantOf(second, 'dtstamp')).toEqual(at('2026-11-21T09:00:00Z'));
  });
});

describe('a cancellation', () => {
  it('is a CANCEL of the same UID and sequence, marked cancelled, still naming organizer and visitor', () => {
    const cancelled = { ...booked, sequence: 1 };
    const ics = invitationIcs(cancelled, 'CANCEL', at('2026-11-22T12:00:00Z'));
    expect(read(ics).getFirstPropertyValue('method')).toBe('CANCEL');
    const event = eventOf(ics);
    expect(event.uid).toBe('meeting-41@meetings.example.org');
    expect(event.sequence).toBe(1);
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.startDate.toJSDate()).toEqual(booked.start);
    expect(event.organizer).toBe('mailto:ana@site.example');
    expect(event.attendees).toHaveLength(1);
  });
});

describe("a member's calendar feed", () => {
  it('holds every meeting given, under the calendar name, with no METHOD', () => {
    const later = {
      ...online,
      uid: 'meeting-42@meetings.example.org',
      start: at('2026-12-04T09:00:00Z'),
      end: at('2026-12-04T10:00:00Z'),
    };
    const feed = read(
      calendarFeed('Ana Costa — meetings', [booked, later, { ...booked, uid: 'meeting-43@x' }], stampedAt),
    );
    expect(feed.getFirstPropertyValue('method')).toBeNull();
    expect(feed.getFirstPropertyValue('x-wr-calname')).toBe('Ana Costa — meetings');
    expect(feed.getFirstPropertyValue('name')).toBe('Ana Costa — meetings');
    const events = feed.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect(events.map((event) => event.uid)).toEqual([
      'meeting-41@meetings.example.org',
      'meeting-42@meetings.example.org',
      'meeting-43@x',
    ]);
    expect(events[1]!.startDate.toJSDate()).toEqual(at('2026-12-04T09:00:00Z'));
    expect(events[1]!.location).toBe('https://video.example/room/meeting-41');
  });

  it('is still a calendar when the member has no meetings', () => {
    const feed = read(calendarFeed('Ana Costa — meetings', [], stampedAt));
    expect(feed.name).toBe('vcalendar');
    expect(feed.getAllSubcomponents('vevent')).toEqual([]);
  });

  it('keeps a calendar name with a line break or a semicolon one property', () => {
    const feed = read(calendarFeed('Ana; meetings\r\nX-EVIL:1', [booked], stampedAt));
    // ical.js leaves a property it does not define raw; RFC 5545 reads such a property as text.
    const name = ICAL.design.icalendar.value.text.fromICAL(String(feed.getFirstPropertyValue('x-wr-calname')));
    expect(name).toBe('Ana; meetings\nX-EVIL:1');
    expect(feed.getFirstProperty('x-evil')).toBeNull();
  });
});

describe('the text of an invitation', () => {
  const russian = 'Знакомство — ООО «Ромашка», обсуждение агентов; вопросы\\ответы';
  // 500 characters of Portuguese, accents and commas included, over several lines.
  const portuguese = 'Olá, Peter! A reunião é às 10h; traga as suas dúvidas.\n'.repeat(10).slice(0, 500);
  const long = { ...booked, summary: russian, description: portuguese, location: 'Avenida da Liberdade, nº 110' };

  it('brings a Russian summary and a 500-character Portuguese description back unchanged', () => {
    expect(portuguese).toHaveLength(500);
    const event = eventOf(invitationIcs(long, 'REQUEST', stampedAt));
    expect(event.summary).toBe(russian);
    expect(event.description).toBe(portuguese);
    expect(event.location).toBe('Avenida da Liberdade, nº 110');
  });

  it('folds every line at 75 octets without splitting a character, and ends every line with CRLF', () => {
    const ics = invitationIcs(long, 'REQUEST', stampedAt);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = ics.slice(0, -2).split('\r\n');
    expect(lines.filter((line) => /[\r\n]/.test(line))).toEqual([]);
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    expect(lines.filter((line) => !line.isWellFormed())).toEqual([]);
    // The description was long enough to need folding.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
  });

  it('lets no line break in a summary start a property of its own', () => {
    const summary = '"X\r\nATTENDEE:mailto:evil@example.com';
    const event = eventOf(invitationIcs({ ...booked, summary }, 'REQUEST', stampedAt));
    expect(event.attendees).toHaveLength(1);
    expect(String(event.attendees[0]!.getFirstValue()).toLowerCase()).toBe('mailto:peter@acme.example');
    expect(event.summary).toBe('"X\nATTENDEE:mailto:evil@example.com');
  });

  it('keeps names and emails with quotes, semicolons, colons and line breaks inside their own property', () => {
    const hostile: InvitedMeeting = {
      ...booked,
      uid: 'meeting-41\r\nATTENDEE:mailto:evil@example.com',
      organizer: { name: 'Ana "the host"; a:b\nORGANIZER:mailto:evil@example.com', email: 'ana@site.example' },
      attendee: {
        name: 'Peter; "P:V"\r\nATTENDEE:mailto:evil@example.com',
        email: 'peter"x;y:z@acme.example\r\nATTENDEE:mailto:evil@example.com',
      },
    };
    for (const method of ['REQUEST', 'CANCEL'] as const) {
      const event = eventOf(invitationIcs(hostile, method, stampedAt));
      expect(propertyNames(event).filter((name) => name === 'attendee' || name === 'organizer')).toEqual([
        'organizer',
        'attendee',
      ]);
      expect(event.uid).toBe('meeting-41\nATTENDEE:mailto:evil@example.com');
      expect(event.component.getFirstProperty('organizer')!.getParameter('cn')).toBe(
        'Ana "the host"; a:b\nORGANIZER:mailto:evil@example.com',
      );
      expect(event.attendees[0]!.getParameter('cn')).toBe('Peter; "P:V"\nATTENDEE:mailto:evil@example.com');
    }
  });
});
