/**
 * The lead page's actions, for sales and admins: status, assignee, note, retry a notification,
 * "replied", an email or phone corrected, a reply mailed to the visitor.
 */
import * as z from 'zod/mini';
import { leadStatuses } from '../../server/db/schema.ts';
import {
  changeAssignee,
  changeStatus,
  correct,
  leadAudit,
  note,
  outcomeOf,
  retry,
} from '../../server/leads/inbox/changes.ts';
import { correctableFields } from '../../server/leads/inbox/pipeline.ts';
import { markReplied, replyChannels } from '../../server/leads/inbox/replies.ts';
import { sendReply } from '../../server/leads/inbox/sendReply.ts';
import { staffAction, textField } from './staffAction.ts';

/** The lead a form changes: the page's own, in a hidden field. */
const lead = z.int().check(z.positive());

export const leads = {
  status: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, status: z.enum(leadStatuses) }),
    run: changeStatus,
    audit: leadAudit('lead-status'),
    committed: outcomeOf,
  }),
  assign: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, assignee: textField }),
    run: changeAssignee,
    audit: leadAudit('lead-assign'),
    committed: outcomeOf,
  }),
  note: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, note: textField }),
    run: note,
    audit: leadAudit('lead-note'),
    committed: outcomeOf,
  }),
  retry: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, outbox: z.int() }),
    run: retry,
    audit: leadAudit('lead-retry'),
    committed: outcomeOf,
  }),
  correct: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, field: z.enum(correctableFields), value: textField }),
    run: correct,
    // The field alone: the values stay with the lead.
    audit: leadAudit('lead-correct', (input) => ({ field: input.field })),
    committed: outcomeOf,
  }),
  replied: staffAction({
    permission: 'leads.update',
    input: z.object({ lead, channel: z.enum(replyChannels) }),
    run: markReplied,
    audit: leadAudit('lead-replied'),
    committed: outcomeOf,
  }),
  reply: staffAction({
    permission: 'leads.update',
    // The files as the server put them aside (`server/http/uploads.ts`), one field each.
    input: z.object({ lead, subject: textField, body: textField, attachments: z.array(z.string()) }),
    run: sendReply,
    // The message's id and the status it moved the lead to; its words stay with the lead.
    audit: leadAudit('lead-email'),
    committed: outcomeOf,
  }),
};
