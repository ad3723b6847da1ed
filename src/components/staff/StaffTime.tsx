import type { StaffLang } from '../../i18n/languages';

/** The locale of each staff language: day before month, 24-hour time. */
const locales: Record<StaffLang, string> = { en: 'en-GB', ru: 'ru-RU' };

/** Formatters in each staff language, from one set of options. */
const formatters = (options: Intl.DateTimeFormatOptions): Record<StaffLang, Intl.DateTimeFormat> => ({
  en: new Intl.DateTimeFormat(locales.en, { ...options, timeZone: 'UTC' }),
  ru: new Intl.DateTimeFormat(locales.ru, { ...options, timeZone: 'UTC' }),
});

/**
 * The one way the staff area writes a moment: day, short month, year, 24-hour time, in UTC and
 * named as such (members work from several time zones and the store keeps UTC), in the member's
 * language: "20 Nov 2026, 10:00 UTC", "20 нояб. 2026 г., 10:00 UTC".
 */
const moments = formatters({ year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
/** A calendar day (a chart's day, not a moment) in the same words: "8 Mar", "8 мар.". */
const days = formatters({ day: 'numeric', month: 'short' });

/** A moment as text, in the staff area's one format, for a sentence ("Delivered {at}"). */
export function staffDateTime(lang: StaffLang, at: Date): string {
  return moments[lang].format(at);
}

/** A day (`YYYY-MM-DD`) as a chart names it, day and month in the staff format. */
export function staffDay(lang: StaffLang, day: string): string {
  return days[lang].format(new Date(`${day}T00:00:00Z`));
}

/** A moment on a staff screen: `<time>` with the exact instant for machines, the staff format for people. */
export function StaffTime({ lang, at }: { lang: StaffLang; at: Date }) {
  return <time dateTime={at.toISOString()}>{staffDateTime(lang, at)}</time>;
}
