/**
 * One completeness check for every catalog, the site's (six languages) and the staff area's (two):
 * each translation holds exactly the key paths of English, down to the last segment, with a
 * message wherever English has one and the same placeholders.
 */
import { describe, expect, it } from 'vitest';
import { catalogs, staffCatalogs } from '../../../src/i18n';
import { languages, staffLanguages } from '../../../src/i18n/languages';
import { leaves } from '../../support/unit/copyText';

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

/** The full dotted key paths one catalog lacks and adds, compared with English. */
function keyPathDifferences(catalog: object, english: object): { missing: string[]; extra: string[] } {
  const paths = new Set(leaves(catalog).map(([path]) => path));
  const englishPaths = new Set(leaves(english).map(([path]) => path));
  return {
    missing: [...englishPaths].filter((path) => !paths.has(path)),
    extra: [...paths].filter((path) => !englishPaths.has(path)),
  };
}

const translations: [name: string, catalog: object, english: object][] = [
  ...languages
    .filter((lang) => lang !== 'en')
    .map((lang): [string, object, object] => [`the site's ${lang}`, catalogs[lang], catalogs.en]),
  ...staffLanguages
    .filter((lang) => lang !== 'en')
    .map((lang): [string, object, object] => [`the staff area's ${lang}`, staffCatalogs[lang], staffCatalogs.en]),
];

describe.each(translations)('%s catalog', (_, catalog, english) => {
  const englishLeaves = new Map(leaves(english));
  const entries = new Map(leaves(catalog));

  it('has exactly the key paths of English', () => {
    expect(keyPathDifferences(catalog, english)).toEqual({ missing: [], extra: [] });
  });

  it('has a non-empty string wherever English has one', () => {
    const empty = [...entries].filter(
      ([key, value]) => englishLeaves.get(key) !== '' && (typeof value !== 'string' || value.trim() === ''),
    );
    expect(empty).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const broken = [...englishLeaves]
      .filter(
        ([key, value]) =>
          JSON.stringify(placeholders(String(value))) !== JSON.stringify(placeholders(String(entries.get(key)))),
      )
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('holds no markup', () => {
    const withMarkup = [...entries].filter(([, value]) => /<[a-z/!]/i.test(String(value))).map(([key]) => key);
    expect(withMarkup).toEqual([]);
  });
});

describe.each([
  ['the site', catalogs.en],
  ['the staff area', staffCatalogs.en],
] as const)('the English catalog of %s', (_, english) => {
  it('has no empty message except deliberate blanks', () => {
    const empty = leaves(english).filter(([key, value]) => value === '' && !key.endsWith('placeholder'));
    expect(empty).toEqual([]);
  });
});

describe('the key path comparison', () => {
  it('tells a key moved to another group from the same key in its place', () => {
    const english = { contact: { form: { email: 'Email' } } };
    expect(keyPathDifferences({ contact: { email: 'E-mail' } }, english)).toEqual({
      missing: ['contact.form.email'],
      extra: ['contact.email'],
    });
    expect(keyPathDifferences({ contact: { form: { email: 'E-mail' } } }, english)).toEqual({ missing: [], extra: [] });
  });
});

describe.each(languages)('the %s case links', (lang) => {
  // A case card shows `readMore` and gives screen readers the rest of `readMoreAbout`.
  it('read "{readMore}…{title}", so the visible words begin the full link text', () => {
    const { readMore, readMoreAbout } = catalogs[lang].cases;
    expect(readMoreAbout.startsWith(readMore)).toBe(true);
  });
});
