import type { StaffLang } from '../../../i18n/languages';

const locales: Record<StaffLang, string> = { en: 'en-GB', ru: 'ru-RU' };

/** A moment as staff read it: date and time in UTC, named as such. */
export function staffDateTime(lang: StaffLang, at: Date): string {
  return new Intl.DateTimeFormat(locales[lang], { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(at);
}
