/** What a content import does to each item of a part: the plan's entries and how they are worked out. */
import type { FieldChange } from '../cases/versions.ts';

/** What an import does to one item: its name (slug, address, language) and, when changed, the fields. */
export interface ItemChange {
  name: string;
  change: 'added' | 'changed' | 'unchanged' | 'kept';
  fields: FieldChange[];
}

/** The file's items against the stored ones (by `key`): added, changed (with `fields`), unchanged, and the stored ones it leaves out, kept. */
export function compare<T>(
  given: readonly T[],
  stored: readonly T[],
  key: (item: T) => string,
  fields: (before: T, after: T) => FieldChange[],
): ItemChange[] {
  const named = new Set(given.map(key));
  const changes = given.map((item): ItemChange => {
    const before = stored.find((each) => key(each) === key(item));
    if (!before) return { name: key(item), change: 'added', fields: [] };
    const changed = fields(before, item);
    return { name: key(item), change: changed.length ? 'changed' : 'unchanged', fields: changed };
  });
  return [
    ...changes,
    ...stored
      .filter((item) => !named.has(key(item)))
      .map((item): ItemChange => ({ name: key(item), change: 'kept', fields: [] })),
  ];
}

/** The fields named that differ between `before` and `after`. */
export function differing<T>(before: T, after: T, names: readonly (keyof T & string)[]): FieldChange[] {
  return names
    .filter((name) => before[name] !== after[name])
    .map((name) => ({ field: name, before: String(before[name]), after: String(after[name]) }));
}
