/**
 * The staff preview of a public page (`/staff/content/preview/<page>/<lang>`): the real page,
 * rendered as visitors will see it once the saved drafts are published: each document's valid
 * draft, else what is published. The middleware renders the public page in its place
 * (`src/middleware.ts`), staff only, never cached or indexed, with a band saying what is shown.
 */
import {
  documentKeys,
  documentKinds,
  SHARED,
  type DocumentData,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import { catalogWithCopy, copyKinds, type CopyDocument, type CopyKey } from '../../content/pageCopy.ts';
import { format, staffCatalogs, type Messages } from '../../i18n/index.ts';
import { asLang, type Lang, type StaffLang } from '../../i18n/languages.ts';
import { indexedPages, type PageId } from '../../routing/pages.ts';
import type { Database } from '../db/client.ts';
import { checkDocument } from './check.ts';
import { readDocument } from './store.ts';
import type { DocumentTable } from './table.ts';

/** The pages the preview can show: every public page a document is shown on. */
export const previewPages: readonly PageId[] = indexedPages;

/** True when `page` names a page the preview can show. */
export function isPreviewPage(page: string | undefined): page is PageId {
  return previewPages.includes(page as PageId);
}

/** The staff preview's address of `page` in `lang`. */
export function previewPath(page: PageId, lang: Lang): string {
  return `/staff/content/preview/${page}/${lang}`;
}

/** The page and language a preview address names, else undefined. */
export function previewAt(pathname: string): { page: PageId; lang: Lang } | undefined {
  const [, page, segment] = /^\/staff\/content\/preview\/([^/]+)\/([^/]+)\/?$/.exec(pathname) ?? [];
  const lang = asLang(segment);
  return isPreviewPage(page) && lang ? { page, lang } : undefined;
}

/** The documents a preview shows: the drafts of one language (and the shared ones) over the published table. */
export interface PreviewDocuments {
  readonly loaded: true;
  get: DocumentTable['get'];
  catalog(lang: Lang): Messages;
  /** The documents shown as their drafts. */
  readonly drafts: readonly DocumentKey[];
}

/**
 * The documents of `lang` and the shared ones, each as its saved draft when that is valid, else
 * as published; every other language as `published` holds it.
 */
export async function previewDocuments(db: Database, published: DocumentTable, lang: Lang): Promise<PreviewDocuments> {
  const shown = new Map<DocumentKey, unknown>();
  const drafts: DocumentKey[] = [];
  for (const key of documentKeys) {
    const documentLang: DocumentLang = documentKinds[key].scope === 'shared' ? SHARED : lang;
    const state = await readDocument(db, key, documentLang);
    const draft = state?.draft ? checkDocument(key, state.draft) : undefined;
    if (draft?.ok) drafts.push(key);
    shown.set(key, draft?.ok ? draft.data : (state?.published ?? documentKinds[key].seed(documentLang)));
  }
  const catalog = catalogWithCopy(
    lang,
    (Object.keys(copyKinds) as CopyKey[]).map((key) => shown.get(key) as CopyDocument),
  );
  return {
    loaded: true,
    drafts,
    get: (<K extends DocumentKey>(key: K, documentLang: DocumentLang) =>
      documentLang === lang || documentLang === SHARED
        ? (shown.get(key) as DocumentData<K>)
        : published.get(key, documentLang as never)) as DocumentTable['get'],
    catalog: (each) => (each === lang ? catalog : published.catalog(each)),
  };
}

/** The band above a preview, in the member's language `staffLang`: what it shows, and the way back. */
export function previewNotice(
  staffLang: StaffLang,
  lang: Lang,
  drafts: readonly DocumentKey[],
): { lang: StaffLang; text: string; back: { href: string; label: string } } {
  const t = staffCatalogs[staffLang];
  const language = new Intl.DisplayNames(staffLang, { type: 'language' }).of(lang) ?? lang;
  return {
    lang: staffLang,
    text: format(drafts.length ? t.content.preview.withDrafts : t.content.preview.noDrafts, { language }),
    back: { href: '/staff/content', label: t.content.back },
  };
}
