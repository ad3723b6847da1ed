/**
 * The staff preview of a page shown from content documents: the page as visitors will see it
 * once the saved drafts are published (each document's draft, else what is published).
 */
import { documentKeys, documentKinds, SHARED, type DocumentKey } from '../../content/documents.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { PageId } from '../../routing/pages.ts';
import type { Database } from '../db/client.ts';
import { checkDocument, readDocument } from './store.ts';

/** The pages the preview can show (`src/pages/staff/content/preview/`); every page a document is shown on must be one. */
export const previewPages: readonly PageId[] = ['solutions'];

/** True when `page` names a page the preview can show. */
export function isPreviewPage(page: string | undefined): page is PageId {
  return previewPages.includes(page as PageId);
}

/** The staff preview's address of `page` in `lang`. */
export function previewPath(page: PageId, lang: Lang): string {
  return `/staff/content/preview/${page}/${lang}`;
}

/**
 * The documents `page` is shown from, in `lang` (the shared ones too), each as its saved draft,
 * else as published; `drafts` names those that are drafts.
 */
export async function previewDocuments(db: Database, page: PageId, lang: Lang): Promise<{ documents: Partial<Record<DocumentKey, unknown>>; drafts: DocumentKey[] }> {
  const documents: Partial<Record<DocumentKey, unknown>> = {};
  const drafts: DocumentKey[] = [];
  for (const key of documentKeys.filter((each) => (documentKinds[each].pages as readonly PageId[]).includes(page))) {
    const documentLang = documentKinds[key].scope === 'shared' ? SHARED : lang;
    const state = await readDocument(db, key, documentLang);
    const draft = state?.draft ? checkDocument(key, state.draft) : undefined;
    if (draft?.ok) drafts.push(key);
    documents[key] = draft?.ok ? draft.data : (state?.published ?? documentKinds[key].seed(documentLang));
  }
  return { documents, drafts };
}
