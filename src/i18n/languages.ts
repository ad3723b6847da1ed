/** The one place that knows the site's languages. */
export const languages = ['en', 'ru', 'id', 'es', 'fr', 'pt'] as const;

export type Lang = (typeof languages)[number];

export const defaultLang: Lang = 'en';

interface LanguageInfo {
  /** Short label shown in the switcher. */
  short: string;
  /** Name of the language in itself, read by screen readers. */
  native: string;
  /** BCP 47 locale for `Intl` formatting and hreflang. */
  locale: string;
  /** Open Graph locale. */
  ogLocale: string;
}

export const languageInfo: Record<Lang, LanguageInfo> = {
  en: { short: 'Eng', native: 'English', locale: 'en-US', ogLocale: 'en_US' },
  ru: { short: 'Рус', native: 'Русский', locale: 'ru-RU', ogLocale: 'ru_RU' },
  id: { short: 'Indo', native: 'Bahasa Indonesia', locale: 'id-ID', ogLocale: 'id_ID' },
  es: { short: 'Esp', native: 'Español', locale: 'es-ES', ogLocale: 'es_ES' },
  fr: { short: 'Fra', native: 'Français', locale: 'fr-FR', ogLocale: 'fr_FR' },
  pt: { short: 'Por', native: 'Português', locale: 'pt-BR', ogLocale: 'pt_BR' },
};

/** Narrows any value to a supported language code, or undefined. */
export function asLang(value: unknown): Lang | undefined {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
    ? (value as Lang)
    : undefined;
}
