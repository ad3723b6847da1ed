/**
 * The moment a staff page is rendered and the member's time zone: what `StaffTime` reads to say
 * "3 hours ago" and the exact time. The staff guard states them once per request
 * (`Astro.locals.staffClock`) and a page hands them to its screen (`StaffClockOf`), so a screen
 * never reads the wall clock itself and a test states its own moment.
 */
export interface StaffClock {
  /** The request's moment, "now" for every relative time on the page. */
  now: Date;
  /** An IANA time zone (`Europe/Moscow`); `UTC` unless the member chose one. */
  timeZone: string;
}

/** An IANA name as the database spells it: each part begins with a capital (`America/Port-au-Prince`, `Etc/GMT+3`). */
const ianaSpelling = /^[A-Z][\w+-]*(?:\/[A-Z][\w+-]*)*$/;

/**
 * The runtime's own name for the time zone `value` (`Asia/Kolkata` is `Asia/Calcutta` on Node 24,
 * `Etc/UTC` is `UTC`), or undefined when it names none. Any name the platform's `Intl` takes is a
 * zone: `Intl.supportedValuesOf('timeZone')` lists only one name of each, leaving out valid ones
 * such as `Asia/Kolkata` and `Europe/Kyiv`. An offset (`+03:00`), which `Intl` takes too, is no
 * zone's name and follows no summer time, and a miscased name (`europe/moscow`) is refused.
 * Where a zone is kept, this name is kept, so two spellings of one zone compare equal.
 */
export function canonicalTimeZone(value: string): string | undefined {
  if (!ianaSpelling.test(value)) return undefined;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The time zones a member may choose: any IANA name the runtime knows (`canonicalTimeZone`), and UTC. */
export function isTimeZone(value: string): boolean {
  return canonicalTimeZone(value) !== undefined;
}

/** The zones a member is offered to choose from: UTC first, then the runtime's list (one name for each zone). */
export function offeredTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((each) => each !== 'UTC')];
}
