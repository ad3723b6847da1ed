/**
 * Every message of the site's and the staff area's catalogs is read somewhere: an unused key is
 * copy translated six times (or twice) for nobody. The type checker already makes every
 * language hold every key of English; this checks the other way, that the code reads each one.
 *
 * A key counts as read when the code names it: as a property (`t.common.openMenu`), in quotes
 * (data that lists the keys of a group read by index, such as lead statuses or audit actions),
 * or destructured (`const { title } = t.about`). For the items of a list, the list's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/site/en';
import staffEn from '../../src/i18n/staff/en';

/** The catalogs themselves are not readers. */
const CATALOG = /^src\/i18n\/(site|staff)\//;
const sources = ['src', 'scripts']
  .flatMap((dir) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => join(dir, path)))
  .filter((path) => /\.(ts|tsx|astro|mjs)$/.test(path) && !CATALOG.test(path))
  .map((path) => readFileSync(path, 'utf8'));

/** Every key path of a catalog, down to its messages. */
function keyPaths(catalog: object, path: string[] = []): string[][] {
  return Object.entries(catalog).flatMap(([key, value]) => (value && typeof value === 'object' ? keyPaths(value, [...path, key]) : [[...path, key]]));
}

/** Whether the code names `key` as a property, in quotes or destructured (never a CSS module's class: `styles.key`). */
function isRead(key: string): boolean {
  const name = key.replace(/[-]/g, '\\-');
  const named = new RegExp(`(?<!styles)(?:\\.|['"\`])${name}(?![\\w$-])|[{,]\\s*${name}\\s*[,}=:]`);
  return sources.some((source) => named.test(source));
}

describe.each([
  ['the site', en],
  ['the staff area', staffEn],
] as const)('the catalog of %s', (_, catalog) => {
  it('has no message that the code never reads', () => {
    const unread = keyPaths(catalog)
      .filter((path) => !isRead(path.findLast((segment) => !/^\d+$/.test(segment))!))
      .map((path) => path.join('.'));
    expect(unread).toEqual([]);
  });
});

describe('the check itself', () => {
  it('tells a key the code reads from one it does not', () => {
    expect(isRead('openMenu')).toBe(true);
    expect(isRead('sign-in-code-asked')).toBe(true);
    expect(isRead('aKeyNobodyWrote')).toBe(false);
  });
});
