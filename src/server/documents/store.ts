/**
 * The content documents in the store (`src/content/documents.ts`): seeded from the code, read,
 * drafted, published now or at a set time, and restored from any earlier version. Every write
 * is checked against its kind's schema first and leaves an audit row in its transaction; every
 * publish sends the notice that makes each instance show it (`events.ts`).
 */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import {
  documentKeys,
  documentKinds,
  documentLanguages,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { siteDocuments, siteDocumentVersions } from '../db/schema.ts';
import { audit, type AuditAction } from '../staff/audit.ts';
import { notifyDocumentsPublished } from './events.ts';

/** Who writes: a member, or nobody (the command line, the schedule). */
export type Author = { id: string; email: string } | undefined;

/** A place in a document that is wrong: its path (`items.1.prices.RUB`) and the schema's code for what. */
export interface DocumentIssue {
  path: string;
  code: string;
}

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

/** The advisory lock scheduled publishing runs under (any fixed number). */
const SCHEDULE_LOCK = 7_023_117;

const where = (key: DocumentKey, lang: DocumentLang) => and(eq(siteDocuments.key, key), eq(siteDocuments.lang, lang));

/** `data` checked as a `key` document: the parsed data, or each place that is wrong. */
export function checkDocument(
  key: DocumentKey,
  data: unknown,
): { ok: true; data: unknown } | { ok: false; issues: DocumentIssue[] } {
  const parsed = documentKinds[key].schema.safeParse(data);
  if (parsed.success) return { ok: true, data: parsed.data };
  return {
    ok: false,
    issues: parsed.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      code: issue.message && !issue.message.includes(' ') ? issue.message : issue.code,
    })),
  };
}

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
  return row ? { ...row, key, lang } : undefined;
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

const entry = (
  author: Author,
  action: AuditAction,
  key: DocumentKey,
  lang: DocumentLang,
  details: Record<string, string>,
  ip?: string,
) => ({ actor: author, action, target: `${key}/${lang}`, details, ip });

/** Makes `data` the published version of the locked row, as `action`: a new version, the draft and schedule cleared, the notice sent. */
async function publishLocked(
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
async function withChecked(
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

/** Keeps `data` as the draft, to be published at `at` (refused at `publishAt` unless later than `now`). */
export async function scheduleDocument(
  db: Database,
  author: Author,
  key: DocumentKey,
  lang: DocumentLang,
  data: unknown,
  at: Date,
  now: Date,
  ip?: string,
): Promise<DocumentWrite> {
  if (!(at.getTime() > now.getTime())) {
    const checked = checkDocument(key, data);
    return { ok: false, issues: [...(checked.ok ? [] : checked.issues), { path: 'publishAt', code: 'schedule.past' }] };
  }
  return withChecked(db, key, lang, data, async (tx, checked) => {
    await tx
      .update(siteDocuments)
      .set({ draft: checked, draftBy: author?.id ?? null, draftAt: now, publishAt: at })
      .where(where(key, lang));
    await audit(tx, entry(author, 'content-schedule', key, lang, { at: at.toISOString() }, ip));
    return { ok: true };
  });
}

/** Takes the document off the schedule; its draft is kept. False when it was not scheduled. */
export async function cancelSchedule(
  db: Database,
  author: Author,
  key: DocumentKey,
  lang: DocumentLang,
  ip?: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(siteDocuments)
      .set({ publishAt: null })
      .where(and(where(key, lang), isNotNull(siteDocuments.publishAt)))
      .returning({ key: siteDocuments.key });
    if (row) await audit(tx, entry(author, 'content-unschedule', key, lang, {}, ip));
    return !!row;
  });
}

/**
 * Publishes every draft whose time has come by `now`, each once: instances that run this at the
 * same moment take turns under one advisory lock, and the second finds nothing left due. A
 * draft that no longer fits its schema is taken off the schedule instead, and the audit says so.
 */
export async function publishDueDocuments(
  db: Database,
  now: Date,
): Promise<{ key: DocumentKey; lang: DocumentLang; version: number }[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK})`);
    const due = await tx
      .select({
        key: siteDocuments.key,
        lang: siteDocuments.lang,
        draft: siteDocuments.draft,
        publishAt: siteDocuments.publishAt,
      })
      .from(siteDocuments)
      .where(and(isNotNull(siteDocuments.publishAt), lte(siteDocuments.publishAt, now)))
      .orderBy(asc(siteDocuments.publishAt))
      .for('update');
    const published: { key: DocumentKey; lang: DocumentLang; version: number }[] = [];
    for (const row of due) {
      const key = row.key as DocumentKey;
      const lang = row.lang as DocumentLang;
      const checked = documentKeys.includes(key) ? checkDocument(key, row.draft) : ({ ok: false, issues: [] } as const);
      if (!checked.ok) {
        await tx.update(siteDocuments).set({ publishAt: null }).where(where(key, lang));
        await audit(tx, entry(undefined, 'content-unschedule', key, lang, { reason: 'invalid draft' }));
        continue;
      }
      const version = await publishLocked(tx, key, lang, checked.data, undefined, 'scheduled', now);
      await audit(
        tx,
        entry(undefined, 'content-publish', key, lang, {
          version: String(version),
          scheduledFor: row.publishAt!.toISOString(),
        }),
      );
      published.push({ key, lang, version });
    }
    return published;
  });
}

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
  return row?.data;
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
