/**
 * When a member meets visitors, as they type it on their account: weekly hours one line per
 * weekday, each with one or more ranges (`Mon 09:00-12:00, 13:00-17:30`), and days off as dates.
 * Pure text to data and back; the day names and the clock ranges are the ones the reply promise's
 * working hours read too (`leads/routing/replyPromise.ts`).
 */
import type { WeeklyHours } from './freeTimes.ts';

/** The weekdays as hours are typed, Monday first: a day's index in a week's hours. */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A weekday's index (0 Monday … 6 Sunday) by its abbreviation in any case; -1 for none. */
export const dayIndex = (name: string) => weekdays.findIndex((day) => day.toLowerCase() === name.toLowerCase());

const clockRangePattern = /^(\d\d?):(\d\d)\s*-\s*(\d\d?):(\d\d)$/;

/** What a range of hours may be: `09:00-17:30`, opening before closing, within 00:00–24:00. */
export type ClockRange = [from: number, to: number];

/**
 * `09:00-17:30` as minutes after midnight, `[from, to)`; 'format' when it is not two clock times,
 * 'range' when they are not within 00:00–24:00 with the first before the second.
 */
export function parseClockRange(text: string): ClockRange | 'format' | 'range' {
  const match = clockRangePattern.exec(text.trim());
  if (!match) return 'format';
  const [, fromH, fromM, toH, toM] = match.map(Number) as number[];
  const from = fromH! * 60 + fromM!;
  const to = toH! * 60 + toM!;
  if (fromM! > 59 || toM! > 59 || from >= to || to > 24 * 60) return 'range';
  return [from, to];
}

/** Why a line of hours was refused: a key of the staff catalog's `meetings.hours.problems`. */
export type WeeklyHoursProblem = 'format' | 'day' | 'dayTwice' | 'range' | 'overlap';

/** A line of weekly hours that could not be read: its number (from 1), its text and what is wrong with it. */
export class WeeklyHoursError extends RangeError {
  readonly line: number;
  readonly text: string;
  readonly problem: WeeklyHoursProblem;

  // Fields set by hand: the server runs its TypeScript with the types stripped, which has no parameter properties.
  constructor(line: number, text: string, problem: WeeklyHoursProblem) {
    super(`Line ${line} ("${text}"): ${problem}`);
    this.name = 'WeeklyHoursError';
    this.line = line;
    this.text = text;
    this.problem = problem;
  }
}

/**
 * Reads weekly hours: a line per weekday with hours, `Mon 09:00-12:00, 13:00-17:30`; a day with no
 * line has none, empty lines are skipped. A day's ranges are kept in order and may touch but not
 * overlap. Throws a WeeklyHoursError naming the first line it cannot read.
 */
export function parseWeeklyHours(text: string): WeeklyHours {
  const week: WeeklyHours = weekdays.map(() => []);
  const given = new Set<number>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line) continue;
    const refuse = (problem: WeeklyHoursProblem) => new WeeklyHoursError(index + 1, line, problem);
    const [, name = '', ranges = ''] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (!name) throw refuse('format');
    const day = dayIndex(name);
    if (day < 0) throw refuse('day');
    if (given.has(day)) throw refuse('dayTwice');
    given.add(day);
    const hours: ClockRange[] = [];
    for (const part of ranges.split(',')) {
      const range = parseClockRange(part);
      if (typeof range === 'string') throw refuse(range);
      hours.push(range);
    }
    hours.sort((a, b) => a[0] - b[0]);
    if (hours.some((range, at) => at > 0 && range[0] < hours[at - 1]![1])) throw refuse('overlap');
    week[day] = hours;
  }
  return week;
}

/** Minutes after midnight as `HH:MM` (the end of the day as 24:00). */
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Weekly hours as `parseWeeklyHours` reads them: a line per day with hours, Monday first. */
export function formatWeeklyHours(weekly: WeeklyHours): string {
  return weekdays
    .flatMap((name, day) => {
      const hours = weekly[day] ?? [];
      return hours.length ? [`${name} ${hours.map(([from, to]) => `${clock(from)}-${clock(to)}`).join(', ')}`] : [];
    })
    .join('\n');
}

/** A date as a member types a day off: `YYYY-MM-DD`, a day the calendar has. */
const isDate = (value: string) => {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(value) ? Date.parse(`${value}T00:00:00Z`) : NaN;
  // The platform reads 2026-02-30 as March 2nd: only a date it writes back the same is one.
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(value);
};

/**
 * Reads days off typed one per line or separated by commas or spaces: the dates in order, each
 * once; `{ refused }` names the first that is no `YYYY-MM-DD` date.
 */
export function parseDaysOff(text: string): { days: string[] } | { refused: string } {
  const typed = text.split(/[\s,]+/).filter(Boolean);
  const refused = typed.find((value) => !isDate(value));
  return refused === undefined ? { days: [...new Set(typed)].sort() } : { refused };
}
