import { describe, expect, it } from 'vitest';
import {
  caseFromValues,
  completenessOf,
  emptyValues,
  firstErrorControl,
  sectionNamed,
  type CaseFormValues,
} from '../../../src/server/cases/editorForm';

const text = (fields: Partial<CaseFormValues['translations']['en']>) => ({
  ...emptyValues().translations.en,
  ...fields,
});

describe("the case editor's parts", () => {
  it('counts the fields a language has written, out of six, and names the required ones still empty', () => {
    expect(completenessOf(text({ title: 'Агент', body: 'Текст', results: '3x | быстрее', coverAlt: 'Порт' }))).toEqual({
      filled: 4,
      total: 6,
      missing: ['summary', 'industry'],
    });
    expect(completenessOf(text({ title: 'T', summary: 'S', industry: 'I' }))).toEqual({
      filled: 3,
      total: 6,
      missing: [],
    });
  });

  it('asks nothing of a language left out, and counts spaces as nothing', () => {
    expect(completenessOf(text({}))).toEqual({ filled: 0, total: 6, missing: [] });
    expect(completenessOf(text({ title: '   ' }))).toEqual({ filled: 0, total: 6, missing: [] });
  });

  it('says a language is missing exactly what the save refuses it for', () => {
    const values = emptyValues();
    values.slug = 'port';
    values.translations.en = text({ title: 'Port', summary: 'Berths', industry: 'Logistics' });
    values.translations.ru = text({ title: 'Порт', body: 'Текст' });
    const checked = caseFromValues(values);
    expect(checked.ok).toBe(false);
    const refused = checked.ok ? [] : checked.errors.filter((error) => error.lang === 'ru').map((error) => error.field);
    expect(refused.sort()).toEqual([...completenessOf(values.translations.ru).missing].sort());
  });

  it('gives the focus to the first field in error in the order of the page, whatever order the errors came in', () => {
    expect(
      firstErrorControl([
        { field: 'summary', lang: 'ru', problem: 'required' },
        { field: 'industry', lang: 'en', problem: 'required' },
        { field: 'title', lang: 'ru', problem: 'required' },
      ]),
    ).toBe('en-industry');
    expect(
      firstErrorControl([
        { field: 'title', lang: 'en', problem: 'required' },
        { field: 'technologies', problem: 'invalid' },
        { field: 'slug', problem: 'required' },
      ]),
    ).toBe('slug');
    expect(
      firstErrorControl([
        { field: 'body', lang: 'fr', problem: 'tooLong' },
        { field: 'coverImage', problem: 'too-large' },
      ]),
    ).toBe('coverFile');
    expect(firstErrorControl([{ field: 'translations', problem: 'needsLanguage' }])).toBe('en-title');
    expect(firstErrorControl([])).toBeUndefined();
  });

  it('takes only the parts the editor has from a Save button', () => {
    expect(sectionNamed('lang-ru')).toBe('lang-ru');
    expect(sectionNamed('common')).toBe('common');
    for (const other of ['lang-de', 'lang-', '"><script>', '', null]) expect(sectionNamed(other)).toBeUndefined();
  });
});
