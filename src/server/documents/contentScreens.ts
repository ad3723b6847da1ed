/**
 * What the content screens show, one function per screen: every document with its state
 * (`/staff/content`), one document's editor (`/staff/content/<key>/<lang>`) and the comparison
 * of two of its versions (`.../compare`). The pages render what these return; none reads the store.
 */
import { documentKinds, SHARED, type DocumentKey, type DocumentLang } from '../../content/documents.ts';
import type { Messages } from '../../i18n/index.ts';
import type { SiteApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { listStaff } from '../staff/accounts.ts';
import type { StaffMember } from '../staff/member.ts';
import { documentAt, everyDocument, mayEditDocument } from './access.ts';
import { documentComparison, type ComparisonAnswer } from './compareVersions.ts';
import { readDocument, seedDocumentsIfEmpty, type DocumentState } from './store.ts';
import { listDocumentVersions } from './versions.ts';

/** One document in one language, as the list shows it. */
export interface ContentRow {
  key: DocumentKey;
  lang: DocumentLang;
  state: DocumentState | undefined;
  /** False for a language the member may not edit: shown, not linked. */
  mayEdit: boolean;
}

/** Member ids to names, for "saved by". */
async function memberNames(db: Database): Promise<Record<string, string>> {
  const { members } = await listStaff(db);
  return Object.fromEntries(members.map((member) => [member.id, member.name || member.email]));
}

/** Every document and language with its state, and whether `member` may edit it (the seeds stored first, when the store lacks some). */
export async function contentOverview(
  app: Pick<SiteApp, 'db'>,
  member: StaffMember,
): Promise<{ rows: ContentRow[]; names: Record<string, string> }> {
  const db = await app.db();
  await seedDocumentsIfEmpty(db);
  const rows = await Promise.all(
    everyDocument().map(async ({ key, lang }) => ({
      key,
      lang,
      state: await readDocument(db, key, lang),
      mayEdit: mayEditDocument(member, key, lang),
    })),
  );
  return { rows, names: await memberNames(db) };
}

/** The document `key` in `lang` as its editor opens it: its state, its versions, and the English source beside another language's words. */
async function documentForEditing(db: Database, key: DocumentKey, lang: DocumentLang) {
  await seedDocumentsIfEmpty(db);
  const state = await readDocument(db, key, lang);
  const versions = await listDocumentVersions(db, key, lang);
  const english =
    documentKinds[key].scope === 'language' && lang !== 'en' ? await readDocument(db, key, 'en') : undefined;
  return {
    state,
    /** What the form opens with: the draft if there is one, else the published data (the seed before the first start stored it). */
    data: state ? (state.draft ?? state.published) : documentKinds[key].seed(lang),
    versions,
    source: english
      ? english.published
      : documentKinds[key].scope === 'language' && lang !== 'en'
        ? documentKinds[key].seed('en')
        : undefined,
    names: await memberNames(db),
  };
}

export type DocumentEditing = Awaited<ReturnType<typeof documentForEditing>>;

/** The editor screen: the document an address names, refused (404, 403) or with what its editor opens. */
export type EditorScreen =
  | { status: 404 }
  | { status: 403; key: DocumentKey; lang: DocumentLang }
  | {
      status: 200;
      key: DocumentKey;
      lang: DocumentLang;
      editing: DocumentEditing;
      /** The social images' cards: each page's title and description as published. */
      cards?: Messages['meta'] | undefined;
    };

/** The editor of the document the address names (`key`, `segment`), as `member` may see it. */
export async function documentEditorScreen(
  app: Pick<SiteApp, 'db' | 'documents'>,
  member: StaffMember,
  key: string | undefined,
  segment: string | undefined,
): Promise<EditorScreen> {
  const named = documentAt(key, segment);
  if (!named) return { status: 404 };
  if (!mayEditDocument(member, named.key, named.lang)) return { status: 403, ...named };
  const editing = await documentForEditing(await app.db(), named.key, named.lang);
  const cards =
    documentKinds[named.key].form.editor === 'socialImages' && named.lang !== SHARED
      ? app.documents.catalog(named.lang).meta
      : undefined;
  return { status: 200, ...named, editing, cards };
}

/** The comparison screen: versions `from` and `to` (the address's query) of the document the address names. */
export async function comparisonScreen(
  app: Pick<SiteApp, 'db'>,
  member: StaffMember,
  key: string | undefined,
  segment: string | undefined,
  query: URLSearchParams,
): Promise<ComparisonAnswer> {
  return documentComparison(await app.db(), member, key, segment, query);
}
