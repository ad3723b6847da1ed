/** The published versions of a content document: listed, read, and one made the draft again. */
import { and, desc, eq } from 'drizzle-orm';
import { withSeedKeys, type DocumentKey, type DocumentLang } from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { siteDocuments, siteDocumentVersions } from '../db/schema.ts';
import { audit } from '../staff/audit.ts';
import { entry, where, withChecked, type Author, type DocumentWrite } from './store.ts';

/** Every published version of the document, newest first. */
export async function listDocumentVersions(
  db: Database,
  key: DocumentKey,
  lang: DocumentLang,
): Promise<{ version: number; action: string; memberId: string | null; createdAt: Date }[]> {
  return db
    .select({
      version: siteDocumentVersions.version,
      action: siteDocumentVersions.action,
      memberId: siteDocumentVersions.memberId,
      createdAt: siteDocumentVersions.createdAt,
    })
    .from(siteDocumentVersions)
    .where(and(eq(siteDocumentVersions.key, key), eq(siteDocumentVersions.lang, lang)))
    .orderBy(desc(siteDocumentVersions.version));
}

/** What version `version` of the document held; undefined when there is none. */
export async function readDocumentVersion(
  db: Database,
  key: DocumentKey,
  lang: DocumentLang,
  version: number,
): Promise<unknown> {
  const [row] = await db
    .select({ data: siteDocumentVersions.data })
    .from(siteDocumentVersions)
    .where(
      and(
        eq(siteDocumentVersions.key, key),
        eq(siteDocumentVersions.lang, lang),
        eq(siteDocumentVersions.version, version),
      ),
    );
  return row ? withSeedKeys(key, lang, row.data) : undefined;
}

/** Makes version `version` the document's draft, to review and publish; refused at `version` when there is none. */
export async function restoreDocumentVersion(
  db: Database,
  author: Author,
  key: DocumentKey,
  lang: DocumentLang,
  version: number,
  now: Date,
  ip?: string,
): Promise<DocumentWrite> {
  const data = await readDocumentVersion(db, key, lang, version);
  if (data === undefined) return { ok: false, issues: [{ path: 'version', code: 'version.missing' }] };
  return withChecked(db, key, lang, data, async (tx, checked) => {
    await tx
      .update(siteDocuments)
      .set({ draft: checked, draftBy: author?.id ?? null, draftAt: now })
      .where(where(key, lang));
    await audit(tx, entry(author, 'content-restore', key, lang, { version: String(version) }, ip));
    return { ok: true };
  });
}
