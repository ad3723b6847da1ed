/**
 * Dates as the staff area writes them, in a member's language and a time zone: day before
 * month, 24-hour time. Plain TypeScript, so the server's mails write the very text the staff
 * screens show (`StaffTime`).
 */
import type { StaffLang } from '../i18n/languages.ts';

/** The locale of each staff language: day before month, 24-hour time. */
export const staffLocales: Record<StaffLang, string> = { en: 'en-GB', ru: 'ru-RU' };

/** Formatters made once per language, time zone and options. */
const made = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `lang` in `timeZone` with `options`, made once. */
export function staffFormatter(
  lang: StaffLang,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${JSON.stringify(options)}`;
  let found = made.get(key);
  if (!found) made.set(key, (found = new Intl.DateTimeFormat(staffLocales[lang], { ...options, timeZone })));
  return found;
}

/** Day, short month, year, 24-hour time and the zone's name: "20 Nov 2026, 10:00 UTC". */
const momentOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZoneName: 'short',
};

/**
 * A moment as exact text, in the member's language and time zone, naming the zone: "20 Nov 2026,
 * 10:00 UTC", "20 нояб. 2026 г., 13:00 GMT+3"; for a sentence ("Delivered {at}"), for the
 * exact time `StaffTime` gives on hover and to screen readers, and for a mail to staff (with
 * the zone it is written for). In UTC unless a time zone is given (the request's clock's).
 */
export function staffDateTime(lang: StaffLang, at: Date, timeZone = 'UTC'): string {
  return staffFormatter(lang, timeZone, momentOptions).format(at);
}
