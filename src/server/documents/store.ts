/**
 * Stand-in for the documents' store until it lands on main (only the two functions the public
 * side calls, with their signatures); replaced whole by main's file on merge.
 */
import { documentKeys, documentKinds, documentLanguages, type DocumentKey, type DocumentLang } from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { siteDocuments, siteDocumentVersions } from '../db/schema.ts';

/** Stores each missing document with its seed as version 1; returns how many were stored. */
export async function seedDocumentsIfEmpty(db: Database): Promise<number> {
  const rows = documentKeys.flatMap((key) => documentLanguages(key).map((lang) => ({ key, lang, published: documentKinds[key].seed(lang), version: 1 })));
  return db.transaction(async (tx) => {
    const stored = await tx.insert(siteDocuments).values(rows).onConflictDoNothing().returning({ key: siteDocuments.key, lang: siteDocuments.lang, published: siteDocuments.published });
    if (stored.length) await tx.insert(siteDocumentVersions).values(stored.map((row) => ({ key: row.key, lang: row.lang, version: 1, data: row.published, action: 'seeded' }))).onConflictDoNothing();
    return stored.length;
  });
}

/** Publishes every draft whose time has come; returns what was published (the stand-in publishes none). */
export async function publishDueDocuments(_db: Database, _now: Date): Promise<{ key: DocumentKey; lang: DocumentLang; version: number }[]> {
  return [];
}
