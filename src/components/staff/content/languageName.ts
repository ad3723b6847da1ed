import { SHARED, type DocumentLang } from '../../../content/documents';
import { staffCatalogs } from '../../../i18n';
import { languageInfo, type StaffLang } from '../../../i18n/languages';

/** A document's language as the staff screens name it: the language's own name, or "All languages" for a shared document. */
export function documentLanguageName(lang: StaffLang, documentLang: DocumentLang): string {
  return documentLang === SHARED ? staffCatalogs[lang].content.allLanguages : languageInfo[documentLang].native;
}
