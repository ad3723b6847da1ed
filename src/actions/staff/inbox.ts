/** The leads inbox's actions, for sales and admins: bulk changes to the leads ticked. */
import * as z from 'zod/mini';
import { bulkChange, bulkChanges, MAX_BULK_LEADS } from '../../server/leads/bulk.ts';
import { staffAction, textField } from './staffAction.ts';

/** A lead id as the inbox's boxes send it. */
const lead = z.int().check(z.positive());

export const inbox = {
  /** The bulk form: the leads ticked, or all on the page, each changed as its own page would change it. */
  bulk: staffAction({
    permission: 'leads.update',
    input: z.object({
      lead: z.array(lead).check(z.maxLength(MAX_BULK_LEADS)),
      shown: z.array(lead).check(z.maxLength(MAX_BULK_LEADS)),
      all: textField,
      change: z.enum(bulkChanges),
      status: textField,
      assignee: textField,
    }),
    handler: bulkChange,
  }),
};
