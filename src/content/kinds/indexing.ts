/** Which pages search engines are asked to leave out, per language (`indexing`): a box per page (`noindex.about`, `on` when ticked). */
import { indexedPages } from '../../routing/pages.ts';
import { indexingSchema, seedIndexing, type IndexingDocument } from '../indexing.ts';
import { defineDocumentKind } from './define.ts';

export const indexingKind = defineDocumentKind({
  key: 'indexing',
  scope: 'language',
  schema: indexingSchema,
  seed: () => seedIndexing(),
  pages: indexedPages,
  // The other languages' versions stop naming a page kept out as their alternate.
  allLanguages: true,
  form: {
    editor: 'indexing',
    fields(data) {
      const noindex = (data as Partial<IndexingDocument> | null)?.noindex;
      return Object.fromEntries(indexedPages.map((page) => [`noindex.${page}`, noindex?.[page] ? 'on' : '']));
    },
    // An unticked box is not posted at all: absent is indexed.
    data: (fields) => ({
      noindex: Object.fromEntries(indexedPages.map((page) => [page, !!fields[`noindex.${page}`]])),
    }),
  },
});
