/** The privacy screen's actions, for admins: erase every lead of an email address, export everything held about one. */
import * as z from 'zod/mini';
import { erase, exportPerson, onPerson, privacyOutcome } from '../../server/leads/privacy/requests.ts';
import { staffAction, textField } from './staffAction.ts';

export const privacy = {
  erase: staffAction({
    permission: 'privacy.manage',
    input: z.object({ email: textField, confirm: textField }),
    run: erase,
    audit: onPerson('privacy-erase'),
    committed: privacyOutcome,
  }),
  export: staffAction({
    permission: 'privacy.manage',
    input: z.object({ email: textField }),
    run: exportPerson,
    audit: onPerson('privacy-export'),
    committed: privacyOutcome,
  }),
};
