/**
 * A member limited to some content languages in the cases' editor, on both stores, as the staff
 * actions call its handlers: a translator into Indonesian saves Indonesian words, and is refused
 * (403, every case, version, draft and audit row as it was) a change to another language or to
 * what every language shares, a new case, publishing, the order, a restore, an import and the archive.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { caseArchive } from '../../../src/actions/staff/caseArchive';
import { cases as caseActions } from '../../../src/actions/staff/cases';
import { autosave } from '../../../src/server/cases/drafts';
import { caseForEditing } from '../../../src/server/cases/editor';
import { valuesOf, type CaseFormInput } from '../../../src/server/cases/editorForm';
import { saveFromEditor } from '../../../src/server/cases/editorSave';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { exportCases, upsertCases } from '../../../src/server/cases/repository';
import { auditLog, caseDrafts, caseVersions, cases } from '../../../src/server/db/schema';
import { staffActing } from '../../support/integration/acting';
import { testStores } from '../../support/integration/stores';

const stored: CaseImport = {
  slug: 'fleet-routing',
  coverImage: null,
  technologies: ['GPT'],
  published: true,
  sortOrder: 10,
  translations: {
    en: {
      title: 'Fleet routing',
      summary: 'Routes in minutes',
      body: null,
      industry: 'Logistics',
      results: [{ value: '30%', label: 'less fuel' }],
    },
    ru: { title: 'Маршруты', summary: 'За минуты', body: null, industry: 'Логистика', results: [] },
  },
};

/** The editor's form as the translator's page posts it: every field as stored (the hidden and read-only ones too), `changes` typed over it. */
function formOf(
  entry: CaseImport,
  id: number,
  changes: Partial<Record<string, string>> = {},
): CaseFormInput & { case: number } {
  const values = valuesOf(entry);
  const form: Record<string, unknown> = {
    case: id,
    slug: values.slug,
    coverImage: values.coverImage,
    technologies: values.technologies,
    sortOrder: values.sortOrder,
  };
  for (const [lang, text] of Object.entries(values.translations)) form[lang] = { ...text };
  for (const [name, value] of Object.entries(changes)) {
    const [lang, field] = name.split('.');
    if (field) (form[lang!] as Record<string, string>)[field] = value!;
    else form[name] = value;
  }
  return form as CaseFormInput & { case: number };
}

describe.each(testStores)('a translator in the cases editor on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let id: number;
  beforeEach(async () => {
    handle = await store.open();
    await upsertCases(handle.db, [stored, { ...stored, slug: 'second-case', sortOrder: 20 }]);
    id = (await handle.db.select({ id: cases.id }).from(cases).orderBy(cases.id))[0]!.id;
  });
  afterEach(() => handle.cleanup());

  const translator = () =>
    staffActing(handle, 'staff-translator-1', 'editor', '203.0.113.10', {
      email: 'tia@staff.example',
      contentLanguages: ['id'],
    });
  const everything = async () => ({
    cases: await exportCases(handle.db),
    versions: (await handle.db.select().from(caseVersions)).length,
    drafts: (await handle.db.select().from(caseDrafts)).length,
    audit: (await handle.db.select().from(auditLog)).length,
  });

  it('saves Indonesian words, with their version, and keeps every other field as it was', async () => {
    const form = formOf(stored, id, {
      'id.title': 'Rute armada',
      'id.summary': 'Rute dalam hitungan menit',
      'id.industry': 'Logistik',
      'en.results': '30% | less fuel\r\n',
    });
    expect(await saveFromEditor(form, translator())).toEqual({ done: 'saved', id });
    const saved = await caseForEditing(handle.db, id);
    expect(saved?.translations.id).toMatchObject({ title: 'Rute armada', industry: 'Logistik' });
    expect(saved).toMatchObject({
      slug: 'fleet-routing',
      technologies: ['GPT'],
      published: true,
      translations: { en: stored.translations.en, ru: stored.translations.ru },
    });
    expect(await autosave(formOf(saved!, id, { 'id.title': 'Rute armada baru' }), translator())).toMatchObject({
      draft: expect.any(Number),
    });
  });

  it('refuses a save or a draft that changes another language or a shared field (403), storing nothing', async () => {
    const before = await everything();
    for (const change of [
      { 'ru.title': 'Другой заголовок' },
      { 'en.summary': '' },
      { slug: 'new-address' },
      { technologies: 'GPT, Rust' },
      { coverImage: 'warehouse' },
      { sortOrder: '5' },
    ]) {
      const form = formOf(stored, id, {
        'id.title': 'Rute armada',
        'id.summary': 'Ringkas',
        'id.industry': 'Logistik',
        ...change,
      });
      expect(await saveFromEditor(form, translator()), JSON.stringify(change)).toEqual({ status: 403 });
      expect(await autosave(form, translator()), JSON.stringify(change)).toEqual({ status: 403 });
    }
    expect(
      await saveFromEditor({ ...formOf(stored, id, { slug: 'brand-new' }), case: undefined }, translator()),
    ).toEqual({ status: 403 });
    expect(await everything()).toEqual(before);
  });

  it('refuses what every language shares: publishing, the order, a restore, an import and the archive (403), changing nothing', async () => {
    const before = await everything();
    const acting = translator();
    const json = JSON.stringify([{ ...stored, slug: 'imported-case' }]);
    const { publish, unpublish, move, reorder, restore, checkImport, applyImport } = caseActions;
    expect(await unpublish.perform({ case: id }, acting)).toEqual({ status: 403 });
    expect(await publish.perform({ case: id }, acting)).toEqual({ status: 403 });
    expect(await move.perform({ case: id, direction: 'down' }, acting)).toEqual({ status: 403 });
    expect(await reorder.perform({ order: [id + 1, id] }, acting)).toEqual({ status: 403 });
    expect(await restore.perform({ case: id, version: 1 }, acting)).toEqual({ status: 403 });
    expect(await checkImport.perform({ file: '', json }, acting)).toEqual({ status: 403 });
    expect(await applyImport.perform({ file: '', json }, acting)).toEqual({ status: 403 });
    expect(await caseArchive.archive.perform({ case: id, target: 'list' }, acting)).toEqual({ status: 403 });
    expect(await caseArchive.unarchive.perform({ case: id }, acting)).toEqual({ status: 403 });
    expect(await caseArchive.delete.perform({ case: id, confirm: stored.slug }, acting)).toEqual({ status: 403 });
    expect(await everything()).toEqual(before);
    // The same changes are an unlimited editor's to make.
    const editor = staffActing(handle, 'staff-editor-1', 'editor', '203.0.113.9');
    expect(await unpublish.perform({ case: id }, editor)).toEqual({ done: 'unpublished', id });
  });
});
