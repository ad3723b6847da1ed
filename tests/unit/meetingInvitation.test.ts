/**
 * A meeting's invitation as a calendar app reads it (parsed by ical.js): its UID and SEQUENCE
 * through a reschedule, the cancellation, the organizer and attendee, a place or a video link,
 * Russian text and a long description folded and read back whole, a summary that tries to add
 * an attendee of its own, and a member's feed of several meetings.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  calendarFeed,
  invitationContentType,
  invitationIcs,
  type InvitedMeeting,
} from '../../src/server/meetings/invitation';

const stampedAt = new Date('2026-12-01T08:00:00Z');
const meeting: InvitedMeeting = {
  uid: '6f1c2a4e-8d1b-4f57-9a59-0c8e2f4b7d21',
  sequence: 0,
  start: new Date('2026-12-02T10:00:00Z'),
  end: new Date('2026-12-02T10:30:00Z'),
  summary: 'Знакомство — Doe Industries',
  description: 'Перенести или отменить: https://site.example/ru/meetings/abc',
  location: 'Москва, ул. Тверская, 1; вход со двора',
  organizer: { name: 'Иван Петров', email: 'ivan@staff.example' },
  attendee: { name: 'Jane Doe', email: 'jane.doe@client.example' },
  createdAt: new Date('2026-12-01T07:59:00Z'),
};

/** The calendar's own properties and its events, as a calendar app reads them. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent');
  return { calendar, events, event: events[0]! };
}
const value = (component: ICAL.Component, name: string) => component.getFirstPropertyValue(name);
const instant = (component: ICAL.Component, name: string) => (value(component, name) as ICAL.Time).toJSDate();

describe('a meeting invitation', () => {
  it('names its method, UID, sequence, times in UTC, place, organizer and attendee', () => {
    const text = invitationIcs(meeting, 'REQUEST', stampedAt);
    const { calendar, events, event } = read(text);
    expect(value(calendar, 'method')).toBe('REQUEST');
    expect(events).toHaveLength(1);
    expect(value(event, 'uid')).toBe(meeting.uid);
    expect(value(event, 'sequence')).toBe(0);
    expect(instant(event, 'dtstart')).toEqual(meeting.start);
    expect(instant(event, 'dtend')).toEqual(meeting.end);
    expect(instant(event, 'dtstamp')).toEqual(stampedAt);
    expect(text).toContain('DTSTART:20261202T100000Z\r\n');
    expect(value(event, 'summary')).toBe(meeting.summary);
    expect(value(event, 'location')).toBe(meeting.location);
    expect(value(event, 'description')).toBe(meeting.description);
    expect(value(event, 'status')).toBe('CONFIRMED');
    const organizer = event.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:ivan@staff.example');
    expect(organizer.getParameter('cn')).toBe('Иван Петров');
    const attendee = event.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:jane.doe@client.example');
    expect(attendee.getParameter('partstat')).toBe('NEEDS-ACTION');
    expect(attendee.getParameter('rsvp')).toBe('TRUE');
    expect(invitationContentType('REQUEST')).toBe('text/calendar; charset=utf-8; method=REQUEST');
  });

  it('ends every line with CRLF and folds none longer than 75 octets', () => {
    const text = invitationIcs({ ...meeting, description: 'Ж'.repeat(500) }, 'REQUEST', stampedAt);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
    expect(value(read(text).event, 'description')).toBe('Ж'.repeat(500));
  });

  it('keeps the UID and raises the sequence for a new time, and cancels with the same UID', () => {
    const moved = {
      ...meeting,
      sequence: 1,
      start: new Date('2026-12-03T12:00:00Z'),
      end: new Date('2026-12-03T12:30:00Z'),
    };
    const { event } = read(invitationIcs(moved, 'REQUEST', stampedAt));
    expect([value(event, 'uid'), value(event, 'sequence'), instant(event, 'dtstart')]).toEqual([
      meeting.uid,
      1,
      moved.start,
    ]);
    const cancel = read(invitationIcs({ ...moved, sequence: 2 }, 'CANCEL', stampedAt));
    expect(value(cancel.calendar, 'method')).toBe('CANCEL');
    expect([value(cancel.event, 'uid'), value(cancel.event, 'sequence'), value(cancel.event, 'status')]).toEqual([
      meeting.uid,
      2,
      'CANCELLED',
    ]);
    expect(invitationContentType('CANCEL')).toBe('text/calendar; charset=utf-8; method=CANCEL');
  });

  it('gives an online meeting its video link as URL and location', () => {
    const online = { ...meeting, location: undefined, url: 'https://video.example/room/6f1c2a4e' };
    const { event } = read(invitationIcs(online, 'REQUEST', stampedAt));
    expect(value(event, 'url')).toBe(online.url);
    expect(value(event, 'location')).toBe(online.url);
  });

  it('keeps a summary and names that try to break the structure as text', () => {
    const forged = {
      ...meeting,
      summary: '"X\r\nATTENDEE:mailto:evil@example.com',
      attendee: { name: 'Eve"; ROLE=CHAIR: x\r\nATTENDEE:mailto:evil@example.com', email: 'eve@client.example' },
    };
    const { event } = read(invitationIcs(forged, 'REQUEST', stampedAt));
    expect(event.getAllProperties('attendee')).toHaveLength(1);
    expect(value(event, 'summary')).toBe('"X\nATTENDEE:mailto:evil@example.com');
    expect(event.getFirstProperty('attendee')!.getParameter('role')).toBe('REQ-PARTICIPANT');
  });
});

describe('a member’s calendar feed', () => {
  it('holds every meeting given, with no method, under the feed’s name', () => {
    const second = {
      ...meeting,
      uid: 'second',
      start: new Date('2026-12-04T09:00:00Z'),
      end: new Date('2026-12-04T09:45:00Z'),
    };
    const { calendar, events } = read(calendarFeed('Meetings — Иван Петров', [meeting, second], stampedAt));
    expect(value(calendar, 'method')).toBeNull();
    expect(value(calendar, 'x-wr-calname')).toBe('Meetings — Иван Петров');
    expect(events.map((event) => value(event, 'uid'))).toEqual([meeting.uid, 'second']);
  });
});
