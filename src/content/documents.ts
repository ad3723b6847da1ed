/**
 * The documents editors change in the staff area (`/staff/content`), beside the cases: each a
 * typed, validated piece of the site's content, declared once in `kinds/` (its schema, seed,
 * form and pages: `kinds/define.ts`) and listed here, where every caller looks a kind up. A
 * document is either shared by every language (`scope: 'shared'`, stored under the language
 * `*`) or written once per language. The first start stores the seeds, which are today's
 * content from the code, so no page changes by a byte.
 */
import type { z } from 'zod';
import { languages, type Lang } from '../i18n/languages.ts';
import { SHARED, type DocumentKind, type DocumentLang } from './kinds/define.ts';
import { indexingKind } from './kinds/indexing.ts';
import { officesKind } from './kinds/offices.ts';
import { packageCopyKind } from './kinds/packageCopy.ts';
import { packagesKind } from './kinds/packages.ts';
import * as copy from './kinds/pageCopy.ts';
import { socialImagesKind } from './kinds/socialImages.ts';

export { SHARED, type DocumentKind, type DocumentLang };

/** Every kind, in the order the staff screens list them. */
const kinds = [
  packagesKind,
  packageCopyKind,
  officesKind,
  copy.homeCopyKind,
  copy.aboutCopyKind,
  copy.solutionsCopyKind,
  copy.casesCopyKind,
  copy.technologyCopyKind,
  copy.contactCopyKind,
  copy.privacyCopyKind,
  copy.presentationCopyKind,
  copy.apiDocsCopyKind,
  copy.footerCopyKind,
  copy.seoKind,
  indexingKind,
  socialImagesKind,
] as const;

type Kind = (typeof kinds)[number];

export type DocumentKey = Kind['key'];

/** The kinds by key. */
export const documentKinds = Object.fromEntries(kinds.map((kind) => [kind.key, kind])) as {
  [K in DocumentKey]: Extract<Kind, { key: K }>;
};

export type DocumentData<K extends DocumentKey> = z.infer<(typeof documentKinds)[K]['schema']>;

export const documentKeys: DocumentKey[] = kinds.map((kind) => kind.key);

/** True for a key of a document kind. */
export function isDocumentKey(value: unknown): value is DocumentKey {
  return typeof value === 'string' && Object.hasOwn(documentKinds, value);
}

/** The kind of `key`, as any kind (for callers that do not need its own data's type). */
export function documentKind(key: DocumentKey): DocumentKind {
  return documentKinds[key] as DocumentKind;
}

/** The languages `key` is stored in: `*` alone when shared, else every site language. */
export function documentLanguages(key: DocumentKey): readonly DocumentLang[] {
  return documentKinds[key].scope === 'shared' ? [SHARED] : languages;
}

/** The site languages whose pages show `lang`'s version of a document (all of them for `*`). */
export function shownIn(lang: DocumentLang): readonly Lang[] {
  return lang === SHARED ? languages : [lang];
}

/**
 * `data`, a stored `key` document in `lang`, with what the code added to the kind since it was
 * written taken from the seed: a key it lacks, at any depth (a page added to the site, a new
 * text). What it holds is kept as it is, so an editor's work still shows once the site has grown.
 */
export function withSeedKeys(key: DocumentKey, lang: DocumentLang, data: unknown): unknown {
  if (data === null || data === undefined) return data;
  return fillFrom(documentKinds[key].seed(lang), data);
}

function fillFrom(seed: unknown, data: unknown): unknown {
  if (!isRecord(seed) || !isRecord(data)) return data;
  const filled: Record<string, unknown> = { ...data };
  for (const [name, value] of Object.entries(seed))
    filled[name] = Object.hasOwn(data, name) ? fillFrom(value, data[name]) : value;
  return filled;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
