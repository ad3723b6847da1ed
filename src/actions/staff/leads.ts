/**
 * The lead page's actions, for sales and admins: status, assignee, note, retry a notification,
 * "replied".
 */
import * as z from 'zod/mini';
import { leadStatuses } from '../../server/db/schema.ts';
import { changeAssignee, changeStatus, note, retry } from '../../server/leads/changes.ts';
import { markReplied, replyChannels } from '../../server/leads/replies.ts';
import { staffAction, textField } from './staffAction.ts';

/** The lead a form changes: the page's own, in a hidden field. */
const lead = z.int().check(z.positive());

export const leads = {
  status: staffAction({ permission: 'leads.update', input: z.object({ lead, status: z.enum(leadStatuses) }), handler: changeStatus }),
  assign: staffAction({ permission: 'leads.update', input: z.object({ lead, assignee: textField }), handler: changeAssignee }),
  note: staffAction({ permission: 'leads.update', input: z.object({ lead, note: textField }), handler: note }),
  retry: staffAction({ permission: 'leads.update', input: z.object({ lead, outbox: z.int() }), handler: retry }),
  replied: staffAction({ permission: 'leads.update', input: z.object({ lead, channel: z.enum(replyChannels) }), handler: markReplied }),
};
