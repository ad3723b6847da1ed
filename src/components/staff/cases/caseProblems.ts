import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { staffLocales } from '../../../format/staffDate';
import type { CaseFormError } from '../../../server/cases/editorForm';

/** What is wrong with one field of the case editor, in the member's words: a limit passed is named, its number written as their language writes it. */
export function caseProblemText(t: StaffMessages, lang: StaffLang, error: CaseFormError): string {
  const c = t.cases.editor;
  if (error.problem === 'resultLine') return format(c.resultLine, { line: String(error.line ?? 0) });
  return format(c[error.problem], { max: new Intl.NumberFormat(staffLocales[lang]).format(error.max ?? 0) });
}
