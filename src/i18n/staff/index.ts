import en, { type StaffMessages } from './en.ts';
import ru from './ru.ts';

export type { StaffMessages };

/** The staff area's languages: the product decisions name English and Russian. */
export const staffLanguages = ['en', 'ru'] as const;

export type StaffLang = (typeof staffLanguages)[number];

/** Every staff language's catalog, keyed by code. */
export const staffCatalogs: Record<StaffLang, StaffMessages> = { en, ru };

/** Fills `{name}` placeholders of a catalog string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The staff language of a request: the member's stored choice, else the browser's first of en/ru, else English. */
export function staffLangOf(choice: string | null | undefined, acceptLanguage: string | null): StaffLang {
  const known = (code: string | undefined) => staffLanguages.find((lang) => lang === code);
  const chosen = known(choice ?? undefined);
  if (chosen) return chosen;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { lang: known(tag?.trim().toLowerCase().split('-')[0]), q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return wanted[0]?.lang ?? 'en';
}
