/**
 * A post of the case editor's form, new case or existing: the values as typed, a cover file
 * if one was picked (decoded, cleaned and stored before the case is saved, with its upload's
 * audit row), then the checks and the save. What was typed comes back with every error.
 */
import { postedFile, TOO_LARGE, type PostedFile } from '../http/uploads.ts';
import { prepareCover, storeCover, type CoverRefusal } from '../media/covers.ts';
import { mediaStorage } from '../media/storage.ts';
import { audited } from '../staff/audit.ts';
import type { Acting } from '../staff/member.ts';
import { committed, editorOf, refusedBy, type CaseOutcome } from './changes.ts';
import { caseForEditing, saveCase } from './editor.ts';
import { changesOnlyTheirLanguages, mayChangeSharedCase, notTheirLanguages } from './caseLanguages.ts';
import { caseFromValues, valuesFromInput, valuesOf, type CaseFormInput } from './editorForm.ts';

/** The editor's form: a case's fields, the case's id (none for a new case) and the cover file picked, as the server put it aside (`postedFile`). */
export type CaseSaveInput = CaseFormInput & { case?: number | undefined; coverFile?: string | undefined };

/** Checks and stores an uploaded cover with its audit row (on PostgreSQL its files are rows of the same transaction); its `coverImage`, or why it was refused. */
async function uploadCover(
  file: Exclude<PostedFile, undefined>,
  acting: Acting,
): Promise<{ coverImage: string } | { refusal: CoverRefusal }> {
  if (file === TOO_LARGE) return { refusal: 'too-large' };
  const cover = await acting.app.coverWork(() => prepareCover(file));
  if (!cover.ok) return { refusal: cover.reason };
  const editor = editorOf(acting);
  await audited(acting.db, (tx) => storeCover(cover, mediaStorage(acting.app.settings, tx)), {
    actor: editor,
    action: 'cover-upload',
    target: cover.coverImage,
    details: { bytes: String(file.bytes) },
    ip: editor.ip,
  });
  return { coverImage: cover.coverImage };
}

/**
 * Saves case `input.case`, or creates a new one (a draft); a case that is gone is refused (404).
 * A member limited to some languages creates nothing and changes only their languages' words
 * (else 403, nothing stored, no cover kept).
 */
export async function saveFromEditor(input: CaseSaveInput, acting: Acting): Promise<CaseOutcome> {
  const stored = input.case === undefined ? undefined : await caseForEditing(acting.db, input.case);
  if (input.case !== undefined && !stored) return refusedBy({ kind: 'not-found' }, 404);
  const values = valuesFromInput(input, stored?.published ?? false);
  const coverFile = postedFile(input.coverFile);
  if (
    !mayChangeSharedCase(acting.member) &&
    (!stored || coverFile || !changesOnlyTheirLanguages(acting.member, valuesOf(stored), values))
  )
    return notTheirLanguages;
  if (coverFile) {
    const upload = await uploadCover(coverFile, acting);
    if ('refusal' in upload)
      return { form: { values, errors: [{ field: 'coverImage', problem: upload.refusal }] }, status: 422 };
    values.coverImage = upload.coverImage;
  }
  const checked = caseFromValues(values);
  if (!checked.ok) return { form: { values, errors: checked.errors }, status: 422 };
  const result = await committed(acting, saveCase(acting.db, input.case, checked.entry, editorOf(acting)));
  return result.ok
    ? { done: 'saved', id: result.id }
    : { ...refusedBy(result.refusal, 422), form: { values, errors: [] } };
}
