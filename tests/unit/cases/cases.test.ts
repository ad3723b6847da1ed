import { describe, expect, it } from 'vitest';
import { coverUrl, resolveCover } from '../../../src/data/caseCovers';
import { paragraphs } from '../../../src/format/paragraphs';
import { casePath } from '../../../src/routing/localizedPath';
import { parseCaseImport } from '../../../src/server/cases/importFormat';
import { createTtlCache } from '../../../src/server/cases/cache';
import { seedEntries } from '../../../src/server/cases/seed';
import { languages } from '../../../src/i18n/languages';

describe('case covers', () => {
  it('resolves a shipped name, an absolute URL, and anything else to the fallback', () => {
    expect(resolveCover('retail-analytics')).toEqual({ kind: 'shipped', name: 'retail-analytics' });
    expect(resolveCover('https://cdn.example/a.png')).toEqual({ kind: 'external', url: 'https://cdn.example/a.png' });
    for (const other of [null, undefined, '', 'unknown-cover', '/images/x.png', 'javascript:alert(1)']) {
      expect(resolveCover(other)).toEqual({ kind: 'shipped', name: 'fallback' });
    }
  });

  it('gives one absolute JPEG URL on the public origin for a shipped cover', () => {
    expect(coverUrl('hr-recruiting', 'https://agents.test')).toBe(
      'https://agents.test/images/cases/hr-recruiting-1200.jpg',
    );
    expect(coverUrl(null, 'https://agents.test')).toBe('https://agents.test/images/cases/fallback-1200.jpg');
    expect(coverUrl('https://cdn.example/a.png', 'https://agents.test')).toBe('https://cdn.example/a.png');
  });
});

describe('case text and paths', () => {
  it('splits a body on blank lines', () => {
    expect(paragraphs('One.\n\nTwo\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two\nstill two.', 'Three.']);
    expect(paragraphs(null)).toEqual([]);
  });

  it('puts a case under its language, escaping an id from a remote source', () => {
    expect(casePath('es', 'retail-analytics')).toBe('/es/cases/retail-analytics');
    expect(casePath('en', 'a/b c')).toBe('/en/cases/a%2Fb%20c');
  });
});

describe('the import format', () => {
  const valid = {
    slug: 'logistics-routing',
    technologies: ['GPT'],
    translations: { en: { title: 'Routing', summary: 'Faster routes.', industry: 'Logistics', body: '' } },
  };

  it('fills defaults and stores an empty body as null', () => {
    const result = parseCaseImport([valid]);
    expect(result).toEqual({
      ok: true,
      cases: [
        {
          ...valid,
          coverImage: null,
          published: true,
          sortOrder: 0,
          translations: { en: { ...valid.translations.en, body: null, results: [] } },
        },
      ],
    });
  });

  it('is the shape of the seeded stories: the import takes them as they are, in every language', () => {
    const seeded = JSON.parse(JSON.stringify(seedEntries()));
    const result = parseCaseImport(seeded);
    expect(result).toEqual({ ok: true, cases: seeded });
    for (const entry of seeded) expect(Object.keys(entry.translations).sort()).toEqual([...languages].sort());
  });

  it('names the entry and the field of every problem', () => {
    const result = parseCaseImport([
      valid,
      { ...valid, slug: 'Bad Slug', coverImage: 'nope', translations: { de: valid.translations.en } },
      valid,
    ]);
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors).toContain(
      'entry 2 ("Bad Slug"): slug: must be lowercase words joined by hyphens, e.g. "retail-analytics"',
    );
    expect(errors.some((line) => line.startsWith('entry 2 ("Bad Slug"): coverImage: must be one of'))).toBe(true);
    expect(errors.some((line) => line.startsWith('entry 2 ("Bad Slug"): translations:'))).toBe(true);
    expect(errors).toContain('entry 3 ("logistics-routing"): slug repeats entry 1');
  });

  it('refuses anything but an array', () => {
    expect(parseCaseImport({ cases: [] })).toEqual({
      ok: false,
      errors: ['The file must hold a JSON array of cases.'],
    });
  });
});

describe('the per-language cache', () => {
  it('keeps a value for its lifetime, shares concurrent loads and never keeps a failure', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(60_000, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('en', load), cache.get('en', load)])).toEqual([1, 1]);
    clock = 60_000;
    expect(await cache.get('en', load)).toBe(1);
    clock = 60_001;
    expect(await cache.get('en', load)).toBe(2);
    await expect(cache.get('ru', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('ru', load)).toBe(3);
  });
});
