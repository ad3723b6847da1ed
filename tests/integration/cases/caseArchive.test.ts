/**
 * Archiving a case on both stores, as the cases screens' handlers do it: the public site stops
 * showing it (list, page, API, sitemap read the same list) and its address leads where the
 * editor said, per language; brought back, it is as it was; deleted for good only once archived
 * and its slug typed again. Every step has its audit row and the notice that purges its pages;
 * a refused step changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archive, destroy, unarchive } from '../../../src/server/cases/archiveChanges';
import { movedCasePath } from '../../../src/server/cases/archive';
import { dropCachesOnCaseChanges, type CaseNotice } from '../../../src/server/cases/events';
import { listForEditors } from '../../../src/server/cases/editor';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { casePurgePaths } from '../../../src/server/cases/purgePaths';
import { exportCases, getPublishedCase, listPublishedCases, upsertCases } from '../../../src/server/cases/repository';
import { auditLog, caseVersions, cases } from '../../../src/server/db/schema';
import { staffActing } from '../../support/integration/acting';
import { testStores } from '../../support/integration/stores';

/** A published case with text in `langs`. */
const story = (slug: string, langs: readonly ('en' | 'ru' | 'fr')[], sortOrder: number): CaseImport => ({
  slug,
  coverImage: null,
  technologies: ['GPT'],
  published: true,
  sortOrder,
  translations: Object.fromEntries(
    langs.map((lang) => [
      lang,
      { title: `${slug} ${lang}`, summary: `${slug} summary`, body: null, industry: 'Retail', results: [] },
    ]),
  ),
});

