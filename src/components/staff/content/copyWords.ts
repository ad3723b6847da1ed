/**
 * How the staff screens name a place in a page copy document, from its path, in the member's
 * language: each key name as the staff catalog's `copyWords` has it (`ctaDemo` → "Demo button"),
 * a list's place counted from 1, the parts joined by › ("About page › Mission › Title"). A key
 * the catalog lacks reads as its own words (`newKey` → "new key"), so a new copy key never
 * leaves a field without a label.
 */
import { staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';

/** A key name split into lower-case words: `ctaDemo` → "cta demo", `tech_core` → "tech core". */
const keyWords = (key: string) =>
  key
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** One part of a path in words. */
export function pathPartWords(lang: StaffLang, part: string | number): string {
  const text = String(part);
  if (/^\d+$/.test(text)) return `${Number(text) + 1}`;
  const words: Readonly<Record<string, string>> = staffCatalogs[lang].copyWords;
  return Object.hasOwn(words, text) ? words[text]! : keyWords(text);
}

/** A whole path in words. */
export function pathWords(lang: StaffLang, path: readonly (string | number)[]): string {
  return path.map((part) => pathPartWords(lang, part)).join(' › ');
}
