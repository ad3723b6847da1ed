/**
 * A content document as the staff editor's form holds it: one text per field, so what a member
 * typed is kept as typed when it is refused. Each kind declares its own form (`form` in
 * `src/content/kinds/`): `fieldsOf` fills the form from a document, `dataOf` reads a document
 * back from the posted form, and `fieldErrors` puts the store's refusals at the fields they are about.
 */
import { documentKind, type DocumentKey } from '../../content/documents.ts';
import type { DocumentFields } from '../../content/kinds/define.ts';

/** The field of a form no single field is about. */
export const FORM_FIELD = 'form';

/** The form's fields holding `data` (the published version or the draft) of the document `key`. */
export function fieldsOf(key: DocumentKey, data: unknown): DocumentFields {
  return documentKind(key).form.fields(data);
}

/** The document `key` the posted form describes, to be checked against its kind's schema. */
export function dataOf(key: DocumentKey, fields: DocumentFields): unknown {
  return documentKind(key).form.data(fields);
}

/** The store's refusals by the field they are about (the first one each); anything no field is about, at the whole form. */
export function fieldErrors(
  key: DocumentKey,
  fields: DocumentFields,
  issues: readonly { path: string; code: string }[],
): DocumentFields {
  const { form } = documentKind(key);
  const errors: DocumentFields = {};
  for (const { path, code } of issues) {
    const field = path === 'publishAt' ? path : (form.fieldOf?.(path.split('.'), fields) ?? FORM_FIELD);
    errors[field] ??= code;
  }
  return errors;
}
