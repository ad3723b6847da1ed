/** A case's drafts: the editor's form kept as an editor types (autosave), for editors. */
import * as z from 'zod/mini';
import { autosave } from '../../server/cases/drafts.ts';
import { editorFields } from './cases.ts';
import { staffAction } from './staffAction.ts';

export const caseDrafts = {
  autosave: staffAction({
    permission: 'cases.edit',
    input: z.object({ ...editorFields, case: z.int().check(z.positive()) }),
    run: autosave,
  }),
};
