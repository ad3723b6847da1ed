/**
 * The free times of a meeting type: members' hours on their own wall clocks, across the changes
 * of the clocks in New York and Paris, on a half-hour offset (Kolkata), for a visitor past the
 * date line (Auckland), merged over members in different zones; buffers, notice, horizon and
 * days off; and `isFreeStart` agreeing with the list.
 */
import { describe, expect, it } from 'vitest';
import {
  blockedRange,
  freeSlots,
  isFreeStart,
  type HostSchedule,
  type MeetingTimes,
  type WeeklyHours,
} from '../../../src/server/meetings/freeTimes';

const halfHour: MeetingTimes = {
  minutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  horizonDays: 30,
  stepMinutes: 30,
};
const hours = (from: string, to: string): [number, number] => {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  return [minutes(from), minutes(to)];
};
/** The same hours every day of the week. */
const everyDay = (...intervals: [number, number][]): WeeklyHours => Array.from({ length: 7 }, () => intervals);
const host = (memberId: string, timeZone: string, weekly: WeeklyHours, more: Partial<HostSchedule> = {}) => ({
  memberId,
  timeZone,
  weekly,
  daysOff: [],
  busy: [],
  ...more,
});
const iso = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString().slice(0, 16));
/** The starts on one UTC day. */
const onDay = (slots: { start: Date }[], day: string) => iso(slots).filter((start) => start.startsWith(day));

describe('free times across the changes of the clocks', () => {
  const nineToFive = everyDay(hours('09:00', '17:00'));

  it('offers 09:00 in New York on both sides of the March change: 14:00Z before it, 13:00Z after', () => {
    const slots = freeSlots(halfHour, [host('ny', 'America/New_York', nineToFive)], new Date('2026-03-06T00:00Z'));
    expect(onDay(slots, '2026-03-07')[0]).toBe('2026-03-07T14:00');
    expect(onDay(slots, '2026-03-08')[0]).toBe('2026-03-08T13:00');
    expect(onDay(slots, '2026-03-08')).toHaveLength(16);
  });

  it('offers 09:00 in New York on both sides of the November change: 13:00Z before it, 14:00Z after', () => {
    const slots = freeSlots(halfHour, [host('ny', 'America/New_York', nineToFive)], new Date('2026-10-30T00:00Z'));
    expect(onDay(slots, '2026-10-31')[0]).toBe('2026-10-31T13:00');
    expect(onDay(slots, '2026-11-01')[0]).toBe('2026-11-01T14:00');
  });

  it('gives hours spanning the night of a change one hour less in March and one more in November', () => {
    const night = everyDay(hours('00:00', '06:00'));
    const march = freeSlots(halfHour, [host('ny', 'America/New_York', night)], new Date('2026-03-06T00:00Z'));
    const november = freeSlots(halfHour, [host('ny', 'America/New_York', night)], new Date('2026-10-30T00:00Z'));
    const count = (slots: { start: Date }[], from: string, until: string) =>
      slots.filter((slot) => slot.start >= new Date(from) && slot.start < new Date(until)).length;
    // New York's midnight is 05:00Z in winter and 04:00Z in summer.
    expect(count(march, '2026-03-07T05:00Z', '2026-03-08T04:00Z')).toBe(12);
    expect(count(march, '2026-03-08T05:00Z', '2026-03-09T04:00Z')).toBe(10);
    expect(count(november, '2026-11-01T04:00Z', '2026-11-02T05:00Z')).toBe(14);
  });

  it('offers 09:00 in Paris on both sides of its March and October changes', () => {
    const march = freeSlots(halfHour, [host('paris', 'Europe/Paris', nineToFive)], new Date('2026-03-27T00:00Z'));
    expect(onDay(march, '2026-03-28')[0]).toBe('2026-03-28T08:00');
    expect(onDay(march, '2026-03-29')[0]).toBe('2026-03-29T07:00');
    const october = freeSlots(halfHour, [host('paris', 'Europe/Paris', nineToFive)], new Date('2026-10-23T00:00Z'));
    expect(onDay(october, '2026-10-24')[0]).toBe('2026-10-24T07:00');
    expect(onDay(october, '2026-10-25')[0]).toBe('2026-10-25T08:00');
  });
});

