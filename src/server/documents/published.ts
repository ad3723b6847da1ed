/** The published versions of the content documents, as the site shows them. */
import {
  documentKinds,
  isDocumentKey,
  withSeedKeys,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { siteDocuments } from '../db/schema.ts';

export interface PublishedDocument {
  key: DocumentKey;
  lang: DocumentLang;
  data: unknown;
  version: number;
  publishedAt: Date;
}

/**
 * Every published document, each checked against its kind's schema once what the code added
 * since it was written is taken from the seed (`withSeedKeys`); a row of an unknown kind, or one
 * that no longer fits its schema, is left out (the site then shows the seed).
 */
export async function readPublishedDocuments(db: Database): Promise<PublishedDocument[]> {
  const rows = await db
    .select({
      key: siteDocuments.key,
      lang: siteDocuments.lang,
      data: siteDocuments.published,
      version: siteDocuments.version,
      publishedAt: siteDocuments.publishedAt,
    })
    .from(siteDocuments);
  return rows.flatMap((row) => {
    if (!isDocumentKey(row.key)) return [];
    const parsed = documentKinds[row.key].schema.safeParse(withSeedKeys(row.key, row.lang as DocumentLang, row.data));
    return parsed.success ? [{ ...row, key: row.key, lang: row.lang as DocumentLang, data: parsed.data }] : [];
  });
}
