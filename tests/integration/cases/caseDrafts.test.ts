/**
 * Drafts of the case editor's form on both stores, as its autosave keeps them: the public site
 * never changes, one draft per author and saved version (updated as they type), a save begins
 * the next one; the editor offers a draft typed since the last save that differs from the case;
 * any draft reads back as the form it was.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/languages';
import { autosave, draftsOf, draftValues, newerDraft } from '../../../src/server/cases/drafts';
import { caseForEditing } from '../../../src/server/cases/editor';
import { caseTextFields, valuesOf, type CaseFormInput } from '../../../src/server/cases/editorForm';
import { saveFromEditor } from '../../../src/server/cases/editorSave';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { getPublishedCase, listPublishedCases, upsertCases } from '../../../src/server/cases/repository';
import { auditLog, caseDrafts, cases } from '../../../src/server/db/schema';
import { staffActing } from '../../support/integration/acting';
import { testStores } from '../../support/integration/stores';

const story: CaseImport = {
  slug: 'port-story',
  coverImage: null,
  technologies: ['GPT'],
  published: true,
  sortOrder: 10,
  translations: {
    en: {
      title: 'Port story',
      summary: 'Berths planned in seconds.',
      body: 'The first text.',
      industry: 'Logistics',
      results: [],
    },
  },
};

/** The editor's form for the story with the English title and body as typed. */
function typed(id: number, title: string, body = 'The first text.'): CaseFormInput & { case: number } {
  const empty = Object.fromEntries(caseTextFields.map((field) => [field, '']));
  return {
    case: id,
    slug: 'port-story',
    coverImage: '',
    technologies: 'GPT',
    sortOrder: '10',
    ...Object.fromEntries(languages.map((lang) => [lang, { ...empty }])),
    en: { ...empty, title, summary: 'Berths planned in seconds.', body, industry: 'Logistics' },
  } as CaseFormInput & { case: number };
}

describe.each(testStores)('drafts of a case on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let id: number;
  beforeEach(async () => {
    handle = await store.open();
    await upsertCases(handle.db, [story]);
    [{ id }] = (await handle.db.select({ id: cases.id }).from(cases)) as [{ id: number }];
  });
  afterEach(() => handle.cleanup());

  const edna = () => staffActing(handle, 'edna-id', 'editor', '203.0.113.50', { email: 'edna@example.com' });
  const eve = () => staffActing(handle, 'eve-id', 'editor', '203.0.113.51', { email: 'eve@example.com' });
  const saved = async () => valuesOf((await caseForEditing(handle.db, id))!);

  it('keeps what is typed as one draft per author, updated as they type, and the public page stays as it was', async () => {
    const first = await autosave(typed(id, 'Port story, half typed'), edna());
    const again = await autosave(typed(id, 'Port story, typed further', 'A second text.'), edna());
    expect(again).toEqual(first);
    const other = await autosave(typed(id, 'Eve typing too'), eve());
    expect(other).not.toEqual(first);

    expect((await getPublishedCase(handle.db, 'port-story', 'en'))?.title).toBe('Port story');
    expect((await listPublishedCases(handle.db, 'en')).map((entry) => entry.title)).toEqual(['Port story']);
    expect(await handle.db.select().from(auditLog)).toEqual([]);

    const drafts = await draftsOf(handle.db, id);
    expect(drafts.map((draft) => [draft.authorEmail, draft.newer])).toEqual([
      ['eve@example.com', true],
      ['edna@example.com', true],
    ]);
    const values = await draftValues(handle.db, id, (first as { draft: number }).draft);
    expect(values?.translations.en).toMatchObject({ title: 'Port story, typed further', body: 'A second text.' });
    expect(values?.published).toBe(true);
  });

  it('offers the newest draft typed since the last save that differs from the case; a save begins the next draft', async () => {
    expect(await newerDraft(handle.db, id, await saved())).toBeUndefined();
    const before = (await autosave(typed(id, 'Port story, renamed'), edna())) as { draft: number };
    expect((await newerDraft(handle.db, id, await saved()))?.id).toBe(before.draft);

    // Saved: the draft is history, no longer newer; typing on begins another.
    expect(await saveFromEditor(typed(id, 'Port story, renamed'), edna())).toEqual({ done: 'saved', id });
    expect(await newerDraft(handle.db, id, await saved())).toBeUndefined();
    expect((await draftsOf(handle.db, id)).map((draft) => draft.newer)).toEqual([false]);
    const after = (await autosave(typed(id, 'Port story, renamed again'), edna())) as { draft: number };
    expect(after.draft).not.toBe(before.draft);
    expect((await newerDraft(handle.db, id, await saved()))?.id).toBe(after.draft);

    // A draft the same as the case offers nothing.
    await autosave(typed(id, 'Port story, renamed'), edna());
    expect(await newerDraft(handle.db, id, await saved())).toBeUndefined();
    // An older draft still opens as it was typed.
    expect((await draftValues(handle.db, id, before.draft))?.translations.en.title).toBe('Port story, renamed');
  });

  it('refuses a draft of a case that is gone (404) or longer than any story (422), keeping nothing', async () => {
    expect(await autosave(typed(id + 1000, 'Nowhere'), edna())).toEqual({ status: 404 });
    expect(await autosave(typed(id, 'Too long', 'x'.repeat(100_001)), edna())).toEqual({ status: 422 });
    expect(await handle.db.select().from(caseDrafts)).toEqual([]);
    expect(await draftValues(handle.db, id + 1000, 1)).toBeUndefined();
  });

  it('keeps a story of 100,000 characters as typed', async () => {
    const long = 'Ж'.repeat(100_000);
    const kept = (await autosave(typed(id, 'Long story', long), edna())) as { draft: number };
    expect((await draftValues(handle.db, id, kept.draft))?.translations.en.body).toBe(long);
  });
});
