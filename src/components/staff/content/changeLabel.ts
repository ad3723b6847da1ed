import { documentKinds, type DocumentKey } from '../../../content/documents';
import { packageName, packages, type NamedPackage, type PackageId } from '../../../data/packages';
import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { FieldPath } from '../../../server/documents/fieldDiff';
import { pathWords } from './copyWords';

const isPackage = (value: unknown): value is PackageId => packages.some((pkg) => pkg.id === value);

/**
 * A changed field's place in words ("Growth: name", "Growth: monthly price, RUB", "Start: feature 2"), from its
 * path in the compared shape (`compareVersions.ts`); a page copy text as its editor names it
 * ("About page › Mission › Title"); a path these words do not cover, as dots.
 */
export function changeLabel(
  lang: StaffLang,
  key: DocumentKey,
  path: FieldPath,
  packages: readonly NamedPackage[],
): string {
  const t = staffCatalogs[lang].content.compare.fields;
  const [id, field, detail] = path;
  const { editor } = documentKinds[key].form;
  if (isPackage(id)) {
    const pkg = packageName(packages, id);
    if (editor === 'packages' && field === 'name' && path.length === 2) return format(t.name, { package: pkg });
    if (editor === 'packages' && field === 'position' && path.length === 2) return format(t.position, { package: pkg });
    if (editor === 'packages' && field === 'popular' && path.length === 2) return format(t.popular, { package: pkg });
    if (editor === 'packages' && field === 'prices' && typeof detail === 'string')
      return format(t.price, { package: pkg, currency: detail });
    if (editor === 'packageCopy' && field === 'description' && path.length === 2)
      return format(t.description, { package: pkg });
    if (editor === 'packageCopy' && field === 'features' && typeof detail === 'number')
      return format(t.feature, { package: pkg, number: detail + 1 });
  }
  return editor === 'pageCopy' ? pathWords(lang, path) : path.join('.');
}
