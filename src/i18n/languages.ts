/** The one place that knows the site's languages. */
export const languages = ['en', 'ru', 'id', 'es', 'fr', 'pt'] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = 'en';

/** The staff area's languages: the product decisions name English and Russian. */
export const staffLanguages = ['en', 'ru'] as const satisfies readonly Lang[];

export type StaffLang = (typeof staffLanguages)[number];

interface LanguageInfo {
  /** Short label shown in the switcher. */
  short: string;
  /** Name of the language in itself, read by screen readers. */
  native: string;
  /** BCP 47 locale for `Intl` formatting and hreflang. */
  locale: string;
}

export const languageInfo: Record<Lang, LanguageInfo> = {
  en: { short: 'Eng', native: 'English', locale: 'en-US' },
  ru: { short: 'Рус', native: 'Русский', locale: 'ru-RU' },
  id: { short: 'Indo', native: 'Bahasa Indonesia', locale: 'id-ID' },
  es: { short: 'Esp', native: 'Español', locale: 'es-ES' },
  fr: { short: 'Fra', native: 'Français', locale: 'fr-FR' },
  pt: { short: 'Por', native: 'Português', locale: 'pt-BR' },
};

/** The Open Graph form of a language's locale (`pt_BR` for `pt-BR`). */
export function ogLocale(lang: Lang): string {
  return languageInfo[lang].locale.replace('-', '_');
}

/** Narrows any value to a supported language code, or undefined. */
export function asLang(value: unknown): Lang | undefined {
  return typeof value === 'string' && (languages as readonly string[]).includes(value) ? (value as Lang) : undefined;
}
