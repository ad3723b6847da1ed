/**
 * Which pages search engines are asked to leave out, per language: a page marked `noindex` in a
 * language says so in its head, leaves that language's sitemap, and the other languages' versions
 * stop naming it as an alternate. It is still shown and still counted as a visit. The seed keeps
 * every page in, as the site always had them.
 */
import { z } from 'zod';
import { languages, type Lang } from '../i18n/languages.ts';
import { indexedPages, type PageId } from '../routing/pages.ts';

export const indexingSchema = z.strictObject({
  noindex: z.strictObject(
    Object.fromEntries(indexedPages.map((page) => [page, z.boolean({ error: 'invalid' })])) as Record<
      PageId,
      z.ZodBoolean
    >,
  ),
});

export type IndexingDocument = z.infer<typeof indexingSchema>;

/** Every page indexed. */
export function seedIndexing(): IndexingDocument {
  return { noindex: Object.fromEntries(indexedPages.map((page) => [page, false])) as Record<PageId, boolean> };
}

/** True when `page` is marked to be kept out of search engines in the document. */
function isNoindex(document: IndexingDocument, page: PageId): boolean {
  return document.noindex[page] === true;
}

/** The published (or, in a staff preview, drafted) documents, as far as indexing needs them. */
export interface IndexingReader {
  get(key: 'indexing', lang: Lang): IndexingDocument;
}

/** The languages whose version of `page` is kept out of search engines. */
export function noindexLanguages(documents: IndexingReader, page: PageId): Lang[] {
  return languages.filter((lang) => isNoindex(documents.get('indexing', lang), page));
}
