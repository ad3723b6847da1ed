/**
 * What changed between two versions of a content document, field by field: both JSON values
 * flattened to path → value (an object's keys and a list's places as path steps), then compared.
 * Pure, so the comparison screen and its tests share it.
 */

/** A place in a document: object keys and list indexes, from the top. */
export type FieldPath = readonly (string | number)[];

/** One field whose value differs: `from` or `to` is undefined when the field is only in the other version. */
export interface FieldChange {
  path: FieldPath;
  from: unknown;
  to: unknown;
}

/** Every leaf of `value` (a value that is no object and no list, or an empty one) with its path, in document order. */
export function flattenFields(value: unknown, path: FieldPath = []): { path: FieldPath; value: unknown }[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : [];
  // An empty list or object is a value of its own: a list emptied is a change worth showing.
  if (!children.length) return [{ path, value }];
  return children.flatMap(([step, child]) => flattenFields(child, [...path, step]));
}

/** The fields whose values differ between `from` and `to` (in `to`'s order, then those only in `from`), and how many are the same. */
export function diffFields(from: unknown, to: unknown): { changes: FieldChange[]; unchanged: number } {
  const key = (path: FieldPath) => JSON.stringify(path);
  const before = new Map(flattenFields(from).map((field) => [key(field.path), field]));
  const after = flattenFields(to);
  const changes: FieldChange[] = [];
  let unchanged = 0;
  for (const field of after) {
    const old = before.get(key(field.path));
    before.delete(key(field.path));
    if (old && sameValue(old.value, field.value)) unchanged += 1;
    else changes.push({ path: field.path, from: old?.value, to: field.value });
  }
  for (const field of before.values()) changes.push({ path: field.path, from: field.value, to: undefined });
  return { changes, unchanged };
}

/** Leaves are equal when their JSON is (so two empty lists are the same, a list and an object are not). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b) && Array.isArray(a) === Array.isArray(b);
}
