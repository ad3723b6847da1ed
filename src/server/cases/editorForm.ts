/**
 * The case editor's form: what its fields hold (text, as typed), read from a post or from a
 * stored case, and checked against the import format so the editor and the import accept the
 * same cases. A language whose fields are all empty is left out; one with some text must have
 * a title, a summary and an industry, and each error names the language and the field.
 */
import { languages, type Lang } from '../../i18n/languages.ts';
import type { CoverRefusal } from '../media/covers.ts';
import { caseImportSchema, type CaseImport } from './importFormat.ts';

export const caseTextFields = ['title', 'summary', 'body', 'industry', 'results', 'coverAlt'] as const;
export type CaseTextField = (typeof caseTextFields)[number];

/** The form's values as typed: every field a string, results one "figure | label" per line. */
export interface CaseFormValues {
  slug: string;
  coverImage: string;
  technologies: string;
  sortOrder: string;
  published: boolean;
  translations: Record<Lang, Record<CaseTextField, string>>;
}

/** Where an error belongs: a common field, or a language's field; `line` for a results line. */
export interface CaseFormError {
  field: 'slug' | 'coverImage' | 'technologies' | 'translations' | CaseTextField;
  lang?: Lang;
  problem: 'required' | 'tooLong' | 'tooMany' | 'invalid' | 'resultLine' | 'needsLanguage' | CoverRefusal;
  line?: number;
  /** The limit passed: characters for a text too long, entries for a list with too many. */
  max?: number;
}

const emptyLanguage = (): Record<CaseTextField, string> => ({
  title: '',
  summary: '',
  body: '',
  industry: '',
  results: '',
  coverAlt: '',
});

/** The values that show a stored case. */
export function valuesOf(entry: CaseImport): CaseFormValues {
  return {
    slug: entry.slug,
    coverImage: entry.coverImage ?? '',
    technologies: entry.technologies.join(', '),
    sortOrder: String(entry.sortOrder),
    published: entry.published,
    translations: Object.fromEntries(
      languages.map((lang) => {
        const text = entry.translations[lang];
        return [
          lang,
          text
            ? {
                title: text.title,
                summary: text.summary,
                body: text.body ?? '',
                industry: text.industry,
                results: text.results.map((result) => `${result.value} | ${result.label}`).join('\n'),
                coverAlt: text.coverAlt ?? '',
              }
            : emptyLanguage(),
        ];
      }),
    ) as CaseFormValues['translations'],
  };
}

/** The values of a new, empty case. */
export function emptyValues(): CaseFormValues {
  return {
    slug: '',
    coverImage: '',
    technologies: '',
    sortOrder: '0',
    published: false,
    translations: Object.fromEntries(
      languages.map((lang) => [lang, emptyLanguage()]),
    ) as CaseFormValues['translations'],
  };
}

/** The editor's form as posted (fields named `slug`, `en.title`, ...), each language's fields under its code. */
export type CaseFormInput = { slug: string; coverImage: string; technologies: string; sortOrder: string } & Record<
  Lang,
  Record<CaseTextField, string>
>;

/** The values a post carries; `published` stays as stored. */
export function valuesFromInput(input: CaseFormInput, published: boolean): CaseFormValues {
  return {
    slug: input.slug.trim(),
    coverImage: input.coverImage.trim(),
    technologies: input.technologies,
    sortOrder: input.sortOrder || '0',
    published,
    translations: Object.fromEntries(
      languages.map((lang) => [lang, { ...input[lang] }]),
    ) as CaseFormValues['translations'],
  };
}