describe.each(testStores)('archiving a case on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let id: Record<string, number>;
  const notices: (CaseNotice | { type: 'resync' })[] = [];
  let unlisten: (() => Promise<void>) | undefined;

  beforeEach(async () => {
    handle = await store.open();
    await upsertCases(handle.db, [
      story('old-story', ['en', 'ru', 'fr'], 10),
      story('new-story', ['en', 'ru'], 20),
      story('third-story', ['en'], 30),
    ]);
    id = Object.fromEntries(
      (await handle.db.select({ id: cases.id, slug: cases.slug }).from(cases)).map((row) => [row.slug, row.id]),
    );
    notices.length = 0;
    unlisten = await dropCachesOnCaseChanges(handle, (notice) => void notices.push(notice));
  });
  afterEach(async () => {
    await unlisten?.();
    await handle.cleanup();
  });

  const editor = () => staffActing(handle, 'edna-id', 'editor', '203.0.113.40', { email: 'edna@example.com' });
  const admin = () => staffActing(handle, 'ada-id', 'admin', '203.0.113.41', { email: 'ada@example.com' });
  const audited = async () =>
    (await handle.db.select().from(auditLog).orderBy(auditLog.id)).map(({ action, target, actorEmail, details }) => ({
      action,
      target,
      actorEmail,
      details,
    }));
  const listed = async (lang: 'en' | 'ru' | 'fr') =>
    (await listPublishedCases(handle.db, lang)).map((entry) => entry.slug);
  const state = async () => ({
    cases: await exportCases(handle.db),
    rows: await handle.db.select().from(cases).orderBy(cases.id),
    versions: await handle.db.select().from(caseVersions),
    audit: await audited(),
  });

  it('takes an archived case off the public site; its address leads to the case chosen where it has the language, else the list', async () => {
    expect(await archive({ case: id['old-story']!, target: String(id['new-story']) }, editor())).toEqual({
      done: 'archived',
      id: id['old-story'],
      slug: 'old-story',
    });

    expect(await listed('en')).toEqual(['new-story', 'third-story']);
    expect(await listed('fr')).toEqual([]);
    expect(await getPublishedCase(handle.db, 'old-story', 'en')).toBeUndefined();
    expect(await movedCasePath(handle.db, 'old-story', 'en')).toBe('/en/cases/new-story');
    expect(await movedCasePath(handle.db, 'old-story', 'ru')).toBe('/ru/cases/new-story');
    // The chosen case has no French: French visitors land on the French list.
    expect(await movedCasePath(handle.db, 'old-story', 'fr')).toBe('/fr/cases');
    // Live cases and unknown addresses are not moved.
    expect(await movedCasePath(handle.db, 'new-story', 'en')).toBeUndefined();
    expect(await movedCasePath(handle.db, 'no-such-story', 'en')).toBeUndefined();
    expect((await listForEditors(handle.db)).find((entry) => entry.slug === 'old-story')).toMatchObject({
      archived: true,
      published: true,
    });

    // Its pages are purged at every instance and at the proxy.
    await expect.poll(() => notices.length).toBe(1);
    const purged = await casePurgePaths(notices[0]!, async () => []);
    expect(purged).toEqual(
      expect.arrayContaining([
        '/sitemap.xml',
        '/en/cases',
        '/fr/cases',
        '/en/cases/old-story',
        '/ru/cases/old-story',
        '/functions/v1/get-cases-by-lang?lng=en',
      ]),
    );
    expect(await audited()).toEqual([
      {
        action: 'case-archive',
        target: 'old-story',
        actorEmail: 'edna@example.com',
        details: { case: String(id['old-story']), redirect: 'new-story' },
      },
    ]);
  });

  it('leads an archived address to the list when the list is chosen, or when the case chosen is archived later', async () => {
    expect(await archive({ case: id['third-story']!, target: 'list' }, editor())).toMatchObject({ done: 'archived' });
    expect(await movedCasePath(handle.db, 'third-story', 'en')).toBe('/en/cases');

    expect(await archive({ case: id['old-story']!, target: String(id['new-story']) }, editor())).toMatchObject({
      done: 'archived',
    });
    expect(await archive({ case: id['new-story']!, target: '' }, editor())).toMatchObject({ done: 'archived' });
    expect(await movedCasePath(handle.db, 'old-story', 'ru')).toBe('/ru/cases');
  });

  it('brings an archived case back as it was: published, in its place, its address its own again', async () => {
    const before = await exportCases(handle.db);
    await archive({ case: id['old-story']!, target: String(id['new-story']) }, editor());
    expect(await unarchive({ case: id['old-story']! }, editor())).toEqual({
      done: 'unarchived',
      id: id['old-story'],
      slug: 'old-story',
    });

    expect(await exportCases(handle.db)).toEqual(before);
    expect(await listed('en')).toEqual(['old-story', 'new-story', 'third-story']);
    expect((await getPublishedCase(handle.db, 'old-story', 'fr'))?.title).toBe('old-story fr');
    expect(await movedCasePath(handle.db, 'old-story', 'en')).toBeUndefined();
    expect((await audited()).map((row) => row.action)).toEqual(['case-archive', 'case-unarchive']);
    await expect.poll(() => notices.length).toBe(2);
    expect(notices[1]).toEqual({ type: 'changed', slugs: ['old-story'] });
  });

  it('refuses to archive twice, to lead an address to itself or to an archived case, and to bring back a live case, changing nothing', async () => {
    await archive({ case: id['third-story']!, target: 'list' }, editor());
    const before = await state();
    expect(await archive({ case: id['third-story']!, target: 'list' }, editor())).toEqual({
      refusal: 'already-archived',
      status: 409,
    });
    expect(await archive({ case: id['old-story']!, target: String(id['old-story']) }, editor())).toEqual({
      refusal: 'bad-target',
      status: 422,
    });
    expect(await archive({ case: id['old-story']!, target: String(id['third-story']) }, editor())).toEqual({
      refusal: 'bad-target',
      status: 422,
    });
    expect(await archive({ case: id['old-story']!, target: 'elsewhere' }, editor())).toEqual({
      refusal: 'bad-target',
      status: 422,
    });
    expect(await archive({ case: 999_999, target: 'list' }, editor())).toEqual({ refusal: 'not-found', status: 404 });
    expect(await unarchive({ case: id['old-story']! }, editor())).toEqual({ refusal: 'not-archived', status: 409 });
    expect(await state()).toEqual(before);
  });

  it('deletes a case for good only once it is archived and its slug is typed again, with its audit row', async () => {
    const before = await state();
    expect(await destroy({ case: id['old-story']!, confirm: 'old-story' }, admin())).toEqual({
      refusal: 'not-archived',
      status: 409,
    });
    expect(await state()).toEqual(before);

    await archive({ case: id['new-story']!, target: 'list' }, editor());
    await archive({ case: id['old-story']!, target: String(id['third-story']) }, editor());
    await archive({ case: id['third-story']!, target: 'list' }, editor());
    const archived = await state();
    expect(await destroy({ case: id['third-story']!, confirm: 'third' }, admin())).toEqual({
      refusal: 'confirm-mismatch',
      status: 422,
    });
    expect(await destroy({ case: id['third-story']!, confirm: '' }, admin())).toEqual({
      refusal: 'confirm-mismatch',
      status: 422,
    });
    expect(await state()).toEqual(archived);

    expect(await destroy({ case: id['third-story']!, confirm: ' third-story ' }, admin())).toEqual({
      done: 'deleted',
      id: id['third-story'],
      slug: 'third-story',
    });
    expect((await exportCases(handle.db)).map((entry) => entry.slug)).toEqual(['old-story', 'new-story']);
    expect(await handle.db.select().from(caseVersions).where(eq(caseVersions.caseId, id['third-story']!))).toEqual([]);
    // A case whose address led to the deleted one leads to the list now.
    expect(await movedCasePath(handle.db, 'old-story', 'en')).toBe('/en/cases');
    expect(await movedCasePath(handle.db, 'third-story', 'en')).toBeUndefined();
    expect((await audited()).at(-1)).toEqual({
      action: 'case-delete',
      target: 'third-story',
      actorEmail: 'ada@example.com',
      details: { case: String(id['third-story']) },
    });
  });

  it('leaves the case and the audit log as they were when the audit row cannot be written', async () => {
    await archive({ case: id['third-story']!, target: 'list' }, editor());
    const before = await state();
    // The store refuses a NUL character in text: the audit row's address, and only it, cannot be written.
    const refused = staffActing(handle, 'ada-id', 'admin', '203.0.113.41\u0000');
    await expect(archive({ case: id['old-story']!, target: 'list' }, refused)).rejects.toThrow();
    await expect(unarchive({ case: id['third-story']! }, refused)).rejects.toThrow();
    await expect(destroy({ case: id['third-story']!, confirm: 'third-story' }, refused)).rejects.toThrow();
    expect(await state()).toEqual(before);
  });
});
