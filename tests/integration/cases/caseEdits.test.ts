/**
 * The cases screens' handlers on both stores, as their staff actions call them: each change is
 * written with its version and its audit row naming the editor; a change whose audit row the
 * store refuses leaves every case, version and audit row as it was.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages';
import { move, publish, reorder, restore, unpublish } from '../../../src/server/cases/changes';
import { caseTextFields, type CaseFormInput } from '../../../src/server/cases/editorForm';
import { saveFromEditor } from '../../../src/server/cases/editorSave';
import { applyImportForm, checkImport } from '../../../src/server/cases/importForm';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { exportCases, upsertCases } from '../../../src/server/cases/repository';
import { auditLog, caseVersions, cases } from '../../../src/server/db/schema';
import type { Acting } from '../../../src/server/staff/member';
import { appOn, testStores } from '../../support/integration/stores';

/** A draft with English text only. */
const draft = (slug: string): CaseImport => ({
  slug,
  coverImage: null,
  technologies: [],
  published: false,
  sortOrder: 0,
  translations: {
    en: { title: `${slug} title`, summary: `${slug} summary`, body: null, industry: 'Logistics', results: [] },
  },
});

/** The editor's form for `slug` with English text, as its action reads it. */
function editorForm(slug: string, title: string): CaseFormInput {
  const empty = Object.fromEntries(caseTextFields.map((field) => [field, '']));
  return {
    slug,
    coverImage: '',
    technologies: 'GPT',
    sortOrder: '0',
    ...Object.fromEntries(languages.map((lang) => [lang, { ...empty }])),
    en: { ...empty, title, summary: 'A summary', industry: 'Logistics' },
  } as CaseFormInput;
}

describe.each(testStores)('an editor changing cases on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let ids: number[];
  beforeEach(async () => {
    handle = await store.open();
    await upsertCases(handle.db, [draft('first-case'), draft('second-case')]);
    ids = (await handle.db.select({ id: cases.id }).from(cases).orderBy(cases.id)).map((row) => row.id);
  });
  afterEach(() => handle.cleanup());

  /** The editor Edna, acting from `ip`. */
  const edna = (ip: string): Acting => ({
    member: {
      user: { id: 'edna-id', name: 'Edna', email: 'edna@example.com', role: 'editor' },
      sessionId: 'unused',
      lang: 'en',
    },
    ip,
    headers: new Headers(),
    app: appOn(handle),
    db: handle.db,
  });
  const audited = async () =>
    (await handle.db.select().from(auditLog).orderBy(auditLog.id)).map(({ action, target, actorEmail, ip }) => ({
      action,
      target,
      actorEmail,
      ip,
    }));

  it('writes each change with its version and its audit row, naming the editor', async () => {
    const [first, second] = ids as [number, number];
    const acting = edna('203.0.113.5');
    expect(await publish({ case: first }, acting)).toEqual({ done: 'published', id: first });
    expect(await saveFromEditor({ ...editorForm('first-case-renamed', 'Renamed'), case: first }, acting)).toEqual({
      done: 'saved',
      id: first,
    });
    expect(await unpublish({ case: first }, acting)).toEqual({ done: 'unpublished', id: first });
    expect(await move({ case: first, direction: 'down' }, acting)).toEqual({ done: 'moved' });
    expect(await reorder({ order: [first, second] }, acting)).toEqual({ done: 'reordered' });
    const created = await saveFromEditor(editorForm('third-case', 'Third'), acting);
    expect(created).toEqual({ done: 'saved', id: expect.any(Number) });

    const [published] = await handle.db
      .select({ id: caseVersions.id })
      .from(caseVersions)
      .where(eq(caseVersions.change, 'published'));
    expect(await restore({ case: first, version: published!.id }, acting)).toEqual({ done: 'restored', id: first });
    expect((await exportCases(handle.db)).find((entry) => entry.slug === 'first-case')).toMatchObject({
      published: true,
    });
    expect(await restore({ case: second, version: published!.id }, acting)).toEqual({
      refusal: { kind: 'not-found' },
      status: 409,
    });

    const by = { actorEmail: 'edna@example.com', ip: '203.0.113.5' };
    expect(await audited()).toEqual([
      { action: 'case-publish', target: 'first-case', ...by },
      { action: 'case-save', target: 'first-case-renamed', ...by },
      { action: 'case-unpublish', target: 'first-case-renamed', ...by },
      { action: 'case-reorder', target: 'first-case-renamed', ...by },
      { action: 'case-reorder', target: null, ...by },
      { action: 'case-create', target: 'third-case', ...by },
      { action: 'case-restore', target: 'first-case', ...by },
    ]);
    const changes = (
      await handle.db
        .select({ change: caseVersions.change, author: caseVersions.authorEmail })
        .from(caseVersions)
        .orderBy(caseVersions.id)
    ).map((row) => `${row.change} ${row.author}`);
    expect(changes).toEqual(
      ['published', 'saved', 'unpublished', 'created', 'restored'].map((change) => `${change} edna@example.com`),
    );
  });

  it('checks an import without writing, then applies it with its audit row', async () => {
    const json = JSON.stringify([draft('imported-case')]);
    expect(await checkImport({ json }, edna('203.0.113.6'))).toEqual({
      json,
      plan: { created: ['imported-case'], updated: [], unchanged: [] },
    });
    expect(await checkImport({ json: ' ' }, edna('203.0.113.6'))).toEqual({
      json: ' ',
      problems: [{ kind: 'empty' }],
      status: 422,
    });
    expect(await audited()).toEqual([]);
    expect(await applyImportForm({ json }, edna('203.0.113.6'))).toEqual({
      done: 'imported',
      plan: { created: ['imported-case'], updated: [], unchanged: [] },
    });
    expect(await audited()).toEqual([
      { action: 'cases-import', target: null, actorEmail: 'edna@example.com', ip: '203.0.113.6' },
    ]);
  });

  it('leaves every case, version and audit row as it was when the audit row cannot be written', async () => {
    const [first, second] = ids as [number, number];
    await publish({ case: first }, edna('203.0.113.7'));
    const [version] = await handle.db.select({ id: caseVersions.id }).from(caseVersions);
    const state = async () => ({
      cases: await exportCases(handle.db),
      versions: await handle.db.select().from(caseVersions).orderBy(caseVersions.id),
      audit: await audited(),
    });
    const before = await state();

    // The store refuses a NUL character in text: the audit row's address, and only it, cannot be written.
    const refused = edna('203.0.113.7\u0000');
    const changes = {
      unpublish: () => unpublish({ case: first }, refused),
      save: () => saveFromEditor({ ...editorForm('first-case-renamed', 'Renamed'), case: first }, refused),
      create: () => saveFromEditor(editorForm('third-case', 'Third'), refused),
      move: () => move({ case: first, direction: 'down' }, refused),
      reorder: () => reorder({ order: [second, first] }, refused),
      restore: () => restore({ case: first, version: version!.id }, refused),
      import: () => applyImportForm({ json: JSON.stringify([draft('imported-case')]) }, refused),
    };
    for (const [name, change] of Object.entries(changes)) await expect(change(), name).rejects.toThrow();
    expect(await state()).toEqual(before);
  });
});
