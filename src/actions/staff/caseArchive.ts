/** A case's archive: editors archive a case and bring it back; only admins delete an archived case for good. */
import * as z from 'zod/mini';
import { archive, destroy, unarchive } from '../../server/cases/archiveChanges.ts';
import { everyLanguage } from '../../server/cases/caseLanguages.ts';
import { staffAction, textField } from './staffAction.ts';

/** A case's id (posted as `case`, as the other cases forms do). */
const caseId = z.int().check(z.positive());

export const caseArchive = {
  archive: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ case: caseId, target: textField }),
    run: archive,
  }),
  unarchive: staffAction({
    permission: 'cases.edit',
    authorize: everyLanguage,
    input: z.object({ case: caseId }),
    run: unarchive,
  }),
  delete: staffAction({
    permission: 'cases.delete',
    authorize: everyLanguage,
    input: z.object({ case: caseId, confirm: textField }),
    run: destroy,
  }),
};
