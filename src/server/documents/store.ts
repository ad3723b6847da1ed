/**
 * The content documents in the store (`src/content/documents.ts`): seeded from the code, read,
 * drafted and published now; published at a set time in `schedule.ts`, and restored from any
 * earlier version in `versions.ts`. Every write is checked against its kind's schema first and
 * leaves an audit row in its transaction; every publish sends the notice that makes each
 * instance show it (`events.ts`).
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  documentKeys,
  documentKinds,
  documentLanguages,
  withSeedKeys,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { siteDocuments, siteDocumentVersions } from '../db/schema.ts';
import { audit, type AuditAction } from '../staff/audit.ts';
import { checkDocument, type DocumentIssue } from './check.ts';
import { notifyDocumentsPublished } from './events.ts';

/** Who writes: a member, or nobody (the command line, the schedule). */
export type Author = { id: string; email: string } | undefined;

export type DocumentWrite = { ok: true; version?: number } | { ok: false; issues: DocumentIssue[] };

export interface DocumentState {
  key: DocumentKey;
  lang: DocumentLang;
  published: unknown;
  version: number;
  publishedAt: Date;
  publishedBy: string | null;
  draft: unknown;
  draftAt: Date | null;
  draftBy: string | null;
  publishAt: Date | null;
}

export interface DocumentSummary {
  key: DocumentKey;
  lang: DocumentLang;
  version: number;
  publishedAt: Date;
  hasDraft: boolean;
  publishAt: Date | null;
}

/** The advisory lock seeding and scheduled publishing run under (any fixed number). */
export const SCHEDULE_LOCK = 7_023_117;

export const where = (key: DocumentKey, lang: DocumentLang) =>
  and(eq(siteDocuments.key, key), eq(siteDocuments.lang, lang));

/** True when `lang` is one `key` is written in. */
const fits = (key: DocumentKey, lang: DocumentLang) => documentLanguages(key).includes(lang);

/** Stores each document and language the store lacks with its seed, as version 1. How many were stored. */
export async function seedDocumentsIfEmpty(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const present = new Set(
      (await tx.select({ key: siteDocuments.key, lang: siteDocuments.lang }).from(siteDocuments)).map(
        (row) => `${row.key}/${row.lang}`,
      ),
    );
    const missing = documentKeys.flatMap((key) =>
      documentLanguages(key)
        .filter((lang) => !present.has(`${key}/${lang}`))
        .map((lang) => ({ key, lang, data: documentKinds[key].seed(lang) })),
    );
    if (!missing.length) return 0;
    await tx
      .insert(siteDocuments)
      .values(missing.map(({ key, lang, data }) => ({ key, lang, published: data, version: 1 })));
    await tx
      .insert(siteDocumentVersions)
      .values(missing.map(({ key, lang, data }) => ({ key, lang, version: 1, data, action: 'seeded' })))
      .onConflictDoNothing();
    return missing.length;
  });
}

/** One document in one language, with its draft and schedule; undefined when there is none. */
export async function readDocument(
  db: Database,
  key: DocumentKey,
  lang: DocumentLang,
): Promise<DocumentState | undefined> {
  const [row] = await db.select().from(siteDocuments).where(where(key, lang));
  return row
    ? {
        ...row,
        key,
        lang,
        published: withSeedKeys(key, lang, row.published),
        draft: withSeedKeys(key, lang, row.draft),
      }
    : undefined;
}

/** Every stored document and language, in the registry's order. */
export async function listDocuments(db: Database): Promise<DocumentSummary[]> {
  const rows = await db
    .select({
      key: siteDocuments.key,
      lang: siteDocuments.lang,
      version: siteDocuments.version,
      publishedAt: siteDocuments.publishedAt,
      hasDraft: sql<boolean>`${siteDocuments.draft} is not null`,
      publishAt: siteDocuments.publishAt,
    })
    .from(siteDocuments);
  const order = (row: { key: string; lang: string }) =>
    documentKeys.indexOf(row.key as DocumentKey) * 100 +
    documentLanguages(row.key as DocumentKey).indexOf(row.lang as DocumentLang);
  return rows
    .filter((row) => documentKeys.includes(row.key as DocumentKey))
    .map((row) => ({ ...row, key: row.key as DocumentKey, lang: row.lang as DocumentLang }))
    .sort((a, b) => order(a) - order(b));
}

