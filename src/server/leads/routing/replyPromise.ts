/**
 * The reply promise: a lead is answered within LEADS_REPLY_HOURS hours of working time
 * (LEADS_WORKING_HOURS in LEADS_WORKING_TIME_ZONE; all day, every day when unset). Pure
 * arithmetic on instants, with the zone's offsets read from the platform's `Intl`, so a change
 * to or from summer time is counted as the clock on the wall shows it.
 */

import { instantOfWall, wallDay } from '../../../format/zoneTime.ts';
import { dayIndex, parseClockRange, weekdays } from '../../meetings/weeklyHours.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The longest stretch searched for working time: a schedule with none in a year is refused when read. */
const MAX_DAYS = 400;

/** Working hours per weekday (0 Monday … 6 Sunday): minutes after local midnight, `[open, close)`; none on a day off. */
export type WorkingWeek = ([open: number, close: number] | undefined)[];

/** What the promise needs: how many working hours, which hours work, in which zone. */
export interface ReplyPromise {
  hours: number;
  /** Undefined: the clock runs all day, every day. */
  week?: WorkingWeek;
  timeZone: string;
}

const entryPattern = /^([A-Za-z]{3})(?:-([A-Za-z]{3}))?\s+(\d\d:\d\d-\d\d:\d\d)$/;

/**
 * Reads LEADS_WORKING_HOURS: entries separated by commas, each a day or a range of days and
 * the hours, `Mon-Fri 09:00-18:00, Sat 10:00-14:00`. Throws a RangeError saying what is wrong.
 */
export function parseWorkingHours(text: string): WorkingWeek {
  const week: WorkingWeek = Array.from({ length: 7 }, () => undefined);
  for (const entry of text.split(',').map((part) => part.trim())) {
    const match = entryPattern.exec(entry);
    if (!match) throw new RangeError(`"${entry}" is not days and hours like Mon-Fri 09:00-18:00`);
    const [, first = '', last, clockRange = ''] = match;
    const from = dayIndex(first);
    const to = last === undefined ? from : dayIndex(last);
    if (from < 0 || to < 0) throw new RangeError(`"${entry}": days are ${weekdays.join(', ')}`);
    const hours = parseClockRange(clockRange);
    if (typeof hours === 'string')
      throw new RangeError(`"${entry}": the hours run from 00:00 to 24:00, opening before closing`);
    for (let day = from; ; day = (day + 1) % 7) {
      if (week[day]) throw new RangeError(`"${entry}": ${weekdays[day]} is given twice`);
      week[day] = hours;
      if (day === to) break;
    }
  }
  return week;
}

/** The instant the wall clock of `timeZone` shows `minutes` after midnight of the day `day` (a UTC-midnight date standing for that calendar day). */
function wallTime(day: number, minutes: number, timeZone: string): number {
  return instantOfWall(day + minutes * MINUTE_MS, timeZone);
}

/** The working window of the calendar day `day`, as instants; none on a day off. */
function windowOf(day: number, week: WorkingWeek, timeZone: string): [number, number] | undefined {
  const hours = week[(new Date(day).getUTCDay() + 6) % 7];
  return hours && [wallTime(day, hours[0], timeZone), wallTime(day, hours[1], timeZone)];
}

/**
 * When a lead that arrived at `arrival` must be answered: `hours` of working time later. A lead
 * that arrives outside working hours starts the clock when they next begin.
 */
export function replyDeadline(promise: ReplyPromise, arrival: Date): Date {
  let left = promise.hours * HOUR_MS;
  const start = arrival.getTime();
  if (!promise.week) return new Date(start + left);
  for (let day = wallDay(start, promise.timeZone), count = 0; count < MAX_DAYS; day += 86_400_000, count++) {
    const window = windowOf(day, promise.week, promise.timeZone);
    if (!window) continue;
    const from = Math.max(start, window[0]);
    if (from >= window[1]) continue;
    if (left <= window[1] - from) return new Date(from + left);
    left -= window[1] - from;
  }
  throw new RangeError('No working hours within a year');
}

/**
 * The latest arrival whose deadline is `at` or earlier: a lead that arrived then or before and
 * is still unanswered at `at` is overdue. `replyDeadline` counted backwards, so a store can
 * find overdue leads by their arrival time alone.
 */
export function arrivedBy(promise: ReplyPromise, at: Date): Date {
  let left = promise.hours * HOUR_MS;
  const end = at.getTime();
  if (!promise.week) return new Date(end - left);
  for (let day = wallDay(end, promise.timeZone), count = 0; count < MAX_DAYS; day -= 86_400_000, count++) {
    const window = windowOf(day, promise.week, promise.timeZone);
    if (!window) continue;
    const to = Math.min(end, window[1]);
    if (to <= window[0]) continue;
    if (left <= to - window[0]) return new Date(to - left);
    left -= to - window[0];
  }
  throw new RangeError('No working hours within a year');
}

/** Where a lead stands against the promise at `now`. */
export type PromiseState =
  | { state: 'waiting'; deadline: Date; overdue: boolean; again?: true }
  | { state: 'answered'; deadline: Date; after: number; inTime: boolean }
  | { state: 'none' };

/**
 * A lead's place in the promise: waiting for its first answer (overdue once the deadline is
 * reached), answered (how long after arrival, in milliseconds of the clock on the wall), or none
 * (closed or spam without an answer). A lead whose visitor wrote back (`awaitingSince`) waits
 * again, `again`, its deadline counted from their mail.
 */
export function promiseState(
  promise: ReplyPromise,
  lead: { createdAt: Date; status: string; firstResponseAt: Date | null; awaitingSince?: Date | null },
  now: Date,
): PromiseState {
  if (lead.awaitingSince) {
    const deadline = replyDeadline(promise, lead.awaitingSince);
    return { state: 'waiting', deadline, overdue: now >= deadline, again: true };
  }
  const deadline = replyDeadline(promise, lead.createdAt);
  if (lead.firstResponseAt)
    return {
      state: 'answered',
      deadline,
      after: lead.firstResponseAt.getTime() - lead.createdAt.getTime(),
      inTime: lead.firstResponseAt <= deadline,
    };
  if (lead.status !== 'new') return { state: 'none' };
  return { state: 'waiting', deadline, overdue: now >= deadline };
}

/** The promise of the settings' defaults: a day, the clock running all day, every day. */
export const defaultReplyPromise: ReplyPromise = { hours: 24, timeZone: 'UTC' };

/** The promise the settings describe. */
export function replyPromiseOf(settings: {
  LEADS_REPLY_HOURS: number;
  LEADS_WORKING_HOURS?: WorkingWeek | undefined;
  LEADS_WORKING_TIME_ZONE: string;
}): ReplyPromise {
  return {
    hours: settings.LEADS_REPLY_HOURS,
    timeZone: settings.LEADS_WORKING_TIME_ZONE,
    ...(settings.LEADS_WORKING_HOURS ? { week: settings.LEADS_WORKING_HOURS } : {}),
  };
}
