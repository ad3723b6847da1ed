/**
 * Values a link preselects on a form (`?subject=`, `?package=`, `?office=`) and the hidden
 * fields every form carries (language, page, the page's form token, campaign parameters).
 * Only known ids are taken from the query; anything else is ignored.
 */
import { format, type Messages } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';
import type { NamedPackage } from '../data/packages.ts';
import { offices } from '../data/offices.ts';
import { utmFields } from './schemas.ts';
import { contactSubjects, limits } from './leadForms.ts';

function known<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((item) => item === value);
}

/**
 * The hidden fields of a form on `page`: the language, the page path, the form token the server
 * signed as it rendered the page (its clock, so a visitor's wrong clock never makes a real send
 * look too fast) and the `utm_*` parameters of the link, cut to the allowed length.
 */
export function hiddenValues(
  lang: Lang,
  page: string,
  query: URLSearchParams,
  formToken: string,
): Record<string, string> {
  const values: Record<string, string> = { lang, page, formToken };
  for (const field of utmFields) {
    const value = query.get(field)?.trim();
    if (value) values[field] = value.slice(0, limits.utm);
  }
  return values;
}

/**
 * The contact form's preset: `?subject=individual|project|technical|consultation` fills the
 * subject with its localized text; `?package=start|growth|scale` chooses the package (and names
 * it, by its published name, in the subject when no subject was asked for).
 */
export function contactPreset(
  query: URLSearchParams,
  t: Messages,
  packages: readonly NamedPackage[],
): Record<string, string> {
  const subject = known(query.get('subject'), contactSubjects);
  const pkg = packages.find((item) => item.id === query.get('package'));
  const values: Record<string, string> = {};
  if (pkg) values['package'] = pkg.id;
  if (subject) values['subject'] = t.contact_form.subjects[subject];
  else if (pkg) values['subject'] = format(t.contact_form.subjects.package, { name: pkg.name });
  return values;
}

/** The meeting form's preset: `?office=` chooses that office. */
export function meetingPreset(query: URLSearchParams): Record<string, string> {
  const office = known(
    query.get('office'),
    offices.map((item) => item.id),
  );
  return office ? { office } : {};
}
