import { describe, expect, it } from 'vitest';
import { catalogs } from '../../src/i18n';
import en from '../../src/i18n/en';
import { languages } from '../../src/i18n/languages';
import { leaves } from './copyText';

const englishLeaves = new Map(leaves(en));
const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();

describe.each(languages.filter((lang) => lang !== 'en'))('the %s catalog', (lang) => {
  const entries = new Map(leaves(catalogs[lang]));

  it('has exactly the English keys', () => {
    expect([...entries.keys()].sort()).toEqual([...englishLeaves.keys()].sort());
  });

  it('has a non-empty string wherever English has one', () => {
    const empty = [...entries].filter(([key, value]) => englishLeaves.get(key) !== '' && (typeof value !== 'string' || value.trim() === ''));
    expect(empty).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const broken = [...englishLeaves]
      .filter(([key, value]) => JSON.stringify(placeholders(String(value))) !== JSON.stringify(placeholders(String(entries.get(key)))))
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it('holds no markup', () => {
    const withMarkup = [...entries].filter(([, value]) => /<[a-z/!]/i.test(String(value))).map(([key]) => key);
    expect(withMarkup).toEqual([]);
  });
});

describe('the English catalog', () => {
  it('has no empty message except deliberate blanks', () => {
    const empty = [...englishLeaves].filter(([key, value]) => value === '' && !key.endsWith('placeholder'));
    expect(empty).toEqual([]);
  });
});

describe.each(languages)('the %s case links', (lang) => {
  // A case card shows `readMore` and gives screen readers the rest of `readMoreAbout`.
  it('read "{readMore}…{title}", so the visible words begin the full link text', () => {
    const { readMore, readMoreAbout } = catalogs[lang].cases;
    expect(readMoreAbout.startsWith(readMore)).toBe(true);
  });
});
