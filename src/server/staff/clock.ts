/**
 * The staff pages' clock per request: the moment the request arrived and the member's time zone,
 * held in an AsyncLocalStorage for the length of the render so every `StaffTime` on the page
 * reads the same "now" without it being passed through each screen's props.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readStaffClockFrom, type StaffClock } from '../../format/staffClock.ts';

const clocks = new AsyncLocalStorage<StaffClock>();
readStaffClockFrom(() => clocks.getStore());

/** Runs `work` (a render) with `clock` as the staff clock. */
export function withStaffClock<T>(clock: StaffClock, work: () => T): T {
  return clocks.run(clock, work);
}

/** The member chose another time zone while this request runs (the account screen): the rest of the page shows it. */
export function restateTimeZone(timeZone: string): void {
  const clock = clocks.getStore();
  if (clock) clock.timeZone = timeZone;
}
