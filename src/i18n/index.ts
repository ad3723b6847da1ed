import en, { type Messages } from './en.ts';
import ru from './ru.ts';
import id from './id.ts';
import es from './es.ts';
import fr from './fr.ts';
import pt from './pt.ts';
import type { Lang } from './languages.ts';

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
export function catalogFor(lang: Lang): Messages {
  return catalogs[lang];
}
