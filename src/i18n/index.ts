import en, { type Messages } from './site/en/index.ts';
import ru from './site/ru/index.ts';
import id from './site/id/index.ts';
import es from './site/es/index.ts';
import fr from './site/fr/index.ts';
import pt from './site/pt/index.ts';
import staffEn, { type StaffMessages } from './staff/en/index.ts';
import staffRu from './staff/ru/index.ts';
import type { Lang, StaffLang } from './languages.ts';

export type { Messages, StaffMessages };

/** Every language's catalog of the site, keyed by code. */
export const catalogs: Record<Lang, Messages> = { en, ru, id, es, fr, pt };

/** Every staff language's catalog of the staff area, keyed by code. */
export const staffCatalogs: Record<StaffLang, StaffMessages> = { en: staffEn, ru: staffRu };

/** Fills `{name}` placeholders in a message; a placeholder with no value stays as written. */
export function format(message: string, params: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}

/**
 * Where the server finds the page copy editors published (`content/pageCopy.ts`): the sections
 * of a language's catalog to show instead of the code's, or undefined to show the code's.
 * Unset in the browser and at build time.
 */
type CatalogOverlay = (lang: Lang) => Messages | undefined;

let overlay: CatalogOverlay | undefined;

/** Lets the server show published page copy through `catalogFor` (`server/documents/copyScope.ts`). */
export function provideCatalogOverlay(source: CatalogOverlay): void {
  overlay = source;
}

/**
 * The catalog of one language: the single way components get their copy. On the server, while
 * a page renders, the sections editors change (hero, page copy, footer, titles) are the
 * published ones; elsewhere the code's.
 */
export function catalogFor(lang: Lang): Messages {
  return overlay?.(lang) ?? catalogs[lang];
}
