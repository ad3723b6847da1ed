/** What a visitor reads in one language, flattened for tests: catalog values (addresses among them) and seeded stories. */
import { catalogs } from '../../../src/i18n';
import type { Lang } from '../../../src/i18n/languages';
import { seedEntries } from '../../../src/server/cases/seed';

export type Leaf = [path: string, value: unknown];

/** Flattens a catalog into [dotted.path, value] pairs, arrays by index. */
export function leaves(node: unknown, prefix = ''): Leaf[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

/** Every string of one language with where it comes from: `catalog.`, `case.{slug}.`. */
export function copyOf(lang: Lang): [where: string, text: string][] {
  const cases = seedEntries().flatMap((entry) => leaves(entry.translations[lang], `case.${entry.slug}`));
  return [...leaves(catalogs[lang], 'catalog'), ...cases].filter(
    (leaf): leaf is [string, string] => typeof leaf[1] === 'string',
  );
}
