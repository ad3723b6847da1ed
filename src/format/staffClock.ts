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

/** The time zones a member may choose: the runtime's IANA zones, and UTC. */
export function isTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value);
}
