import { createContext, useContext, type ReactNode } from 'react';
import type { StaffLang } from '../../i18n/languages';
import type { StaffClock } from '../../format/staffClock';
import { staffDateTime, staffFormatter, staffLocales } from '../../format/staffDate';

const relative: Record<StaffLang, Intl.RelativeTimeFormat> = {
  en: new Intl.RelativeTimeFormat(staffLocales.en, { numeric: 'auto' }),
  ru: new Intl.RelativeTimeFormat(staffLocales.ru, { numeric: 'auto' }),
};

/** A day (`YYYY-MM-DD`, a chart's day in UTC, not a moment) as day and month: "8 Mar", "8 мар.". */
export function staffDay(lang: StaffLang, day: string): string {
  return staffFormatter(lang, 'UTC', { day: 'numeric', month: 'short' }).format(new Date(`${day}T00:00:00Z`));
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long before or after `now` a moment is, in words and in the member's language: "now",
 * "5 minutes ago", "3 hours ago", "yesterday", "in 2 days", "2 months ago", "last year". The
 * largest unit that fits, rounded down, so "3 hours ago" is 3 to 4 hours.
 */
export function staffRelativeTime(lang: StaffLang, at: Date, now: Date): string {
  const seconds = (at.getTime() - now.getTime()) / 1000;
  const size = Math.abs(seconds);
  const sign = seconds < 0 ? -1 : 1;
  const count = (unit: number) => sign * Math.floor(size / unit);
  const words = relative[lang];
  if (size < MINUTE) return words.format(0, 'second');
  if (size < HOUR) return words.format(count(MINUTE), 'minute');
  if (size < DAY) return words.format(count(HOUR), 'hour');
  if (size < 30 * DAY) return words.format(count(DAY), 'day');
  if (size < 365 * DAY) return words.format(count(30 * DAY), 'month');
  return words.format(count(365 * DAY), 'year');
}

/** A span of time in the member's language, the largest unit that fits, rounded down like `staffRelativeTime`: "45 min", "5 hr", "3 days"; "5 ч". */
export function staffDuration(lang: StaffLang, ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  const [value, unit] =
    seconds < HOUR
      ? [seconds / MINUTE, 'minute']
      : seconds < 2 * DAY
        ? [seconds / HOUR, 'hour']
        : [seconds / DAY, 'day'];
  return new Intl.NumberFormat(staffLocales[lang], {
    style: 'unit',
    unit,
    unitDisplay: unit === 'day' ? 'long' : 'short',
  }).format(Math.floor(value));
}

/**
 * A moment on a staff screen, the one way the staff area shows one: how long ago ("3 hours ago",
 * from the render's moment), the exact time in the member's time zone on hover (`title`) and for
 * screen readers (read after it), and the instant for machines (`datetime`). The clock is the
 * one given (`clock`, where a page renders a time on its own), else the screen's (`StaffClockOf`);
 * without one, the exact time in UTC alone.
 */
export function StaffTime({ lang, at, clock: given }: { lang: StaffLang; at: Date; clock?: StaffClock | undefined }) {
  const around = useStaffClock();
  const clock = given ?? around;
  const exact = staffDateTime(lang, at, clock?.timeZone);
  if (!clock) return <time dateTime={at.toISOString()}>{exact}</time>;
  return (
    <time dateTime={at.toISOString()} title={exact}>
      {staffRelativeTime(lang, at, clock.now)}
      <span className="visually-hidden"> ({exact})</span>
    </time>
  );
}

/** The clock a screen is rendered with: the request's on the server, the same one again in the browser. */
const ScreenClock = createContext<StaffClock | undefined>(undefined);

/** The clock of the screen under way (`StaffClockOf`), if one was given: "now" and the member's time zone. */
export const useStaffClock = (): StaffClock | undefined => useContext(ScreenClock);

/**
 * Gives the `StaffTime`s of a screen the request's clock (`Astro.locals.staffClock`, which a page
 * passes to its screen's `clock` prop), so each reads the same "now" in the member's time zone.
 * A hydrated screen (an island) carries it in its props, so the browser renders the very text the
 * server sent: without it the browser would show other text, React would throw the server's
 * markup away and rebuild it, and a click landing meanwhile would be lost. Without a clock of its
 * own it keeps the one around it.
 */
export function StaffClockOf({ clock, children }: { clock: StaffClock | undefined; children: ReactNode }) {
  const around = useStaffClock();
  return <ScreenClock value={clock ?? around}>{children}</ScreenClock>;
}
