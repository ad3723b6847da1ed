/**
 * The page copy documents: each language's catalog is a valid seed of every one, a text that is
 * empty or loses a placeholder is refused at its path, the form's fields round-trip a document,
 * and the catalog a page renders with shows a published document's sections in place of the
 * code's while keeping what another document holds (the packages' words).
 */
import { describe, expect, it } from 'vitest';
import {
  copyFromTexts,
  copyKinds,
  copyTexts,
  catalogWithCopy,
  placeholdersOf,
  seedCopy,
  type CopyKey,
} from '../../../src/content/pageCopy';
import { catalogs } from '../../../src/i18n';
import { languages } from '../../../src/i18n/languages';
import { checkDocument } from '../../../src/server/documents/check';
import { dataOf, fieldErrors, fieldsOf } from '../../../src/server/documents/documentForm';
import { consentGiven } from '../../../src/server/leads/intake/consent';

const keys = Object.keys(copyKinds) as CopyKey[];

describe('the page copy documents', () => {
  it.each(languages)('takes every section of the %s catalog as it is', (lang) => {
    for (const key of keys)
      expect(checkDocument(key, seedCopy(key, lang)), `${key} in ${lang}`).toMatchObject({ ok: true });
  });

  it('refuses an empty text and a lost or added placeholder, each at its path', () => {
    const footer = seedCopy('footerCopy', 'ru') as { footer: Record<string, string> };
    const edited = { footer: { ...footer.footer, tagline: '  ', rights: '© {year} Агентика.' } };
    expect(checkDocument('footerCopy', edited)).toEqual({
      ok: false,
      issues: [
        { path: 'footer.tagline', code: 'text.required' },
        { path: 'footer.rights', code: 'text.placeholders' },
      ],
    });
    const added = { footer: { ...footer.footer, tagline: 'Звоните {phone}' } };
    expect(checkDocument('footerCopy', added)).toMatchObject({
      ok: false,
      issues: [{ path: 'footer.tagline', code: 'text.placeholders' }],
    });
  });

  it('refuses a key the catalog does not have and a list of another length', () => {
    const deck = seedCopy('presentationCopy', 'en') as { presentation: { slides: unknown[] } };
    expect(
      checkDocument('presentationCopy', {
        presentation: { ...deck.presentation, slides: deck.presentation.slides.slice(1) },
      }),
    ).toMatchObject({ ok: false });
    expect(
      checkDocument('footerCopy', {
        footer: { ...(seedCopy('footerCopy', 'en') as { footer: object }).footer, extra: 'x' },
      }),
    ).toMatchObject({ ok: false });
  });

  it('leaves the packages’ words out of the solutions copy: they are a document of their own', () => {
    const solutions = (seedCopy('solutionsCopy', 'en') as { solutions: Record<string, unknown> }).solutions;
    expect(solutions).not.toHaveProperty('packages');
    expect(solutions.title).toBe(catalogs.en.solutions.title);
  });

  it('fills the form with one field per text, by path, and reads the same document back', () => {
    const seed = seedCopy('presentationCopy', 'fr');
    const fields = fieldsOf('presentationCopy', seed);
    expect(fields['presentation.slides.0.title']).toBe(catalogs.fr.presentation.slides[0]!.title);
    expect(Object.keys(fields)).toHaveLength(copyTexts(seed).length);
    expect(dataOf('presentationCopy', fields)).toEqual(seed);
    expect(copyFromTexts('presentationCopy', {})).toMatchObject({ presentation: { title: '' } });
    expect(
      fieldErrors('presentationCopy', fields, [
        { path: 'presentation.slides.2.text', code: 'text.required' },
        { path: 'presentation.slides', code: 'invalid' },
      ]),
    ).toEqual({
      'presentation.slides.2.text': 'text.required',
      form: 'invalid',
    });
  });

  it('shows published sections in place of the code’s and keeps the rest', () => {
    const about = seedCopy('aboutCopy', 'ru') as { about: typeof catalogs.ru.about };
    const solutions = seedCopy('solutionsCopy', 'ru') as { solutions: Record<string, unknown> };
    const catalog = catalogWithCopy('ru', [
      { about: { ...about.about, title: 'О нас по-новому' } },
      { solutions: { ...solutions.solutions, title: 'Решения по-новому' } },
    ]);
    expect(catalog.about.title).toBe('О нас по-новому');
    expect(catalog.solutions.title).toBe('Решения по-новому');
    expect(catalog.solutions.packages).toEqual(catalogs.ru.solutions.packages);
    expect(catalog.contact).toBe(catalogs.ru.contact);
    expect(catalogs.ru.about.title).not.toBe('О нас по-новому');
  });

  it('reads placeholders once each, sorted', () => {
    expect(placeholdersOf('© {year} {company}. {year}')).toEqual(['company', 'year']);
    expect(placeholdersOf('no braces')).toEqual([]);
  });

  it('gives the consent a visitor gives a new version once a changed privacy policy is published, and the same for the same text', () => {
    const at = new Date('2031-01-02T03:04:05Z');
    const privacy = seedCopy('privacyCopy', 'ru') as { privacy: typeof catalogs.ru.privacy };
    const unchanged = catalogWithCopy('ru', [privacy]);
    const changed = catalogWithCopy('ru', [{ privacy: { ...privacy.privacy, intro: 'Новая редакция политики.' } }]);
    expect(consentGiven('ru', at, unchanged).version).toBe(consentGiven('ru', at).version);
    expect(consentGiven('ru', at, changed).version).not.toBe(consentGiven('ru', at).version);
    expect(consentGiven('ru', at, changed)).toEqual({
      version: consentGiven('ru', at, changed).version,
      lang: 'ru',
      at,
    });
  });
});
