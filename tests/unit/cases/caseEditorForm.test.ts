import { describe, expect, it } from 'vitest';
import { compareVersions } from '../../../src/server/cases/versions';
import { languages } from '../../../src/i18n/languages';
import { MAX_CASE_BODY_CHARS } from '../../../src/server/cases/importFormat';
import { staffCatalogs } from '../../../src/i18n';
import { caseProblemText } from '../../../src/components/staff/cases/caseProblems';
import {
  caseFromValues,
  caseTextFields,
  emptyValues,
  valuesFromInput,
  valuesOf,
  type CaseFormInput,
} from '../../../src/server/cases/editorForm';

/** The editor's input as its action reads a post of `fields` (named `slug`, `en.title`, ...): every field there, empty when not sent. */
function form(fields: Record<string, string>): CaseFormInput {
  const field = (name: string) => fields[name] ?? '';
  const common = {
    slug: field('slug'),
    coverImage: field('coverImage'),
    technologies: field('technologies'),
    sortOrder: field('sortOrder'),
  };
  return {
    ...common,
    ...Object.fromEntries(
      languages.map((lang) => [
        lang,
        Object.fromEntries(caseTextFields.map((name) => [name, field(`${lang}.${name}`)])),
      ]),
    ),
  } as CaseFormInput;
}

const complete = {
  slug: 'port-agent',
  'en.title': 'Port agent',
  'en.summary': 'Berths in seconds.',
  'en.industry': 'Logistics',
  'en.results': '4x | faster\n\n90% | fewer calls',
};

describe('the case editor form', () => {
  it('reads a post into a case in the import format, leaving out languages with nothing written', () => {
    const checked = caseFromValues(valuesFromInput(form({ ...complete, technologies: 'GPT, , ClickHouse' }), false));
    expect(checked).toEqual({
      ok: true,
      entry: {
        slug: 'port-agent',
        coverImage: null,
        technologies: ['GPT', 'ClickHouse'],
        published: false,
        sortOrder: 0,
        translations: {
          en: {
            title: 'Port agent',
            summary: 'Berths in seconds.',
            body: null,
            industry: 'Logistics',
            results: [
              { value: '4x', label: 'faster' },
              { value: '90%', label: 'fewer calls' },
            ],
          },
        },
      },
    });
  });

  it('takes a story of 100,000 characters in a language, and names one character more as too long', () => {
    const story = 'Порт работает круглосуточно. '.repeat(4000).slice(0, MAX_CASE_BODY_CHARS);
    expect(MAX_CASE_BODY_CHARS).toBe(100_000);
    const taken = caseFromValues(valuesFromInput(form({ ...complete, 'en.body': story }), true));
    expect(taken.ok && taken.entry.translations.en?.body).toBe(story);
    const refused = caseFromValues(valuesFromInput(form({ ...complete, 'en.body': `${story}!` }), true));
    expect(refused.ok ? [] : refused.errors).toEqual([{ field: 'body', lang: 'en', problem: 'tooLong', max: 100_000 }]);
  });

  it("names the limit a field passed, its number written as the member's language writes it", () => {
    const refused = caseFromValues(
      valuesFromInput(
        form({
          ...complete,
          'en.title': 'T'.repeat(201),
          technologies: Array.from({ length: 31 }, (_, n) => `Tool ${n}`).join(', '),
          'en.body': 'x'.repeat(MAX_CASE_BODY_CHARS + 1),
        }),
        true,
      ),
    );
    const errors = refused.ok ? [] : refused.errors;
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'title', lang: 'en', problem: 'tooLong', max: 200 },
        { field: 'body', lang: 'en', problem: 'tooLong', max: 100_000 },
        { field: 'technologies', problem: 'tooMany', max: 30 },
      ]),
    );
    const body = errors.find((error) => error.field === 'body')!;
    expect(caseProblemText(staffCatalogs.en, 'en', body)).toBe('too long: at most 100,000 characters');
    expect(caseProblemText(staffCatalogs.ru, 'ru', body)).toBe('слишком длинно: не более 100\u00A0000 символов');
    expect(
      caseProblemText(
        staffCatalogs.en,
        'en',
        errors.find((error) => error.field === 'technologies')!,
      ),
    ).toBe('too many: at most 30');
  });

  it('names the language and the field of each error', () => {
    const checked = caseFromValues(
      valuesFromInput(
        form({ ...complete, slug: 'Not A Slug', 'ru.title': 'Агент', 'fr.results': 'no bar here' }),
        true,
      ),
    );
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
    expect(checked.errors).toEqual(
      expect.arrayContaining([
        { field: 'slug', problem: 'required' },
        { field: 'translations', problem: 'needsLanguage' },
      ]),
    );
  });

  it('shows a stored case as it was typed, and reads it back unchanged', () => {
    const checked = caseFromValues(valuesFromInput(form(complete), true));
    if (!checked.ok) throw new Error('expected a valid case');
    const again = caseFromValues(valuesOf(checked.entry));
    expect(again).toEqual(checked);
  });
});

describe('comparing two versions', () => {
  it('lists each field that differs, languages by name of field', () => {
    const before = caseFromValues(valuesFromInput(form(complete), false));
    const after = caseFromValues(
      valuesFromInput(
        form({
          ...complete,
          slug: 'port-agent-ai',
          'en.title': 'Port agent, revised',
          'ru.title': 'Агент',
          'ru.summary': 'Кратко',
          'ru.industry': 'Логистика',
        }),
        true,
      ),
    );
    if (!before.ok || !after.ok) throw new Error('expected valid cases');
    expect(compareVersions(before.entry, after.entry).map((change) => change.field)).toEqual([
      'slug',
      'published',
      'en.title',
      'ru.title',
      'ru.summary',
      'ru.industry',
    ]);
    expect(compareVersions(before.entry, before.entry)).toEqual([]);
  });
});
