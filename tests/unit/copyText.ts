/** What a visitor reads in one language, flattened for tests: catalog values, seeded stories, addresses. */
import { catalogs } from '../../src/i18n';
import type { Lang } from '../../src/i18n/languages';
import { offices } from '../../src/data/offices';
import { seedEntries } from '../../src/server/cases/seed';

export type Leaf = [path: string, value: unknown];

/** Flattens a catalog into [dotted.path, value] pairs, arrays by index. */
export function leaves(node: unknown, prefix = ''): Leaf[] {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, node]];
}

/** Every string of one language with where it comes from: `catalog.`, `case.{slug}.`, `office.{id}`. */
export function copyOf(lang: Lang): [where: string, text: string][] {
  const cases = seedEntries().flatMap((entry) => leaves(entry.translations[lang], `case.${entry.slug}`));
  const addresses: Leaf[] = offices.map((office) => [`office.${office.id}`, office.address[lang]]);
  return [...leaves(catalogs[lang], 'catalog'), ...cases, ...addresses].filter(
    (leaf): leaf is [string, string] => typeof leaf[1] === 'string',
  );
}
