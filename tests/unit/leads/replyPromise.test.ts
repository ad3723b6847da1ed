import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../../src/server/env';
import {
  arrivedBy,
  parseWorkingHours,
  promiseState,
  replyDeadline,
  replyPromiseOf,
  type ReplyPromise,
} from '../../../src/server/leads/routing/replyPromise';
import { staffDuration } from '../../../src/components/staff/StaffTime';

const at = (iso: string) => new Date(iso);
/** A promise of `hours` working hours, Monday to Friday 09:00 to 18:00 in `timeZone`. */
const officeHours = (hours: number, timeZone = 'UTC'): ReplyPromise => ({
  hours,
  timeZone,
  week: parseWorkingHours('Mon-Fri 09:00-18:00'),
});

describe('the reply deadline', () => {
  it('is the reply hours after arrival when the clock runs all day, every day', () => {
    const promise: ReplyPromise = { hours: 24, timeZone: 'UTC' };
    expect(replyDeadline(promise, at('2026-11-28T23:30:00Z'))).toEqual(at('2026-11-29T23:30:00Z'));
    expect(arrivedBy(promise, at('2026-11-29T23:30:00Z'))).toEqual(at('2026-11-28T23:30:00Z'));
  });

  it('counts only working hours: a Monday 10:00 lead with 24 h of 09:00-18:00 is due Wednesday 16:00', () => {
    // Monday 8 h, Tuesday 9 h, Wednesday the last 7 h.
    expect(replyDeadline(officeHours(24), at('2026-11-23T10:00:00Z'))).toEqual(at('2026-11-25T16:00:00Z'));
  });

  it('skips the weekend: a Friday 17:00 lead is due the next Wednesday 14:00', () => {
    expect(replyDeadline(officeHours(24), at('2026-11-27T17:00:00Z'))).toEqual(at('2026-12-02T14:00:00Z'));
  });

  it('starts the clock when work starts for a lead that arrives at night or on a Saturday', () => {
    expect(replyDeadline(officeHours(24), at('2026-11-24T02:00:00Z'))).toEqual(at('2026-11-26T15:00:00Z'));
    expect(replyDeadline(officeHours(2), at('2026-11-28T11:00:00Z'))).toEqual(at('2026-11-30T11:00:00Z'));
    // After closing, the next morning.
    expect(replyDeadline(officeHours(2), at('2026-11-23T18:00:00Z'))).toEqual(at('2026-11-24T11:00:00Z'));
  });

  it('ends at closing time when the hours fill the day exactly', () => {
    expect(replyDeadline(officeHours(9), at('2026-11-23T09:00:00Z'))).toEqual(at('2026-11-23T18:00:00Z'));
  });

  it('keeps the wall clock of the zone across a change to summer time and back', () => {
    // Berlin moves from UTC+1 to UTC+2 on Sunday 29 March 2026: Friday 17:00 is 16:00 UTC, Monday 09:00 is 07:00 UTC.
    expect(replyDeadline(officeHours(2, 'Europe/Berlin'), at('2026-03-27T16:00:00Z'))).toEqual(
      at('2026-03-30T08:00:00Z'),
    );
    // And back on Sunday 25 October 2026: Friday 17:00 is 15:00 UTC, Monday 10:00 is 09:00 UTC.
    expect(replyDeadline(officeHours(2, 'Europe/Berlin'), at('2026-10-23T15:00:00Z'))).toEqual(
      at('2026-10-26T09:00:00Z'),
    );
    // All day, every day in Berlin: the 23-hour Sunday counts as 23 hours, so a day's promise is 24 real hours.
    const allDay: ReplyPromise = {
      hours: 24,
      timeZone: 'Europe/Berlin',
      week: parseWorkingHours('Mon-Sun 00:00-24:00'),
    };
    expect(replyDeadline(allDay, at('2026-03-28T11:00:00Z'))).toEqual(at('2026-03-29T11:00:00Z'));
  });

  it('finds overdue leads by arrival: the latest arrival due by a moment, the weekend before included', () => {
    const promise = officeHours(24);
    expect(arrivedBy(promise, at('2026-11-25T16:00:00Z'))).toEqual(at('2026-11-23T10:00:00Z'));
    // Monday 18:00 with a 9-hour promise: a lead from Monday 09:00 or earlier (the weekend's too) is due.
    const nine = officeHours(9);
    const cutoff = arrivedBy(nine, at('2026-11-23T18:00:00Z'));
    expect(cutoff).toEqual(at('2026-11-23T09:00:00Z'));
    expect(replyDeadline(nine, at('2026-11-22T12:00:00Z'))).toEqual(at('2026-11-23T18:00:00Z'));
    for (const arrival of [
      '2026-11-20T17:59:00Z',
      '2026-11-21T03:00:00Z',
      '2026-11-23T08:00:00Z',
      '2026-11-23T09:01:00Z',
      '2026-11-24T12:00:00Z',
    ]) {
      const overdue = replyDeadline(nine, at(arrival)) <= at('2026-11-23T18:00:00Z');
      expect(at(arrival) <= cutoff, arrival).toBe(overdue);
    }
  });
});

