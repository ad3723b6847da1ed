/** The privacy screen's actions, for admins: erase every lead of an email address, export everything held about one. */
import * as z from 'zod/mini';
import { erase, exportPerson } from '../../server/leads/privacyRequests.ts';
import { staffAction, textField } from './staffAction.ts';

export const privacy = {
  erase: staffAction({
    permission: 'privacy.manage',
    input: z.object({ email: textField, confirm: textField }),
    run: erase,
  }),
  export: staffAction({ permission: 'privacy.manage', input: z.object({ email: textField }), run: exportPerson }),
};
