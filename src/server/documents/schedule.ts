/**
 * A content document published at a set time: its draft kept with the time, taken off the
 * schedule, and published when due by whichever instance gets there first (`live.ts` runs it).
 */
import { and, asc, isNotNull, lte, sql } from 'drizzle-orm';
import { documentKeys, withSeedKeys, type DocumentKey, type DocumentLang } from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { siteDocuments } from '../db/schema.ts';
import { audit } from '../staff/audit.ts';
import { checkDocument } from './check.ts';
import { entry, publishLocked, SCHEDULE_LOCK, where, withChecked, type Author, type DocumentWrite } from './store.ts';

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
      const checked = documentKeys.includes(key)
        ? checkDocument(key, withSeedKeys(key, lang, row.draft))
        : ({ ok: false, issues: [] } as const);
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
