/**
 * The copy a form island needs, in one language. Islands receive it as a prop instead of
 * importing the catalogs, so the browser downloads one language's form text, not all six.
 */
import { catalogFor, catalogs, type Messages } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { contactsFor, mainOfficeOf, type OfficeId } from '../data/offices.ts';
import { packagesFor, type NamedPackage } from '../data/packages.ts';

export interface FormCopy {
  /** `t.contact_form`: labels, placeholders, buttons, thank-you and error messages. */
  form: Messages['contact_form'];
  /** The meeting form's office choice: each office's name, in the order the contacts list them. */
  offices: { id: OfficeId; name: string }[];
  /** The office chosen before the visitor picks one: the main office. */
  mainOffice: OfficeId;
  /** The contact form's package choice: each package's brand name, in the price table's order. */
  packages: NamedPackage[];
}

/**
 * The form copy of a language. The office and package names and order are the published ones
 * when a page renders on the server (`catalogFor`, `contactsFor`, `packagesFor`), so the island
 * shows and hydrates them.
 */
export function formCopy(lang: Lang): FormCopy {
  const names = catalogFor(lang).contact.offices;
  const { offices } = contactsFor();
  return { form: catalogs[lang].contact_form, offices: offices.map(({ id }) => ({ id, name: names[id] })), mainOffice: mainOfficeOf(offices).id, packages: packagesFor().map(({ id, name }) => ({ id, name })) };
}
