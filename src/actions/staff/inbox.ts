/** The leads inbox's actions, for sales and admins: bulk changes to the leads ticked, the member's saved views. */
import * as z from 'zod/mini';
import {
  bulkChange,
  bulkChanges,
  inboxAudit,
  inboxOutcome,
  MAX_BULK_LEADS,
  restoreLead,
} from '../../server/leads/inbox/bulk.ts';
import { deleteView, saveView, type ViewDone } from '../../server/leads/inbox/savedViews.ts';
import { staffAction, textField } from './staffAction.ts';

/** A lead id as the inbox's boxes send it. */
const lead = z.int().check(z.positive());

const viewOutcome = (done: ViewDone) => done.outcome;

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
    run: bulkChange,
    audit: inboxAudit,
    committed: inboxOutcome,
  }),
  /** "Not spam" on a lead of the spam view: restored as New, the team notified. */
  restore: staffAction({
    permission: 'leads.update',
    input: z.object({ lead }),
    run: restoreLead,
    audit: inboxAudit,
    committed: inboxOutcome,
  }),
  /** Saves the view on screen (its URL parameters) under a name, for the member alone. */
  saveView: staffAction({
    permission: 'leads.read',
    input: z.object({ name: textField, query: textField }),
    run: saveView,
    audit: ({ view }) => view && { action: 'view-save', target: view.name, details: { query: view.query ?? '' } },
    committed: viewOutcome,
  }),
  /** Deletes one of the member's saved views. */
  deleteView: staffAction({
    permission: 'leads.read',
    input: z.object({ view: z.int().check(z.positive()) }),
    run: deleteView,
    audit: ({ view }) => view && { action: 'view-delete', target: view.name },
    committed: viewOutcome,
  }),
};
