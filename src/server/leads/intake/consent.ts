/**
 * What a lead's visitor agreed to: the consent sentence beside the form's checkbox and the privacy
 * policy it links to, in the form's language, as the site showed them (the policy is page copy
 * editors publish, `privacyCopy`). Its version is a digest of that text, so a published change
 * of the policy or the sentence gets a new version and every lead keeps the one its visitor saw.
 */
import { createHash } from 'node:crypto';
import { catalogs, type Messages } from '../../../i18n/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import type { ConsentRecord } from '../types.ts';

/** Each catalog's version, once worked out (a published catalog is one object until the next publish). */
const versions = new WeakMap<Messages, string>();

/** The first 16 hex digits of the SHA-256 of a catalog's consent sentence, link text and privacy policy. */
function versionOf(catalog: Messages): string {
  let version = versions.get(catalog);
  if (!version) {
    const { contact_form: form, privacy } = catalog;
    version = createHash('sha256')
      .update(JSON.stringify([form.consent, form.consentLink, privacy]))
      .digest('hex')
      .slice(0, 16);
    versions.set(catalog, version);
  }
  return version;
}

/** The consent given on a form in `lang` at `at`, under `catalog` (the published copy; the code's by default). */
export const consentGiven = (lang: Lang, at: Date, catalog: Messages = catalogs[lang]): ConsentRecord => ({
  version: versionOf(catalog),
  lang,
  at,
});
