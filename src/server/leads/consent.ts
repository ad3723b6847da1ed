/**
 * What a lead's visitor agreed to: the consent sentence beside the form's checkbox and the privacy
 * policy it links to, in the form's language. Its version is a digest of that text, so a changed
 * policy or sentence gets a new version and every lead keeps the one its visitor saw.
 */
import { createHash } from 'node:crypto';
import { catalogs } from '../../i18n/index.ts';
import { languages, type Lang } from '../../i18n/languages.ts';

/** The first 16 hex digits of the SHA-256 of a language's consent sentence, link text and privacy policy. */
const versionOf = (lang: Lang): string => {
  const { contact_form: form, privacy } = catalogs[lang];
  return createHash('sha256').update(JSON.stringify([form.consent, form.consentLink, privacy])).digest('hex').slice(0, 16);
};

const versions = Object.fromEntries(languages.map((lang) => [lang, versionOf(lang)])) as Record<Lang, string>;

/** The consent a lead records: the version of the text in `lang`, the language and the moment. */
export interface ConsentRecord {
  version: string;
  lang: Lang;
  at: Date;
}

/** The consent given on a form in `lang` at `at`. */
export const consentGiven = (lang: Lang, at: Date): ConsentRecord => ({ version: versions[lang], lang, at });
