/**
 * The content screen's actions, for editors and admins: save a document's draft, publish it now,
 * schedule it, cancel the schedule, restore a version; a member limited to some languages only
 * those languages' documents. The document's own fields are posted as typed (texts) and checked
 * by the store against its schema, so a refusal names each field.
 */
import * as z from 'zod/mini';
import { documentKeys } from '../../content/documents.ts';
import {
  editRefusal,
  publishNow,
  restore,
  saveDraft,
  schedule,
  unschedule,
} from '../../server/documents/staffDocuments.ts';
import { staffAction, textField } from './staffAction.ts';

/** A document kind, by its key in the registry. */
const documentKey = z.enum(documentKeys);

/** The document named (its kind, its language as in the address) and every field of the form, as text: its kind's form reads them and its schema checks the document. */
const documentForm = z.catchall(z.object({ key: documentKey, lang: textField }), textField);
const documentNamed = z.object({ key: documentKey, lang: textField });

export const content = {
  save: staffAction({
    permission: 'content.edit',
    authorize: editRefusal,
    input: documentForm,
    run: (input, acting) => saveDraft(input, acting, new Date()),
  }),
  publish: staffAction({
    permission: 'content.edit',
    authorize: editRefusal,
    input: documentForm,
    run: (input, acting) => publishNow(input, acting, new Date()),
  }),
  schedule: staffAction({
    permission: 'content.edit',
    authorize: editRefusal,
    input: documentForm,
    run: (input, acting) => schedule(input, acting, new Date()),
  }),
  cancel: staffAction({ permission: 'content.edit', authorize: editRefusal, input: documentNamed, run: unschedule }),
  restore: staffAction({
    permission: 'content.edit',
    authorize: editRefusal,
    input: z.object({ key: documentKey, lang: textField, version: z.int().check(z.positive()) }),
    run: (input, acting) => restore(input, acting, new Date()),
  }),
};