describe('LEADS_WORKING_HOURS', () => {
  it('reads days, ranges (wrapping past Sunday) and hours up to 24:00', () => {
    const week = parseWorkingHours('Mon-Fri 09:00-18:00, Sat 10:00-14:00');
    expect(week).toEqual([[540, 1080], [540, 1080], [540, 1080], [540, 1080], [540, 1080], [600, 840], undefined]);
    expect(parseWorkingHours('sun-mon 00:00-24:00')).toEqual([
      [0, 1440],
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      [0, 1440],
    ]);
  });

  it('refuses anything else, and a bad value stops the start naming the setting', () => {
    expect(() => parseWorkingHours('Mon-Fri 9-18')).toThrow(/not days and hours/);
    expect(() => parseWorkingHours('Mon-Fri 18:00-09:00')).toThrow(/opening before closing/);
    expect(() => parseWorkingHours('Mon-Fri 09:00-18:00, Fri 10:00-12:00')).toThrow(/Fri is given twice/);
    expect(() => parseWorkingHours('Mon-Xyz 09:00-18:00')).toThrow(/days are Mon/);
    expect(() => parseEnv({ LEADS_WORKING_HOURS: 'weekdays 9 to 6' })).toThrow(
      /LEADS_WORKING_HOURS: "weekdays 9 to 6" is not days and hours/,
    );
    expect(() => parseEnv({ LEADS_WORKING_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /LEADS_WORKING_TIME_ZONE: an IANA time zone/,
    );
    expect(() => parseEnv({ LEADS_REPLY_HOURS: '0' })).toThrow(/LEADS_REPLY_HOURS/);
    expect(() => parseEnv({ LEADS_REMINDER_BEFORE_MINUTES: 'soon' })).toThrow(/LEADS_REMINDER_BEFORE_MINUTES/);
  });

  it('defaults to a day, all day every day in UTC, a reminder two hours before', () => {
    const settings = parseEnv({});
    expect(replyPromiseOf(settings)).toEqual({ hours: 24, timeZone: 'UTC' });
    expect(settings.LEADS_REMINDER_BEFORE_MINUTES).toBe(120);
    expect(
      replyPromiseOf(
        parseEnv({
          LEADS_REPLY_HOURS: '8',
          LEADS_WORKING_HOURS: 'Mon-Fri 09:00-17:00',
          LEADS_WORKING_TIME_ZONE: 'Europe/Moscow',
        }),
      ),
    ).toMatchObject({ hours: 8, timeZone: 'Europe/Moscow' });
  });
});

describe('a lead against the promise', () => {
  const promise: ReplyPromise = { hours: 24, timeZone: 'UTC' };
  const arrived = at('2026-11-20T10:00:00Z');
  it('waits, then is overdue from its deadline on; answered in time or late; closed unanswered is out of it', () => {
    expect(
      promiseState(promise, { createdAt: arrived, status: 'new', firstResponseAt: null }, at('2026-11-21T05:00:00Z')),
    ).toEqual({ state: 'waiting', deadline: at('2026-11-21T10:00:00Z'), overdue: false });
    expect(
      promiseState(promise, { createdAt: arrived, status: 'new', firstResponseAt: null }, at('2026-11-21T10:00:00Z')),
    ).toMatchObject({ state: 'waiting', overdue: true });
    expect(
      promiseState(
        promise,
        { createdAt: arrived, status: 'contacted', firstResponseAt: at('2026-11-20T13:00:00Z') },
        arrived,
      ),
    ).toMatchObject({ state: 'answered', after: 3 * 3_600_000, inTime: true });
    expect(
      promiseState(
        promise,
        { createdAt: arrived, status: 'won', firstResponseAt: at('2026-11-22T10:00:00Z') },
        arrived,
      ),
    ).toMatchObject({ state: 'answered', inTime: false });
    expect(promiseState(promise, { createdAt: arrived, status: 'spam', firstResponseAt: null }, arrived)).toEqual({
      state: 'none',
    });
  });

  it('says how long in the member’s language, rounded down', () => {
    // The platform's short units: "min" or "mins", "hr" or "hrs" by its version of the locale data.
    expect(staffDuration('en', 45 * 60_000 + 59_000)).toMatch(/^45 mins?$/);
    expect(staffDuration('en', 5 * 3_600_000 + 59 * 60_000)).toMatch(/^5 hrs?$/);
    expect(staffDuration('en', 3 * 86_400_000 + 5)).toBe('3 days');
    expect(staffDuration('ru', 5 * 3_600_000)).toBe('5 ч');
    expect(staffDuration('ru', 2 * 86_400_000)).toBe('2 дня');
  });
});
