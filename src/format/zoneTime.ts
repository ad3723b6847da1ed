/**
 * Wall-clock time in a time zone: the zone's offsets read from the platform's `Intl`, for the
 * working hours of a reply promise and of a meeting host, the days of the meeting agenda, and
 * the moment a member types in a `datetime-local` field (which has no zone: it is the member's own).
 */

/** Formatters per zone, made once. */
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in milliseconds (`+3 h` in Moscow). */
function offsetAt(instant: number, timeZone: string): number {
  let format = zoneFormatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zoneFormatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  const wall = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/** The calendar day `timeZone`'s wall clock shows at `instant`, as the UTC midnight standing for that date. */
export function wallDay(instant: number, timeZone: string): number {
  const wall = instant + offsetAt(instant, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** Half a day: further than any change of the clocks moves them, nearer than two changes lie. */
const HALF_DAY_MS = 43_200_000;

/**
 * The instant `timeZone`'s wall clock shows `wall` (a UTC instant standing for that wall time).
 * A wall time shown twice (the clocks going back) is its first instant; one skipped (the clocks
 * going forward) is read with the offset before the change, so 02:30 becomes 03:30: as
 * Temporal's `compatible` choice, the same east and west of Greenwich.
 */
export function instantOfWall(wall: number, timeZone: string): number {
  const before = offsetAt(wall - HALF_DAY_MS, timeZone);
  const after = offsetAt(wall + HALF_DAY_MS, timeZone);
  const shown = [wall - before, wall - after].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  return shown.length ? Math.min(...shown) : wall - before;
}

/**
 * The instants `timeZone`'s clock shows midnight on each calendar day from `first` to `last` (UTC
 * midnights standing for the dates), and on the day after. Each midnight is first guessed with
 * the offset of the one before, which one reading of the zone confirms on every day but those the
 * clocks change around midnight: about a quarter of `instantOfWall`'s cost a day.
 */
export function midnightsOf(first: number, last: number, timeZone: string): number[] {
  const midnights = [instantOfWall(first, timeZone)];
  for (let day = first + DAY_MS; day <= last + DAY_MS; day += DAY_MS) {
    const offset = day - DAY_MS - midnights.at(-1)!;
    const guess = day - offset;
    midnights.push(offsetAt(guess, timeZone) === offset ? guess : instantOfWall(day, timeZone));
  }
  return midnights;
}

/** The moment a `datetime-local` value (`2026-12-01T09:30`) names in `timeZone`, else undefined. */
export function fromLocalInput(value: string, timeZone: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  return new Date(instantOfWall(wall, timeZone));
}

/** `at` as a `datetime-local` value on `timeZone`'s wall clock. */
export function toLocalInput(at: Date, timeZone: string): string {
  return new Date(at.getTime() + offsetAt(at.getTime(), timeZone)).toISOString().slice(0, 16);
}
