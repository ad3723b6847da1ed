/**
 * The documents editors change in the staff area (`/staff/content`), beside the cases: each a
 * typed, validated piece of the site's content. A document is either shared by every language
 * (`scope: 'shared'`, stored under the language `*`) or written once per language. Each names
 * the pages built from it, so a publish refreshes exactly those. The first start stores the
 * seeds, which are today's content from the code, so no page changes by a byte.
 */
import type { z } from 'zod';
import { languages, type Lang } from '../i18n/languages.ts';
import { indexedPages, type PageId } from '../routing/pages.ts';
import { indexingSchema, seedIndexing } from './indexing.ts';
import { officesSchema, seedOffices } from './offices.ts';
import { packageCopySchema, packagesSchema, seedPackageCopy, seedPackages } from './packages.ts';
import { copyKinds, copySchema, seedCopy, type CopyDocument, type CopyKey } from './pageCopy.ts';
import { seedSocialImages, socialImagesSchema } from './socialImages.ts';

/** The language a shared document is stored under. */
export const SHARED = '*';

export type DocumentLang = Lang | typeof SHARED;

export interface DocumentKind<Schema extends z.ZodType = z.ZodType> {
  scope: 'shared' | 'language';
  schema: Schema;
  /** Today's content: `lang` is `*` for a shared document. */
  seed(lang: DocumentLang): z.infer<Schema>;
  /** The site pages shown from it, in the document's language (every language when shared). */
  pages: readonly PageId[];
  /** True when a publish may change any page of its language (page copy: pages borrow each other's words). */
  everyPage?: boolean;
  /** True when a publish in one language changes its pages in every language (they name each other as alternates). */
  allLanguages?: boolean;
}

/** The page copy documents (`pageCopy.ts`), each written once per language. */
const copyDocumentKinds = Object.fromEntries(
  (Object.keys(copyKinds) as CopyKey[]).map((key) => [
    key,
    {
      scope: 'language',
      schema: copySchema(key),
      seed: (lang: DocumentLang) => seedCopy(key, lang as Lang),
      pages: copyKinds[key].pages,
      everyPage: true,
    },
  ]),
) as {
  [K in CopyKey]: {
    scope: 'language';
    schema: z.ZodType<CopyDocument>;
    seed(lang: DocumentLang): CopyDocument;
    pages: readonly PageId[];
    everyPage: true;
  };
};

export const documentKinds = {
  packages: { scope: 'shared', schema: packagesSchema, seed: () => seedPackages(), pages: ['solutions'] },
  packageCopy: {
    scope: 'language',
    schema: packageCopySchema,
    seed: (lang) => seedPackageCopy(lang as Lang),
    pages: ['solutions'],
  },
  /** The company's email and phone and each office's phone and map link: the footer of every page shows some. */
  offices: { scope: 'shared', schema: officesSchema, seed: () => seedOffices(), pages: indexedPages, everyPage: true },
  ...copyDocumentKinds,
  indexing: {
    scope: 'language',
    schema: indexingSchema,
    seed: () => seedIndexing(),
    pages: indexedPages,
    allLanguages: true,
  },
  /** The picture each page shows when shared, per language. */
  socialImages: { scope: 'language', schema: socialImagesSchema, seed: () => seedSocialImages(), pages: indexedPages },
} as const satisfies Record<string, DocumentKind<z.ZodType>>;

export type DocumentKey = keyof typeof documentKinds;

export type DocumentData<K extends DocumentKey> = z.infer<(typeof documentKinds)[K]['schema']>;

export const documentKeys = Object.keys(documentKinds) as DocumentKey[];

/** True for a key of a document kind. */
export function isDocumentKey(value: unknown): value is DocumentKey {
  return typeof value === 'string' && Object.hasOwn(documentKinds, value);
}

/** The languages `key` is stored in: `*` alone when shared, else every site language. */
export function documentLanguages(key: DocumentKey): readonly DocumentLang[] {
  return documentKinds[key].scope === 'shared' ? [SHARED] : languages;
}

/** The site languages whose pages show `lang`'s version of a document (all of them for `*`). */
export function shownIn(lang: DocumentLang): readonly Lang[] {
  return lang === SHARED ? languages : [lang];
}
