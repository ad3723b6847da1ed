/**
 * The lead page's actions, for sales and admins: status, assignee, note, retry a notification,
 * "replied", an email or phone corrected.
 */
import * as z from 'zod/mini';
import { leadStatuses } from '../../server/db/schema.ts';
import { changeAssignee, changeStatus, correct, note, retry } from '../../server/leads/changes.ts';
import { correctableFields } from '../../server/leads/pipeline.ts';
import { markReplied, replyChannels } from '../../server/leads/replies.ts';
import { staffAction, textField } from './staffAction.ts';

/** The lead a form changes: the page's own, in a hidden field. */
const lead = z.int().check(z.positive());

export const leads = {
  status: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, status: z.enum(leadStatuses) }),
    run: changeStatus,
  }),
  assign: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, assignee: textField }),
    run: changeAssignee,
  }),
  note: staffAction({ permission: 'leads.update', input: z.object({ lead, note: textField }), run: note }),
  retry: staffAction({ permission: 'leads.update', input: z.object({ lead, outbox: z.int() }), run: retry }),
  correct: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, field: z.enum(correctableFields), value: textField }),
    run: correct,
  }),
  replied: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, channel: z.enum(replyChannels) }),
    run: markReplied,
  }),
};
