import en, { type Messages } from './en';
import ru from './ru';
import id from './id';
import es from './es';
import fr from './fr';
import pt from './pt';
import type { Lang } from './languages';

export type { Messages };

/** Every language's catalog, keyed by code. */
export const catalogs: Record<Lang, Messages> = { en, ru, id, es, fr, pt };

/** Fills `{name}` placeholders in a message. */
export function format(message: string, params: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in params ? String(params[key]) : match,
  );
}

/** The catalog of one language: the single way components get their copy. */
export function useTranslations(lang: Lang): Messages {
  return catalogs[lang];
}
