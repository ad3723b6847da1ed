import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../src/server/cases/versions';
import { caseFromValues, emptyValues, valuesFromForm, valuesOf } from '../../src/server/cases/editorForm';

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const complete = { slug: 'port-agent', 'en.title': 'Port agent', 'en.summary': 'Berths in seconds.', 'en.industry': 'Logistics', 'en.results': '4x | faster\n\n90% | fewer calls' };

describe('the case editor form', () => {
  it('reads a post into a case in the import format, leaving out languages with nothing written', () => {
    const checked = caseFromValues(valuesFromForm(form({ ...complete, technologies: 'GPT, , ClickHouse' }), false));
    expect(checked).toEqual({
      ok: true,
      entry: {
        slug: 'port-agent',
        coverImage: null,
        technologies: ['GPT', 'ClickHouse'],
        published: false,
        sortOrder: 0,
        translations: { en: { title: 'Port agent', summary: 'Berths in seconds.', body: null, industry: 'Logistics', results: [{ value: '4x', label: 'faster' }, { value: '90%', label: 'fewer calls' }] } },
      },
    });
  });

  it('names the language and the field of each error', () => {
    const checked = caseFromValues(valuesFromForm(form({ ...complete, slug: 'Not A Slug', 'ru.title': 'Агент', 'fr.results': 'no bar here' }), true));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual(
      expect.arrayContaining([
        { field: 'slug', problem: 'invalid' },
        { field: 'summary', lang: 'ru', problem: 'required' },
        { field: 'industry', lang: 'ru', problem: 'required' },
        { field: 'results', lang: 'fr', problem: 'resultLine', line: 1 },
      ]),
    );
    expect(checked.errors.some((error) => error.lang === 'en')).toBe(false);
  });

  it('asks for at least one language and a slug', () => {
    const checked = caseFromValues(emptyValues());
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual(expect.arrayContaining([{ field: 'slug', problem: 'required' }, { field: 'translations', problem: 'needsLanguage' }]));
  });

  it('shows a stored case as it was typed, and reads it back unchanged', () => {
    const checked = caseFromValues(valuesFromForm(form(complete), true));
    if (!checked.ok) throw new Error('expected a valid case');
    const again = caseFromValues(valuesOf(checked.entry));
    expect(again).toEqual(checked);
  });
});

describe('comparing two versions', () => {
  it('lists each field that differs, languages by name of field', () => {
    const before = caseFromValues(valuesFromForm(form(complete), false));
    const after = caseFromValues(valuesFromForm(form({ ...complete, slug: 'port-agent-ai', 'en.title': 'Port agent, revised', 'ru.title': 'Агент', 'ru.summary': 'Кратко', 'ru.industry': 'Логистика' }), true));
    if (!before.ok || !after.ok) throw new Error('expected valid cases');
    expect(compareVersions(before.entry, after.entry).map((change) => change.field)).toEqual(['slug', 'published', 'en.title', 'ru.title', 'ru.summary', 'ru.industry']);
    expect(compareVersions(before.entry, before.entry)).toEqual([]);
  });
});
