import { languages } from '../i18n/languages';

/** One prerendered page per language: the `getStaticPaths` of every `[lang]` route. */
export function languageStaticPaths() {
  return languages.map((lang) => ({ params: { lang } }));
}
