/**
 * The copy a form island needs, in one language. Islands receive it as a prop instead of
 * importing the catalogs, so the browser downloads one language's form text, not all six.
 */
import { catalogs, type Messages } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';
import type { Office } from '../data/offices.ts';

export interface FormCopy {
  /** `t.contact_form`: labels, placeholders, buttons, thank-you and error messages. */
  form: Messages['contact_form'];
  /** Office names for the meeting form's choice. */
  offices: Record<Office['id'], string>;
}

/** The form copy of a language. */
export function formCopy(lang: Lang): FormCopy {
  const t = catalogs[lang];
  const { moscow, saintPetersburg, novosibirsk } = t.contact.offices;
  return { form: t.contact_form, offices: { moscow, saintPetersburg, novosibirsk } };
}
