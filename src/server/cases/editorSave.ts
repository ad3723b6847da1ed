/**
 * A post of the case editor's form, new case or existing: the values as typed, a cover file
 * if one was picked (decoded, cleaned and stored before the case is saved, its upload in the
 * audit log), then the checks and the save. What was typed comes back with every error.
 */
import type { Database } from '../db/client.ts';
import { env } from '../env.ts';
import { ingestCover } from '../media/covers.ts';
import { mediaStorage } from '../media/storage.ts';
import { audit } from '../staff/audit.ts';
import type { EditRefusal, Editor } from './caseWrites.ts';
import { saveCase } from './editor.ts';
import { caseFromValues, valuesFromForm, type CaseFormError, type CaseFormValues } from './editorForm.ts';

export type CaseSaveOutcome = { saved: true; id: number } | { saved: false; values: CaseFormValues; errors: CaseFormError[]; refusal?: EditRefusal };

/** Handles the editor's save of case `id` (undefined: a new one, saved as a draft). */
export async function saveFromEditor(db: Database, form: FormData, id: number | undefined, published: boolean, editor: Editor): Promise<CaseSaveOutcome> {
  const values = valuesFromForm(form, published);
  const file = form.get('coverFile');
  if (file instanceof File && file.size) {
    const upload = await ingestCover(new Uint8Array(await file.arrayBuffer()), mediaStorage(env(), db));
    if (!upload.ok) return { saved: false, values, errors: [{ field: 'coverImage', problem: upload.reason }] };
    await audit(db, { actor: editor, action: 'cover-upload', target: upload.coverImage, details: { bytes: String(file.size) }, ip: editor.ip });
    values.coverImage = upload.coverImage;
  }
  const checked = caseFromValues(values);
  if (!checked.ok) return { saved: false, values, errors: checked.errors };
  const result = await saveCase(db, id, checked.entry, editor);
  return result.ok ? { saved: true, id: result.id } : { saved: false, values, errors: [], refusal: result.refusal };
}
