import { catalogs, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { offices } from '../../../data/offices';
import type { NamedPackage } from '../../../data/packages';

type DetailKey = keyof (typeof staffCatalogs)['en']['leads']['detail']['details'];

/** A detail's value as staff read it: an office or a package by its name, anything else as the visitor sent it. */
function shownValue(lang: StaffLang, key: string, value: string, packages: readonly NamedPackage[]): string {
  const office = key === 'office' ? offices.find((candidate) => candidate.id === value) : undefined;
  if (office) return catalogs[lang].contact.offices[office.id];
  return (key === 'package' ? packages.find((candidate) => candidate.id === value)?.name : undefined) ?? value;
}

/**
 * The form fields a lead keeps in `details` as [label, value] pairs, labelled in the member's
 * language and in the catalog's order; a key no form sends any more keeps its stored name.
 */
export function leadDetailFields(
  lang: StaffLang,
  details: Record<string, string>,
  packages: readonly NamedPackage[],
): [string, string][] {
  const labels = staffCatalogs[lang].leads.detail.details;
  const known = (Object.keys(labels) as DetailKey[]).filter((key) => details[key]);
  const other = Object.keys(details)
    .filter((key) => !(key in labels) && details[key])
    .sort();
  return [
    ...known.map((key): [string, string] => [labels[key], shownValue(lang, key, details[key]!, packages)]),
    ...other.map((key): [string, string] => [key, details[key]!]),
  ];
}
