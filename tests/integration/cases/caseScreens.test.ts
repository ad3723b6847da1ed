/** What the cases screens show, from a real store (both stores): the list, the editor, the archive, the history, a new case, a preview. */
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages';
import { autosave } from '../../../src/server/cases/drafts';
import { caseTextFields, type CaseFormInput } from '../../../src/server/cases/editorForm';
import { saveFromEditor } from '../../../src/server/cases/editorSave';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { upsertCases } from '../../../src/server/cases/repository';
import {
  caseArchiveScreen,
  caseEditorScreen,
  caseHistoryScreen,
  caseListScreen,
  casePreviewScreen,
  newCaseScreen,
} from '../../../src/server/cases/screens';
import { cases } from '../../../src/server/db/schema';
import { staffActing } from '../../support/integration/acting';
import { appOn, freshStoreEach, testStores } from '../../support/integration/stores';

const story: CaseImport = {
  slug: 'port-story',
  coverImage: null,
  technologies: ['GPT'],
  published: false,
  sortOrder: 10,
  translations: {
    en: {
      title: 'Port story',
      summary: 'Berths planned.',
      body: 'The first text.',
      industry: 'Logistics',
      results: [],
    },
    es: { title: 'Puerto', summary: 'Atraques.', body: 'El texto.', industry: 'Logística', results: [] },
  },
};

/** The editor's form for the story with the English title as typed. */
function typed(id: number, title: string): CaseFormInput & { case: number } {
  const empty = Object.fromEntries(caseTextFields.map((field) => [field, '']));
  return {
    case: id,
    slug: 'port-story',
    coverImage: '',
    technologies: 'GPT',
    sortOrder: '10',
    ...Object.fromEntries(languages.map((lang) => [lang, { ...empty }])),
    en: { ...empty, title, summary: 'Berths planned.', body: 'The first text.', industry: 'Logistics' },
    es: { ...empty, title: 'Puerto', summary: 'Atraques.', body: 'El texto.', industry: 'Logística' },
  } as CaseFormInput & { case: number };
}

const now = new Date();
const query = (text = '') => new URLSearchParams(text);

describe.each(testStores)('the cases screens on $name', (store) => {
  const fresh = freshStoreEach(store);
  const storyId = async () => {
    await upsertCases(fresh.db, [story]);
    return ((await fresh.db.select({ id: cases.id }).from(cases)) as [{ id: number }])[0].id;
  };
  const member = (role: 'admin' | 'editor', contentLanguages: ('es' | 'en')[] | null = null) =>
    staffActing(fresh.handle, `${role}-id`, role, '203.0.113.9', { contentLanguages });

  it('the editor opens the stored case, offers a newer draft, opens a draft asked for, and keeps what a refused post typed', async () => {
    const id = await storyId();
    const app = appOn(fresh.handle);
    const editor = member('editor');
    const open = (draft: string | null, posted?: { values?: never }) =>
      caseEditorScreen(app, editor.member, { id: String(id), draft, posted, now });

    const plain = await open(null);
    expect(plain.values?.translations.en.title).toBe('Port story');
    expect(plain.offered).toBeUndefined();
    expect(plain.previews.map((preview) => preview.lang)).toEqual(['en', 'es']);
    expect(plain.archive).toMatchObject({ archived: false });
    expect({ mayArchive: plain.mayArchive, mayDelete: plain.mayDelete }).toEqual({
      mayArchive: true,
      mayDelete: false,
    });

    const { draft } = (await autosave(typed(id, 'Port story, half typed'), editor)) as { draft: number };
    expect((await open(null)).offered?.id).toBe(draft);
    const opened = await open(String(draft));
    expect(opened.values?.translations.en.title).toBe('Port story, half typed');
    expect(opened.opened?.id).toBe(draft);
    expect(opened.offered).toBeUndefined();
    // A draft that is not this case's opens nothing: the stored case shows.
    expect((await open('999999')).values?.translations.en.title).toBe('Port story');

    // A refused post: its values are shown and no draft is offered over them.
    const refused = await caseEditorScreen(app, editor.member, {
      id: String(id),
      draft: null,
      posted: { values: { ...plain.values!, slug: 'as typed' } },
      now,
    });
    expect(refused.values?.slug).toBe('as typed');
    expect(refused.offered).toBeUndefined();
  });

  it('a path that names no case shows none; a translator may not archive, an admin may delete', async () => {
    const id = await storyId();
    const app = appOn(fresh.handle);
    for (const param of ['0', '12abc', String(id + 1000), undefined]) {
      const screen = await caseEditorScreen(app, member('editor').member, {
        id: param,
        draft: null,
        posted: undefined,
        now,
      });
      expect({ stored: screen.stored, values: screen.values, previews: screen.previews }).toEqual({
        stored: undefined,
        values: undefined,
        previews: [],
      });
    }
    const translator = await caseEditorScreen(app, member('editor', ['es']).member, {
      id: String(id),
      draft: null,
      posted: undefined,
      now,
    });
    expect(translator.mayArchive).toBe(false);
    const archive = await caseArchiveScreen(app, member('admin').member, String(id));
    expect(archive).toMatchObject({ id, mayDelete: true, panel: { archived: false } });
    expect((await caseArchiveScreen(app, member('editor').member, String(id))).mayDelete).toBe(false);
    expect((await newCaseScreen(app, member('editor', ['es']).member, undefined)).translator).toBe(true);
    expect((await newCaseScreen(app, member('editor').member, undefined)).translator).toBe(false);
  });

  it('the history compares the two versions the query names, and only two that are this case’s', async () => {
    const id = await storyId();
    const app = appOn(fresh.handle);
    await saveFromEditor(typed(id, 'Port story, second'), member('editor'));
    await saveFromEditor(typed(id, 'Port story, third'), member('editor'));
    const { versions, drafts } = await caseHistoryScreen(app, String(id), query());
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(drafts).toEqual([]);
    const [newest, older] = versions;
    const compared = await caseHistoryScreen(app, String(id), query(`from=${older!.id}&to=${newest!.id}`));
    expect(compared.comparison).toMatchObject({ from: older!.id, to: newest!.id });
    expect(compared.comparison!.changes.length).toBeGreaterThan(0);
    expect((await caseHistoryScreen(app, String(id), query(`from=${older!.id}&to=0`))).comparison).toBeUndefined();
  });

  it('the list names a case just deleted only by a well-formed slug; a preview link opens its case in its language until it expires', async () => {
    const id = await storyId();
    const app = appOn(fresh.handle);
    const list = await caseListScreen(app, query('deleted=port-story'));
    expect(list.entries.map((entry) => entry.id)).toEqual([id]);
    expect(list.deleted).toBe('port-story');
    expect((await caseListScreen(app, query('deleted=<b>x</b>'))).deleted).toBeUndefined();

    const editor = await caseEditorScreen(app, member('editor').member, {
      id: String(id),
      draft: null,
      posted: undefined,
      now,
    });
    const token = editor.previews
      .find((preview) => preview.lang === 'es')!
      .path.split('/')
      .pop()!;
    const preview = await casePreviewScreen(app, token, now);
    expect(preview.read).toEqual({ ok: true, caseId: id, lang: 'es' });
    expect(preview.entry?.title).toBe('Puerto');
    const late = await casePreviewScreen(app, token, new Date(now.getTime() + 2 * 3600_000));
    expect(late).toEqual({ read: { ok: false, reason: 'expired' }, stored: undefined, entry: undefined });
    expect((await casePreviewScreen(app, 'tampered', now)).read).toEqual({ ok: false, reason: 'invalid' });
  });
});
