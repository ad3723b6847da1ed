/** What the content screens show: every document with its state, and one document's editor. */
import { documentKinds, type DocumentKey, type DocumentLang } from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { listStaff } from '../staff/accounts.ts';
import type { StaffMember } from '../staff/member.ts';
import { everyDocument, mayEditDocument } from './access.ts';
import { listDocumentVersions, readDocument, seedDocumentsIfEmpty, type DocumentState } from './store.ts';

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
  db: Database,
  member: StaffMember,
): Promise<{ rows: ContentRow[]; names: Record<string, string> }> {
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
export async function documentForEditing(db: Database, key: DocumentKey, lang: DocumentLang) {
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
