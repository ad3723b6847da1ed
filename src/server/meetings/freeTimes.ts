/**
 * The free times of a meeting type: each member's weekly hours on their own wall clock, less
 * their days off and the times already taken, on the type's grid, within its notice and horizon.
 * Pure arithmetic on instants; a zone's offsets come from the platform's `Intl`
 * (`format/zoneTime.ts`), so a day on which the clocks change has the hours its wall clock shows.
 */
import { instantOfWall, midnightsOf, wallDay } from '../../format/zoneTime.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Working hours per weekday (0 Monday … 6 Sunday): intervals of minutes after local midnight, `[from, to)`. */
export type WeeklyHours = [from: number, to: number][][];

/** A member who takes meetings, as the free times need them. */
export interface HostSchedule {
  memberId: string;
  /** An IANA name: the wall clock the hours and days off are on. */
  timeZone: string;
  weekly: WeeklyHours;
  /** Dates (`YYYY-MM-DD`) on the member's calendar with no meetings. */
  daysOff: string[];
  /** Times already taken, buffers included. */
  busy: { from: Date; until: Date }[];
}

/** What a meeting type says about time. */
export interface MeetingTimes {
  minutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** The earliest start is this long after now. */
  minNoticeMinutes: number;
  /** Starts lie before now plus this many days. */
  horizonDays: number;
  /** Starts lie every this many minutes from the start of each interval of hours. */
  stepMinutes: number;
}

/** A free start, with every member free then. */
export interface FreeSlot {
  start: Date;
  end: Date;
  memberIds: string[];
}

/** The meeting starting at `start` with its buffers: the range the store's exclusion constraint compares. */
export function blockedRange(times: MeetingTimes, start: Date): { from: Date; until: Date } {
  const at = start.getTime();
  return {
    from: new Date(at - times.bufferBeforeMinutes * MINUTE_MS),
    until: new Date(at + (times.minutes + times.bufferAfterMinutes) * MINUTE_MS),
  };
}

/** Monday 0 … Sunday 6 of a UTC midnight standing for a wall date. */
const weekdayOf = (day: number) => (new Date(day).getUTCDay() + 6) % 7;

/**
 * The instant of each wall time of the calendar day `day` on `timeZone`'s clock, given the
 * instants its midnight and the next one are. A day 24 hours long has one offset throughout, so
 * its wall times are read by subtraction; only a day on which the clocks change asks `Intl` for
 * each (`instantOfWall`).
 */
function dayClock(day: number, midnight: number, nextMidnight: number, timeZone: string): (wall: number) => number {
  if (nextMidnight - midnight === DAY_MS) return (wall) => wall - day + midnight;
  return (wall) => instantOfWall(wall, timeZone);
}

/** Every start of one host on its grid within its hours and not on a day off, from `from` to `until` (instants). */
function gridStarts(times: MeetingTimes, host: HostSchedule, from: number, until: number): number[] {
  const starts: number[] = [];
  const daysOff = new Set(host.daysOff);
  const length = times.minutes * MINUTE_MS;
  const step = times.stepMinutes * MINUTE_MS;
  // From the day before `from` on the member's calendar: an interval of yesterday may run into it.
  const first = wallDay(from, host.timeZone) - DAY_MS;
  const midnights = midnightsOf(first, wallDay(until, host.timeZone), host.timeZone);
  for (let index = 0, day = first; index < midnights.length - 1; index++, day += DAY_MS) {
    const intervals = host.weekly[weekdayOf(day)] ?? [];
    if (intervals.length && !daysOff.has(new Date(day).toISOString().slice(0, 10))) {
      const instantOf = dayClock(day, midnights[index]!, midnights[index + 1]!, host.timeZone);
      for (const [open, close] of intervals) {
        const opens = instantOf(day + open * MINUTE_MS);
        const closes = instantOf(day + close * MINUTE_MS);
        for (let start = opens; start + length <= closes; start += step)
          if (start >= from && start < until) starts.push(start);
      }
    }
  }
  return starts;
}

/** A host's taken times as instants, earliest first: what `clearOfBusy` searches. */
function takenRanges(host: HostSchedule): [from: number, until: number][] {
  return host.busy
    .map((taken): [number, number] => [taken.from.getTime(), taken.until.getTime()])
    .sort((a, b) => a[0] - b[0]);
}

/**
 * Whether the meeting at `start` leaves the taken times `taken` (earliest first) alone; touching is
 * not overlapping. Taken times do not overlap one another (the store's constraint), so those
 * ending after the meeting's blocked range begins are found by a binary search, and only the
 * first of them can reach into it.
 */
function clearOfBusy(times: MeetingTimes, taken: [number, number][], start: number): boolean {
  const from = start - times.bufferBeforeMinutes * MINUTE_MS;
  const until = start + (times.minutes + times.bufferAfterMinutes) * MINUTE_MS;
  let low = 0;
  let high = taken.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (taken[middle]![1] <= from) low = middle + 1;
    else high = middle;
  }
  return low === taken.length || taken[low]![0] >= until;
}

/** The first and the last instant a start may take now: after the notice, before the horizon. */
function window(times: MeetingTimes, now: Date): [from: number, until: number] {
  const from = now.getTime() + times.minNoticeMinutes * MINUTE_MS;
  return [from, now.getTime() + times.horizonDays * DAY_MS];
}

/** Every free start within the horizon, earliest first; a start several hosts share lists them all, in `hosts` order. */
export function freeSlots(times: MeetingTimes, hosts: HostSchedule[], now: Date, limit = Infinity): FreeSlot[] {
  const [from, until] = window(times, now);
  const byStart = new Map<number, string[]>();
  for (const host of hosts) {
    const taken = takenRanges(host);
    for (const start of gridStarts(times, host, from, until))
      if (clearOfBusy(times, taken, start)) {
        const members = byStart.get(start);
        if (!members) byStart.set(start, [host.memberId]);
        else if (!members.includes(host.memberId)) members.push(host.memberId);
      }
  }
  return [...byStart.keys()]
    .sort((a, b) => a - b)
    .slice(0, limit)
    .map((start) => ({
      start: new Date(start),
      end: new Date(start + times.minutes * MINUTE_MS),
      memberIds: byStart.get(start)!,
    }));
}

/** Whether `start` is one of the host's free starts: on its grid, within hours, no day off, not taken, within notice and horizon. */
export function isFreeStart(times: MeetingTimes, host: HostSchedule, start: Date, now: Date): boolean {
  const [from, until] = window(times, now);
  const at = start.getTime();
  if (at < from || at >= until) return false;
  return gridStarts(times, host, at, at + 1).includes(at) && clearOfBusy(times, takenRanges(host), at);
}
