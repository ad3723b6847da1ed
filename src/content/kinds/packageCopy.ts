/**
 * The packages' words in one language (`packageCopy`): per package a description
 * (`description.start`) and its features, one per line (`features.start`).
 */
import type { PackageId } from '../../data/packages.ts';
import type { Lang } from '../../i18n/languages.ts';
import { packageCopySchema, seedPackageCopy } from '../packages.ts';
import { defineDocumentKind, ordered, type DocumentFields } from './define.ts';
import { packageIds } from './packages.ts';

interface PackageCopy {
  description: string;
  features: string[];
}

export const packageCopyKind = defineDocumentKind({
  key: 'packageCopy',
  scope: 'language',
  schema: packageCopySchema,
  seed: (lang) => seedPackageCopy(lang as Lang),
  pages: ['solutions'],
  form: {
    editor: 'packageCopy',
    fields(data) {
      const copy = (data ?? {}) as Partial<Record<PackageId, PackageCopy>>;
      const fields: DocumentFields = {};
      for (const id of packageIds) {
        fields[`description.${id}`] = copy[id]?.description ?? '';
        fields[`features.${id}`] = (copy[id]?.features ?? []).join('\n');
      }
      return fields;
    },
    data: (fields) =>
      Object.fromEntries(
        packageIds.map((id) => [
          id,
          {
            description: fields[`description.${id}`] ?? '',
            features: (fields[`features.${id}`] ?? '')
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean),
          },
        ]),
      ),
    // A text's path (`start.features.2`) names the package's textarea.
    fieldOf: ([id, part]) =>
      packageIds.includes(id as PackageId) && (part === 'description' || part === 'features')
        ? `${part}.${id}`
        : undefined,
  },
  /** Each package's words in the packages' order. */
  comparable(data) {
    const copy = ordered(data, packageIds);
    return copy !== null && typeof copy === 'object'
      ? Object.fromEntries(Object.entries(copy).map(([id, words]) => [id, ordered(words, ['description', 'features'])]))
      : copy;
  },
});
