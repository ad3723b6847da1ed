/**
 * The moment a staff page is rendered and the member's time zone: what `StaffTime` reads to say
 * "3 hours ago" and the exact time. The server states them once per request
 * (`src/server/staff/clock.ts`, set by the staff guard), so a screen never reads the wall clock
 * itself and a test states its own moment.
 */
export interface StaffClock {
  /** The request's moment, "now" for every relative time on the page. */
  now: Date;
  /** An IANA time zone (`Europe/Moscow`); `UTC` unless the member chose one. */
  timeZone: string;
}

let current: () => StaffClock | undefined = () => undefined;

/** Where the clock of the render under way is read; the server registers its per-request store. */
export function readStaffClockFrom(source: () => StaffClock | undefined): void {
  current = source;
}

/** The clock of the render under way, if one was stated. */
export const staffClock = (): StaffClock | undefined => current();

/** The time zones a member may choose: the runtime's IANA zones, and UTC. */
export function isTimeZone(value: string): boolean {
  return value === 'UTC' || Intl.supportedValuesOf('timeZone').includes(value);
}
