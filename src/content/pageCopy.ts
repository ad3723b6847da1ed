/**
 * The page copy editors change, per language: sections of the site's catalog (the home hero and
 * its figures, each page's words, the footer, every page's title and description). The catalog
 * stays the seed and the interface's own words (buttons, form labels, errors) stay in code; a
 * published copy document is shown instead of its sections (`Astro.locals.shown`, `server/documents/copyScope.ts`).
 *
 * A document's shape is its English sections' shape: the same keys, lists of the same length,
 * every text non-empty and keeping the `{placeholders}` the English has, so a page built from it
 * can never miss a word or show a raw `{year}`.
 */
import { z } from 'zod';
import { catalogs, type Messages } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { indexedPages, type PageId } from '../routing/pages.ts';

type Section = keyof Messages;

interface CopyKind {
  /** The catalog's sections the document holds. */
  sections: readonly Section[];
  /** Keys of a section that another document holds (the packages' words are `packageCopy`). */
  omit?: Partial<Record<Section, readonly string[]>>;
  /** The pages it is about: their previews, and their dates in the sitemap. */
  pages: readonly PageId[];
}

/**
 * The copy documents, each written once per language. A publish of any of them drops every page
 * of its language (a page may borrow another's words: the footer, a call to action).
 */
export const copyKinds = {
  homeCopy: { sections: ['hero', 'demo'], pages: ['home'] },
  aboutCopy: { sections: ['about'], pages: ['about'] },
  solutionsCopy: { sections: ['solutions'], omit: { solutions: ['packages'] }, pages: ['solutions'] },
  casesCopy: { sections: ['cases'], pages: ['cases'] },
  technologyCopy: { sections: ['technology', 'tech_core'], pages: ['technology'] },
  contactCopy: { sections: ['contact'], pages: ['contact'] },
  privacyCopy: { sections: ['privacy'], pages: ['privacy'] },
  presentationCopy: { sections: ['presentation'], pages: ['presentation'] },
  apiDocsCopy: { sections: ['apiDocs'], pages: ['apiDocs'] },
  footerCopy: { sections: ['footer'], pages: indexedPages },
  seo: { sections: ['meta'], pages: indexedPages },
} as const satisfies Record<string, CopyKind>;

export type CopyKey = keyof typeof copyKinds;

/** A copy document: its sections by name, each shaped as the catalog's. */
export type CopyDocument = Partial<Record<Section, unknown>>;

/** The longest text a field takes (the privacy policy's paragraphs are the longest today, under 1,000). */
const TEXT_MAX = 5000;

/** The `{name}` placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(/\{(\w+)\}/g), (match) => match[1]!))].sort();
}

/** A text field: non-empty, not too long, with exactly the placeholders of its English source. */
function textSchema(source: string): z.ZodType<string> {
  const wanted = placeholdersOf(source).join(',');
  return z
    .string({ error: 'invalid' })
    .trim()
    .min(1, { error: 'text.required' })
    .max(TEXT_MAX, { error: 'text.long' })
    .refine((text) => placeholdersOf(text).join(',') === wanted, { error: 'text.placeholders' });
}

/** The schema of a value shaped as `source`: same keys, lists of its length, texts as `textSchema`. */
function schemaLike(source: unknown): z.ZodType {
  if (typeof source === 'string') return textSchema(source);
  if (Array.isArray(source)) return z.array(schemaLike(source[0])).length(source.length, { error: 'invalid' });
  return z.strictObject(
    Object.fromEntries(
      Object.entries(source as Record<string, unknown>).map(([key, value]) => [key, schemaLike(value)]),
    ),
  );
}

/** The kind's sections of `lang`'s catalog, without the keys another document holds. */
function sectionsOf(key: CopyKey, lang: Lang): CopyDocument {
  const kind: CopyKind = copyKinds[key];
  return Object.fromEntries(
    kind.sections.map((section) => {
      const omitted = kind.omit?.[section] ?? [];
      const value = catalogs[lang][section] as Record<string, unknown>;
      return [
        section,
        structuredClone(Object.fromEntries(Object.entries(value).filter(([name]) => !omitted.includes(name)))),
      ];
    }),
  );
}

/** The schema of the copy document `key`, from its English sections. */
export function copySchema(key: CopyKey): z.ZodType<CopyDocument> {
  return schemaLike(sectionsOf(key, 'en')) as z.ZodType<CopyDocument>;
}

/** Today's copy of `key` in `lang`, from the catalog. */
export function seedCopy(key: CopyKey, lang: Lang): CopyDocument {
  return sectionsOf(key, lang);
}

/**
 * `lang`'s catalog with the published copy documents' sections in place of the code's (a
 * section's omitted keys stay the code's).
 */
export function catalogWithCopy(lang: Lang, documents: readonly CopyDocument[]): Messages {
  const merged: Record<string, unknown> = { ...catalogs[lang] };
  for (const document of documents) {
    for (const [section, value] of Object.entries(document))
      merged[section] = { ...(merged[section] as object), ...(value as object) };
  }
  return merged as unknown as Messages;
}

/** The texts of a copy document by their path (`hero.title`, `presentation.slides.0.text`), in the English's order. */
export function copyTexts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, inner]) => copyTexts(inner, path ? `${path}.${name}` : name));
}

/** The copy document `key` holding `texts` by path, shaped as its English (a text not given is empty). */
export function copyFromTexts(key: CopyKey, texts: Readonly<Record<string, string>>): CopyDocument {
  const build = (source: unknown, path: string): unknown => {
    if (typeof source === 'string') return texts[path] ?? '';
    if (Array.isArray(source)) return source.map((item, index) => build(item, `${path}.${index}`));
    return Object.fromEntries(
      Object.entries(source as Record<string, unknown>).map(([name, inner]) => [
        name,
        build(inner, path ? `${path}.${name}` : name),
      ]),
    );
  };
  return build(seedCopy(key, 'en'), '') as CopyDocument;
}