/** The audit row of a change to the document `key` in `lang`. */
export const entry = (
  author: Author,
  action: AuditAction,
  key: DocumentKey,
  lang: DocumentLang,
  details: Record<string, string>,
  ip?: string,
) => ({ actor: author, action, target: `${key}/${lang}`, details, ip });

/** Makes `data` the published version of the locked row, as `action`: a new version, the draft and schedule cleared, the notice sent. */
export async function publishLocked(
  tx: Database,
  key: DocumentKey,
  lang: DocumentLang,
  data: unknown,
  author: Author,
  action: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(siteDocuments)
    .set({
      published: data,
      version: sql`${siteDocuments.version} + 1`,
      publishedAt: now,
      publishedBy: author?.id ?? null,
      draft: null,
      draftBy: null,
      draftAt: null,
      publishAt: null,
    })
    .where(where(key, lang))
    .returning({ version: siteDocuments.version });
  const version = row!.version;
  await tx
    .insert(siteDocumentVersions)
    .values({ key, lang, version, data, action, memberId: author?.id ?? null, createdAt: now });
  await notifyDocumentsPublished(tx, [{ key, lang }]);
  return version;
}

/**
 * Runs `change` on the row of `key` in `lang`, locked, once `data` is checked. Refused as an issue
 * at `lang` when the document is not written in that language or not stored.
 */
export async function withChecked(
  db: Database,
  key: DocumentKey,
  lang: DocumentLang,
  data: unknown,
  change: (tx: Database, data: unknown) => Promise<DocumentWrite>,
): Promise<DocumentWrite> {
  if (!fits(key, lang)) return { ok: false, issues: [{ path: 'lang', code: 'lang.unknown' }] };
  const checked = checkDocument(key, data);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ key: siteDocuments.key }).from(siteDocuments).where(where(key, lang)).for('update');
    if (!row) return { ok: false, issues: [{ path: 'lang', code: 'document.missing' }] };
    return change(tx, checked.data);
  });
}

/**
 * Publishes checked `data` within the caller's transaction `tx`, as `action` (`imported` by the
 * content file), with its audit row and notice. The document must be stored (seeded) already.
 */
export async function publishWithin(
  tx: Database,
  author: Author,
  key: DocumentKey,
  lang: DocumentLang,
  data: unknown,
  action: string,
  now: Date,
): Promise<number> {
  await tx.select({ key: siteDocuments.key }).from(siteDocuments).where(where(key, lang)).for('update');
  const version = await publishLocked(tx, key, lang, data, author, action, now);
  await audit(tx, entry(author, 'content-publish', key, lang, { version: String(version), how: action }));
  return version;
}

/** Keeps `data` as the document's draft (the site still shows the published version); a schedule stays. */
export async function saveDocumentDraft(
  db: Database,
  author: Author,
  key: DocumentKey,
  lang: DocumentLang,
  data: unknown,
  now: Date,
  ip?: string,
): Promise<DocumentWrite> {
  return withChecked(db, key, lang, data, async (tx, checked) => {
    await tx
      .update(siteDocuments)
      .set({ draft: checked, draftBy: author?.id ?? null, draftAt: now })
      .where(where(key, lang));
    await audit(tx, entry(author, 'content-draft', key, lang, {}, ip));
    return { ok: true };
  });
}

/** Publishes `data` now: the site shows it on every instance within seconds. */
export async function publishDocument(
  db: Database,
  author: Author,
  key: DocumentKey,
  lang: DocumentLang,
  data: unknown,
  now: Date,
  ip?: string,
): Promise<DocumentWrite> {
  return withChecked(db, key, lang, data, async (tx, checked) => {
    const version = await publishLocked(tx, key, lang, checked, author, 'published', now);
    await audit(tx, entry(author, 'content-publish', key, lang, { version: String(version) }, ip));
    return { ok: true, version };
  });
}