describe('free times across zones', () => {
  it('puts 09:00 in Kolkata at 03:30Z, its grid on the half hours of the local clock', () => {
    const slots = freeSlots(
      halfHour,
      [host('in', 'Asia/Kolkata', everyDay(hours('09:00', '11:00')))],
      new Date('2026-06-01T00:00Z'),
    );
    expect(onDay(slots, '2026-06-02')).toEqual([
      '2026-06-02T03:30',
      '2026-06-02T04:00',
      '2026-06-02T04:30',
      '2026-06-02T05:00',
    ]);
  });

  it('shows one instant on two calendars: 21:00Z on 15 June in London is 16 June in Auckland', () => {
    const slots = freeSlots(
      halfHour,
      [host('uk', 'Europe/London', everyDay(hours('22:00', '22:30')))],
      new Date('2026-06-14T00:00Z'),
    );
    const start = slots.find((slot) => slot.start.toISOString().startsWith('2026-06-15'))!.start;
    expect(start.toISOString()).toBe('2026-06-15T21:00:00.000Z');
    const dateIn = (timeZone: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(start);
    expect(dateIn('Europe/London')).toBe('2026-06-15');
    expect(dateIn('Pacific/Auckland')).toBe('2026-06-16');
  });

  it('merges members in Tokyo and Los Angeles by instant, a shared instant naming both', () => {
    // 09:00 in Tokyo (00:00Z) is 17:00 the day before in Los Angeles (summer time, UTC-7).
    const tokyo = host('tokyo', 'Asia/Tokyo', everyDay(hours('09:00', '10:00')));
    const angeles = host('la', 'America/Los_Angeles', everyDay(hours('16:30', '17:30')));
    const slots = freeSlots(halfHour, [tokyo, angeles], new Date('2026-07-01T00:00Z'), 4);
    expect(slots.map((slot) => [slot.start.toISOString().slice(0, 16), slot.memberIds])).toEqual([
      ['2026-07-01T00:00', ['tokyo', 'la']],
      ['2026-07-01T00:30', ['tokyo']],
      ['2026-07-01T23:30', ['la']],
      ['2026-07-02T00:00', ['tokyo', 'la']],
    ]);
  });
});

describe('what a start must leave free', () => {
  const buffered: MeetingTimes = { ...halfHour, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
  const now = new Date('2026-12-01T00:00Z');
  const busyAtTen = host('a', 'UTC', everyDay(hours('09:00', '13:00')), {
    busy: [blockedRange(buffered, new Date('2026-12-02T10:00Z'))],
  });

  it('keeps a meeting’s buffers and the next one’s free: 09:30 and 10:30 are taken, 09:00 and 11:00 are not', () => {
    expect(blockedRange(buffered, new Date('2026-12-02T10:00Z'))).toEqual({
      from: new Date('2026-12-02T09:45Z'),
      until: new Date('2026-12-02T10:45Z'),
    });
    const day = onDay(freeSlots(buffered, [busyAtTen], now), '2026-12-02');
    expect(day).toEqual([
      '2026-12-02T09:00',
      '2026-12-02T11:00',
      '2026-12-02T11:30',
      '2026-12-02T12:00',
      '2026-12-02T12:30',
    ]);
  });

  it('leaves out starts before the notice, past the horizon and on a day off, and stops at the limit', () => {
    const times = { ...halfHour, minNoticeMinutes: 120, horizonDays: 3 };
    const member = host('a', 'UTC', everyDay(hours('09:00', '12:00')), { daysOff: ['2026-12-02'] });
    const slots = freeSlots(times, [member], new Date('2026-12-01T08:30Z'));
    expect(iso(slots)[0]).toBe('2026-12-01T10:30');
    expect(onDay(slots, '2026-12-02')).toEqual([]);
    // Three days from 08:30 end on 4 December at 08:30, before its hours.
    expect(iso(slots).at(-1)).toBe('2026-12-03T11:30');
    expect(freeSlots(times, [member], new Date('2026-12-01T08:30Z'), 2)).toHaveLength(2);
  });

  it('agrees with the list for every start of a week, and refuses what the list leaves out', () => {
    const member = host('ny', 'America/New_York', everyDay(hours('09:00', '12:00'), hours('13:00', '17:00')), {
      daysOff: ['2026-03-10'],
      busy: [blockedRange(buffered, new Date('2026-03-09T15:00Z'))],
    });
    const from = new Date('2026-03-06T12:00Z');
    const listed = new Set(freeSlots(buffered, [member], from).map((slot) => slot.start.getTime()));
    for (let at = from.getTime(); at < from.getTime() + 7 * 86_400_000; at += 15 * 60_000)
      expect(isFreeStart(buffered, member, new Date(at), from), new Date(at).toISOString()).toBe(listed.has(at));
    expect(listed.size).toBeGreaterThan(50);
  });
});

describe('hours that begin in an hour the clocks skip or repeat', () => {
  it('start just after a skipped hour, 02:30 being 03:30, west and east of Greenwich alike', () => {
    const fromHalfPastTwo = everyDay(hours('02:30', '04:00'));
    const newYork = freeSlots(
      halfHour,
      [host('ny', 'America/New_York', fromHalfPastTwo)],
      new Date('2026-03-07T12:00Z'),
    );
    // 03:30 EDT is 07:30Z; the day before, 02:30 EST is 07:30Z too.
    expect(onDay(newYork, '2026-03-08')).toEqual(['2026-03-08T07:30']);
    const paris = freeSlots(halfHour, [host('paris', 'Europe/Paris', fromHalfPastTwo)], new Date('2026-03-28T12:00Z'));
    // 03:30 CEST is 01:30Z.
    expect(onDay(paris, '2026-03-29')).toEqual(['2026-03-29T01:30']);
  });

  it('start at the first of a repeated hour, west and east of Greenwich alike', () => {
    const fromHalfPastOne = everyDay(hours('01:30', '02:00'));
    const newYork = freeSlots(
      halfHour,
      [host('ny', 'America/New_York', fromHalfPastOne)],
      new Date('2026-10-31T12:00Z'),
    );
    // The first 01:30 on 1 November is still summer time (EDT, UTC-4): 05:30Z.
    expect(onDay(newYork, '2026-11-01')).toContain('2026-11-01T05:30');
    const paris = everyDay(hours('02:30', '03:00'));
    const slots = freeSlots(halfHour, [host('paris', 'Europe/Paris', paris)], new Date('2026-10-24T12:00Z'));
    // The first 02:30 on 25 October is still CEST (UTC+2): 00:30Z.
    expect(onDay(slots, '2026-10-25')).toContain('2026-10-25T00:30');
  });
});
