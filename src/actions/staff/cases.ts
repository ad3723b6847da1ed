/** The cases screens' actions, for editors: create and save a case (with its cover), publish, unpublish, move, reorder, restore, import. */
import * as z from 'zod/mini';
import { languages, type Lang } from '../../i18n/languages.ts';
import { move, publish, reorder, restore, unpublish } from '../../server/cases/changes.ts';
import { caseTextFields, type CaseTextField } from '../../server/cases/editorForm.ts';
import { everyLanguage } from '../../server/cases/caseLanguages.ts';
import { saveFromEditor } from '../../server/cases/editorSave.ts';
import { applyImportForm, checkImport } from '../../server/cases/importForm.ts';
import { staffAction, textField } from './staffAction.ts';

/** A case's or a version's id (a case's is posted as `case`: `id` is Indonesian's fields). */
const recordId = z.int().check(z.positive());
/** A file field: the server has put the file aside and names it here (`server/http/uploads.ts`). */
const file = textField;

/** One language's fields of the editor (`en.title`, ...); a language not posted is empty. */
const languageFields = z._default(
  z.object(
    Object.fromEntries(caseTextFields.map((field) => [field, textField])) as Record<CaseTextField, typeof textField>,
  ),
  () => Object.fromEntries(caseTextFields.map((field) => [field, ''])) as Record<CaseTextField, string>,
);
/** The editor's fields, as its save and its autosave read them. */
export const editorFields = {
  slug: textField,
  coverImage: textField,
  technologies: textField,
  sortOrder: textField,
  coverFile: file,
  ...(Object.fromEntries(languages.map((lang) => [lang, languageFields])) as Record<Lang, typeof languageFields>),
};

/** The drag and drop's order: case ids, comma-separated; at least one. */
const order = z.pipe(
  z.pipe(
    z.string(),
    z.transform((ids) =>
      ids
        .split(',')
        .map(Number)
        .filter((id) => Number.isSafeInteger(id) && id > 0),
    ),
  ),
  z.array(z.number()).check(z.minLength(1)),
);
const importForm = z.object({ file, json: textField });

export const cases = {
  create: staffAction({ permission: 'cases.edit', input: z.object(editorFields), run: saveFromEditor }),
  save: staffAction({
    permission: 'cases.edit',
    input: z.object({ ...editorFields, case: recordId }),
    run: saveFromEditor,
  }),
  publish: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ case: recordId }),
    run: publish,
  }),
  unpublish: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ case: recordId }),
    run: unpublish,
  }),
  move: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ case: recordId, direction: z.enum(['up', 'down']) }),
    run: move,
  }),
  reorder: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ order }),
    run: reorder,
  }),
  restore: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ case: recordId, version: recordId }),
    run: restore,
  }),
  checkImport: staffAction({ permission: 'cases.edit', authorize: everyLanguage, input: importForm, run: checkImport }),
  applyImport: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: importForm,
    run: applyImportForm,
  }),
};