/** Checks the values; the case to store, or every error found. */
export function caseFromValues(
  values: CaseFormValues,
): { ok: true; entry: CaseImport } | { ok: false; errors: CaseFormError[] } {
  const errors: CaseFormError[] = [];
  const translations: Record<string, unknown> = {};
  for (const lang of languages) {
    const text = values.translations[lang];
    if (caseTextFields.every((name) => !text[name].trim())) continue;
    const results = [];
    for (const [index, line] of text.results.split('\n').entries()) {
      if (!line.trim()) continue;
      const bar = line.indexOf('|');
      if (bar < 0) {
        errors.push({ field: 'results', lang, problem: 'resultLine', line: index + 1 });
        continue;
      }
      results.push({ value: line.slice(0, bar).trim(), label: line.slice(bar + 1).trim() });
    }
    translations[lang] = {
      title: text.title,
      summary: text.summary,
      body: text.body,
      industry: text.industry,
      results,
      coverAlt: text.coverAlt,
    };
  }
  const raw = {
    slug: values.slug,
    coverImage: values.coverImage || null,
    technologies: values.technologies
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
    published: values.published,
    sortOrder: Number(values.sortOrder) || 0,
    translations,
  };
  const parsed = caseImportSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, lang, name] = issue.path.map(String);
      const problem: CaseFormError['problem'] =
        issue.code === 'too_big'
          ? issue.origin === 'array'
            ? 'tooMany'
            : 'tooLong'
          : issue.code === 'too_small'
            ? 'required'
            : 'invalid';
      const limit = issue.code === 'too_big' ? { max: Number(issue.maximum) } : {};
      if (first === 'translations' && lang && languages.includes(lang as Lang)) {
        const field = caseTextFields.find((candidate) => candidate === name) ?? 'results';
        if (!errors.some((error) => error.lang === lang && error.field === field))
          errors.push({ field, lang: lang as Lang, problem, ...limit });
      } else if (first === 'translations') {
        errors.push({ field: 'translations', problem: 'needsLanguage' });
      } else if (first === 'slug' || first === 'coverImage' || first === 'technologies') {
        errors.push(
          first === 'slug' && !values.slug
            ? { field: first, problem: 'required' }
            : { field: first, problem, ...limit },
        );
      }
    }
  }
  if (errors.length || !parsed.success)
    return { ok: false, errors: errors.length ? errors : [{ field: 'translations', problem: 'invalid' }] };
  return { ok: true, entry: parsed.data };
}

/** The fields a language must have once any of its fields has text (the import format's rule). */
const requiredTextFields = ['title', 'summary', 'industry'] as const satisfies readonly CaseTextField[];

/** The editor's parts, in the page's order: the common fields, then each language. */
export type EditorSection = 'common' | `lang-${Lang}`;
const editorSections: readonly EditorSection[] = ['common', ...languages.map((lang) => `lang-${lang}` as const)];

/** The editor's part a Save button named (`?section=`); undefined for anything else. */
export const sectionNamed = (value: string | null): EditorSection | undefined =>
  editorSections.find((section) => section === value);

/** How far one language is written: its fields with text, out of all, and the required ones still empty (none while the language is left out). */
export function completenessOf(text: Record<CaseTextField, string>): {
  filled: number;
  total: number;
  missing: CaseTextField[];
} {
  const filled = caseTextFields.filter((field) => text[field].trim()).length;
  return {
    filled,
    total: caseTextFields.length,
    missing: filled ? requiredTextFields.filter((field) => !text[field].trim()) : [],
  };
}

/** The id of the editor's control that shows the first of `errors` in the page's order (a missing language: English's title), to take the focus. */
export function firstErrorControl(errors: readonly CaseFormError[]): string | undefined {
  const common = ['slug', 'coverImage', 'technologies'] as const;
  const place = (error: CaseFormError) =>
    error.lang
      ? (languages.indexOf(error.lang) + 1) * 100 + caseTextFields.indexOf(error.field as CaseTextField)
      : error.field === 'translations'
        ? 100
        : common.indexOf(error.field as (typeof common)[number]);
  const first = [...errors].sort((a, b) => place(a) - place(b))[0];
  if (!first) return undefined;
  // A cover's error is its upload's: the file field takes the focus.
  return first.lang
    ? `${first.lang}-${first.field}`
    : first.field === 'translations'
      ? 'en-title'
      : first.field === 'coverImage'
        ? 'coverFile'
        : first.field;
}
