/**
 * The content documents in the store, on both stores: seeded once from the code, drafted,
 * published with a new version, its audit row and its notice, refused (nothing kept) when a
 * field is wrong, scheduled and published once when its time comes, even by two instances at
 * the same moment, and restored from an earlier version into the draft.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { SHARED } from '../../../src/content/documents';
import { catalogs } from '../../../src/i18n';
import { seedPackageCopy, seedPackages, type PackagesDocument } from '../../../src/content/packages';
import { openDatabase } from '../../../src/server/db/client';
import { auditLog, siteDocuments, siteDocumentVersions } from '../../../src/server/db/schema';
import { onDocumentsPublished, type DocumentNotice } from '../../../src/server/documents/events';
import { everyDocument } from '../../../src/server/documents/access';
import { readPublishedDocuments } from '../../../src/server/documents/published';
import { cancelSchedule, publishDueDocuments, scheduleDocument } from '../../../src/server/documents/schedule';
import {
  listDocuments,
  publishDocument,
  readDocument,
  saveDocumentDraft,
  seedDocumentsIfEmpty,
} from '../../../src/server/documents/store';
import { listDocumentVersions, restoreDocumentVersion } from '../../../src/server/documents/versions';
import { postgresUrl, freshStoreEach, testStores } from '../../support/integration/stores';

const editor = { id: 'staff-editor-1', email: 'eda@staff.example' };
const at = (iso: string) => new Date(iso);

/** The seeded price table with the Growth package's rouble price set to `rub`. */
function withGrowthRub(rub: unknown): PackagesDocument {
  const doc = seedPackages();
  return {
    items: doc.items.map((item) =>
      item.id === 'growth' ? { ...item, prices: { ...item.prices, RUB: rub as number } } : item,
    ),
  };
}

const growthRub = (data: unknown) => (data as PackagesDocument).items.find((item) => item.id === 'growth')!.prices.RUB;

