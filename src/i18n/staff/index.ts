import en, { type StaffMessages } from './en.ts';
import ru from './ru.ts';

export type { StaffMessages };

/** The staff area's languages: the product decisions name English and Russian. */
export const staffLanguages = ['en', 'ru'] as const;

export type StaffLang = (typeof staffLanguages)[number];

/** Every staff language's catalog, keyed by code. */
export const staffCatalogs: Record<StaffLang, StaffMessages> = { en, ru };
