/**
 * The inbox's bulk changes: the leads ticked (or every lead shown on the page) assigned, moved to
 * a status, marked as spam, or exported as CSV. Each lead is changed as its own page would change
 * it (`changes.ts`), with its timeline entry, and its action writes an audit row for each lead changed, all in
 * the action's one transaction.
 */
import { eq } from 'drizzle-orm';
import { leads, leadStatuses, type LeadStatus } from '../../db/schema.ts';
import { leadMembers } from '../../staff/accounts.ts';
import type { Acting } from '../../staff/member.ts';
import { changeAssignee, changeStatus, leadAudit, type LeadChangeDone } from './changes.ts';

export const bulkChanges = ['assign', 'status', 'spam', 'export'] as const;
type BulkChange = (typeof bulkChanges)[number];

/** Most leads one bulk change takes: the largest inbox page. */
export const MAX_BULK_LEADS = 500;

export interface BulkInput {
  /** The leads ticked. */
  lead: number[];
  /** Every lead shown on the page, for "all on this page" (`all` not empty). */
  shown: number[];
  all: string;
  change: BulkChange;
  /** For `status`: the status to move to. */
  status: string;
  /** For `assign`: a member's id, or empty for nobody. */
  assignee: string;
}

/** What came of an inbox form: how many leads a bulk change changed, the leads to export, a lead restored from spam, a view saved or deleted, or why nothing was done. */
export interface InboxOutcome {
  changed?: number;
  restored?: true;
  exported?: number[];
  saved?: true;
  deleted?: true;
  /** A key of the staff catalog's `leads.bulk` or `leads.views` (answered 422). */
  refusal?: 'noneSelected' | 'noStatus' | 'nameEmpty' | 'nameTooLong';
  status?: 400 | 404 | 422;
}

/** What an inbox change did: its outcome, and each lead it changed, with what it did (for the audit rows). */
export interface InboxDone {
  outcome: InboxOutcome;
  changes?: { action: 'lead-status' | 'lead-assign'; lead: number; done: LeadChangeDone }[];
}

/** The inbox's page outcome of a change. */
export const inboxOutcome = (done: InboxDone): InboxOutcome => done.outcome;

/** An inbox action's `audit`: a row for each lead changed. */
export const inboxAudit = (done: InboxDone) =>
  (done.changes ?? []).flatMap(({ action, lead, done: change }) => leadAudit(action)(change, { lead }) ?? []);

/** The leads a bulk change is for: every one shown with "all on this page", else those ticked; each once. */
export function selectedLeads(input: Pick<BulkInput, 'lead' | 'shown' | 'all'>): number[] {
  return [...new Set(input.all ? input.shown : input.lead)];
}

/**
 * "Not spam" in the spam view: the lead becomes New and is announced (once), as its page's status
 * change does. A lead no longer spam is left as it is: a click on a spam view that someone else
 * already restored (and perhaps answered) must not move it back to New.
 */
export async function restoreLead(input: { lead: number }, acting: Acting): Promise<InboxDone> {
  const [current] = await acting.db.select({ status: leads.status }).from(leads).where(eq(leads.id, input.lead));
  if (!current) return { outcome: { status: 404 } };
  if (current.status !== 'spam') return { outcome: { restored: true } };
  const done = await changeStatus({ lead: input.lead, status: 'new' }, acting);
  return {
    outcome: done.outcome.saved ? { restored: true } : { status: 404 },
    changes: [{ action: 'lead-status', lead: input.lead, done }],
  };
}

/** Makes one change to each selected lead, or hands the selection to the export; counts the leads that changed. */
export async function bulkChange(input: BulkInput, acting: Acting): Promise<InboxDone> {
  const ids = selectedLeads(input);
  if (!ids.length) return { outcome: { refusal: 'noneSelected', status: 422 } };
  if (input.change === 'export') return { outcome: { exported: ids } };
  let change: (lead: number) => Promise<LeadChangeDone>;
  let action: 'lead-status' | 'lead-assign' = 'lead-status';
  if (input.change === 'assign') {
    const assignee = input.assignee;
    if (assignee && !(await leadMembers(acting.db)).some((member) => member.id === assignee))
      return { outcome: { status: 400 } };
    action = 'lead-assign';
    change = (lead) => changeAssignee({ lead, assignee }, acting);
  } else {
    const status = input.change === 'spam' ? 'spam' : leadStatuses.find((each) => each === input.status);
    if (!status) return { outcome: { refusal: 'noStatus', status: 422 } };
    change = (lead) => changeStatus({ lead, status: status satisfies LeadStatus }, acting);
  }
  const changes: NonNullable<InboxDone['changes']> = [];
  for (const lead of ids) changes.push({ action, lead, done: await change(lead) });
  return { outcome: { changed: changes.filter(({ done }) => done.outcome.saved).length }, changes };
}