describe.each(testStores)('content documents on $name', (store) => {
  const fresh = freshStoreEach(store);

  it('seeds every document and language from the code once, as version 1', async () => {
    expect(await seedDocumentsIfEmpty(fresh.db)).toBe(everyDocument().length);
    expect(await seedDocumentsIfEmpty(fresh.db)).toBe(0);
    const listed = await listDocuments(fresh.db);
    expect(listed.map((doc) => `${doc.key}/${doc.lang}`)).toEqual(
      everyDocument().map(({ key, lang }) => `${key}/${lang}`),
    );
    expect(listed.slice(0, 7).map((doc) => `${doc.key}/${doc.lang}`)).toEqual([
      'packages/*',
      'packageCopy/en',
      'packageCopy/ru',
      'packageCopy/id',
      'packageCopy/es',
      'packageCopy/fr',
      'packageCopy/pt',
    ]);
    expect(listed.filter((doc) => doc.key === 'seo')).toHaveLength(6);
    expect(listed.every((doc) => doc.version === 1 && !doc.hasDraft && doc.publishAt === null)).toBe(true);
    const published = await readPublishedDocuments(fresh.db);
    expect(published.find((doc) => doc.key === 'packages')?.data).toEqual(seedPackages());
    expect(published.find((doc) => doc.key === 'packageCopy' && doc.lang === 'fr')?.data).toEqual(
      seedPackageCopy('fr'),
    );
  });

  it('keeps a draft apart from what is published, then publishes it as version 2 with its audit row and notice', async () => {
    await seedDocumentsIfEmpty(fresh.db);
    const heard: (DocumentNotice | { type: 'resync' })[] = [];
    const unlisten = await onDocumentsPublished(fresh.handle, (notice) => heard.push(notice));
    expect(
      await saveDocumentDraft(fresh.db, editor, 'packages', SHARED, withGrowthRub(89_000), at('2026-11-27T10:00:00Z')),
    ).toEqual({ ok: true });
    const drafted = await readDocument(fresh.db, 'packages', SHARED);
    expect(growthRub(drafted?.draft)).toBe(89_000);
    expect(growthRub(drafted?.published)).toBe(79_000);

    expect(
      await publishDocument(
        fresh.db,
        editor,
        'packages',
        SHARED,
        drafted?.draft,
        at('2026-11-27T10:05:00Z'),
        '203.0.113.9',
      ),
    ).toEqual({ ok: true, version: 2 });
    const published = await readDocument(fresh.db, 'packages', SHARED);
    expect(published).toMatchObject({
      version: 2,
      draft: null,
      publishedBy: editor.id,
      publishedAt: at('2026-11-27T10:05:00Z'),
    });
    expect(growthRub(published?.published)).toBe(89_000);
    expect((await listDocumentVersions(fresh.db, 'packages', SHARED)).map((row) => [row.version, row.action])).toEqual([
      [2, 'published'],
      [1, 'seeded'],
    ]);
    const audits = await fresh.db
      .select({ action: auditLog.action, target: auditLog.target, actor: auditLog.actorEmail })
      .from(auditLog);
    expect(audits).toEqual([
      { action: 'content-draft', target: 'packages/*', actor: editor.email },
      { action: 'content-publish', target: 'packages/*', actor: editor.email },
    ]);
    await expect.poll(() => heard).toEqual([{ type: 'published', documents: [{ key: 'packages', lang: '*' }] }]);
    await unlisten();
  });

  it('refuses a wrong field with its place and code, and keeps nothing', async () => {
    await seedDocumentsIfEmpty(fresh.db);
    expect(
      await publishDocument(
        fresh.db,
        editor,
        'packages',
        SHARED,
        withGrowthRub('79 000 ₽'),
        at('2026-11-27T10:00:00Z'),
      ),
    ).toEqual({ ok: false, issues: [{ path: 'items.1.prices.RUB', code: 'price.number' }] });
    expect(
      await publishDocument(fresh.db, editor, 'packages', SHARED, withGrowthRub(79_000.5), at('2026-11-27T10:00:00Z')),
    ).toEqual({ ok: false, issues: [{ path: 'items.1.prices.RUB', code: 'price.whole' }] });
    const copy = seedPackageCopy('ru');
    const emptied = { ...copy, start: { ...copy.start, description: '   ' } };
    expect(await saveDocumentDraft(fresh.db, editor, 'packageCopy', 'ru', emptied, at('2026-11-27T10:00:00Z'))).toEqual(
      { ok: false, issues: [{ path: 'start.description', code: 'text.required' }] },
    );
    expect(
      await publishDocument(fresh.db, editor, 'packageCopy', SHARED, copy, at('2026-11-27T10:00:00Z')),
    ).toMatchObject({ ok: false, issues: [{ path: 'lang' }] });
    expect((await readDocument(fresh.db, 'packages', SHARED))?.version).toBe(1);
    expect((await readDocument(fresh.db, 'packageCopy', 'ru'))?.draft).toBeNull();
    expect(await fresh.db.select().from(auditLog)).toEqual([]);
  });

  it('publishes a scheduled draft once its time comes, not before, and a cancelled one never', async () => {
    await seedDocumentsIfEmpty(fresh.db);
    const now = at('2026-11-27T10:00:00Z');
    expect(await scheduleDocument(fresh.db, editor, 'packages', SHARED, withGrowthRub(99_000), now, now)).toEqual({
      ok: false,
      issues: [{ path: 'publishAt', code: 'schedule.past' }],
    });
    expect(
      await scheduleDocument(
        fresh.db,
        editor,
        'packages',
        SHARED,
        withGrowthRub(99_000),
        at('2026-11-27T10:01:00Z'),
        now,
      ),
    ).toEqual({ ok: true });
    const copy = seedPackageCopy('id');
    expect(
      await scheduleDocument(
        fresh.db,
        editor,
        'packageCopy',
        'id',
        { ...copy, scale: { ...copy.scale, description: 'Untuk perusahaan besar.' } },
        at('2026-11-27T10:02:00Z'),
        now,
      ),
    ).toEqual({ ok: true });
    expect(await cancelSchedule(fresh.db, editor, 'packageCopy', 'id')).toBe(true);
    expect(await cancelSchedule(fresh.db, editor, 'packageCopy', 'id')).toBe(false);

    expect(await publishDueDocuments(fresh.db, at('2026-11-27T10:00:59Z'))).toEqual([]);
    expect(growthRub((await readDocument(fresh.db, 'packages', SHARED))?.published)).toBe(79_000);
    expect(await publishDueDocuments(fresh.db, at('2026-11-27T10:01:00Z'))).toEqual([
      { key: 'packages', lang: '*', version: 2 },
    ]);
    expect(await publishDueDocuments(fresh.db, at('2026-11-27T10:05:00Z'))).toEqual([]);
    const published = await readDocument(fresh.db, 'packages', SHARED);
    expect(published).toMatchObject({ version: 2, draft: null, publishAt: null, publishedBy: null });
    expect(growthRub(published?.published)).toBe(99_000);
    expect(await readDocument(fresh.db, 'packageCopy', 'id')).toMatchObject({ version: 1, publishAt: null });
    const publishes = await fresh.db
      .select({ actor: auditLog.actorEmail, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'content-publish'));
    expect(publishes).toEqual([{ actor: null, details: { version: '2', scheduledFor: '2026-11-27T10:01:00.000Z' } }]);
  });

  it('restores an earlier version into the draft, leaving the site as it is until published', async () => {
    await seedDocumentsIfEmpty(fresh.db);
    await publishDocument(fresh.db, editor, 'packages', SHARED, withGrowthRub(89_000), at('2026-11-27T10:00:00Z'));
    expect(await restoreDocumentVersion(fresh.db, editor, 'packages', SHARED, 1, at('2026-11-27T11:00:00Z'))).toEqual({
      ok: true,
    });
    const restored = await readDocument(fresh.db, 'packages', SHARED);
    expect(growthRub(restored?.draft)).toBe(79_000);
    expect(growthRub(restored?.published)).toBe(89_000);
    expect(await restoreDocumentVersion(fresh.db, editor, 'packages', SHARED, 9, at('2026-11-27T11:00:00Z'))).toEqual({
      ok: false,
      issues: [{ path: 'version', code: 'version.missing' }],
    });
  });

  it('shows a document written before the site grew with what it holds, and the new pages’ words from the code', async () => {
    await seedDocumentsIfEmpty(fresh.db);
    // The search words as an editor published them before the call-back and meeting pages existed.
    const seo = (await readDocument(fresh.db, 'seo', 'ru'))!.published as { meta: Record<string, unknown> };
    const { callback: _callback, meeting: _meeting, ...older } = seo.meta;
    const edited = { meta: { ...older, contact: { title: 'Связаться с нами', description: 'Пишите и звоните.' } } };
    await fresh.db
      .update(siteDocuments)
      .set({ published: edited, draft: edited })
      .where(and(eq(siteDocuments.key, 'seo'), eq(siteDocuments.lang, 'ru')));
    await fresh.db
      .update(siteDocumentVersions)
      .set({ data: edited })
      .where(and(eq(siteDocumentVersions.key, 'seo'), eq(siteDocumentVersions.lang, 'ru')));

    const shown = (await readPublishedDocuments(fresh.db)).find((doc) => doc.key === 'seo' && doc.lang === 'ru');
    const meta = (shown?.data as { meta: Record<string, { title: string }> }).meta;
    expect(meta['contact']!.title).toBe('Связаться с нами');
    expect(meta['callback']!.title).toBe(catalogs.ru.meta.callback.title);
    expect(meta['meeting']!.title).toBe(catalogs.ru.meta.meeting.title);
    // The editor opens it whole, and can publish it and restore the older version.
    const opened = await readDocument(fresh.db, 'seo', 'ru');
    expect((opened?.draft as typeof edited).meta.contact.title).toBe('Связаться с нами');
    expect((opened?.draft as { meta: Record<string, unknown> }).meta['callback']).toEqual(catalogs.ru.meta.callback);
    expect(await publishDocument(fresh.db, editor, 'seo', 'ru', opened!.draft, at('2026-11-30T10:00:00Z'))).toEqual({
      ok: true,
      version: 2,
    });
    expect(await restoreDocumentVersion(fresh.db, editor, 'seo', 'ru', 1, at('2026-11-30T11:00:00Z'))).toEqual({
      ok: true,
    });
  });
});

describe('scheduled publishing with two instances on one PostgreSQL server', () => {
  it('publishes a due draft once when both run at the same moment', async () => {
    const first = await testStores[1]!.open();
    const second = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
    try {
      await seedDocumentsIfEmpty(first.db);
      await scheduleDocument(
        first.db,
        editor,
        'packages',
        SHARED,
        withGrowthRub(99_000),
        at('2026-11-27T10:01:00Z'),
        at('2026-11-27T10:00:00Z'),
      );
      const due = at('2026-11-27T10:01:00Z');
      const [one, two] = await Promise.all([publishDueDocuments(first.db, due), publishDueDocuments(second.db, due)]);
      expect([...one, ...two]).toEqual([{ key: 'packages', lang: '*', version: 2 }]);
      const versions = await first.db
        .select()
        .from(siteDocumentVersions)
        .where(eq(siteDocumentVersions.key, 'packages'));
      expect(versions.map((row) => row.version).sort()).toEqual([1, 2]);
    } finally {
      await second.close();
      await first.cleanup();
    }
  });
});
