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

// Placeholders are filled by a module of its own, so a browser script can use it without the catalogs.
export { format } from './format.ts';
