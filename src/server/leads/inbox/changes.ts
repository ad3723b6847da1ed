/**
 * The lead page's changes, made by sales or an admin: its status, its assignee, a note, a
 * notification retried now, its email or phone corrected. Each takes the form's input and the acting member, makes the change
 * (`pipeline.ts`) and its audit row in one transaction, and says what came of it (`LeadOutcome`).
 */
import type { LeadStatus } from '../../db/schema.ts';
import { leadMembers } from '../../staff/accounts.ts';
import { configuredChannels } from '../notify/channels.ts';
import { audited, type AuditAction, type AuditEntry } from '../../staff/audit.ts';
import type { Acting } from '../../staff/member.ts';
import type { TimelineEntry } from './lead.ts';
import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../../../forms/constraints.ts';
import { limits } from '../../../forms/leadForms.ts';
import {
  addNote,
  assign,
  correctField,
  LeadNotFoundError,
  MAX_NOTE_LENGTH,
  retryDelivery,
  setStatus,
  type CorrectableField,
} from './pipeline.ts';

/** What came of one form of the lead page: saved (the page answers with a 303 back to itself), or why not. */
export interface LeadOutcome {
  saved?: true;
  /** Why a note was refused: a key of the staff catalog's `leads.detail` section (answered 422). */
  refusal?: 'noteEmpty' | 'noteTooLong' | 'emailInvalid' | 'phoneInvalid';
  /** 400 for a change the page never offers (an assignee who may not take leads, a notification delivered or not the lead's), 404 for no such lead. */
  status?: 400 | 404 | 422;
}

const saved: LeadOutcome = { saved: true };

/** The lead's timeline names the acting member. */
const actorOf = ({ member }: Acting) => ({ id: member.user.id });

/**
 * The audit entry of `action` on lead `lead`, with the timeline's detail of the change as text;
 * none when nothing changed (no timeline entry).
 */
function onLead(
  { member, ip }: Acting,
  action: AuditAction,
  lead: number,
  change: { entry?: TimelineEntry },
): AuditEntry | undefined {
  if (!change.entry) return undefined;
  const details = Object.fromEntries(
    Object.entries(change.entry.detail).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return { actor: { id: member.user.id, email: member.user.email }, action, target: String(lead), details, ip };
}

/** `work`'s outcome, or 404 when the lead is not there (`notFound`, else a notification that is not the lead's: 400). */
async function unlessMissing(
  work: () => Promise<LeadOutcome>,
  notFound: LeadOutcome = { status: 404 },
): Promise<LeadOutcome> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LeadNotFoundError)) throw error;
    return notFound;
  }
}

/** Moves the lead to `status`; out of spam, it is announced on the configured channels (once). */
export function changeStatus(input: { lead: number; status: LeadStatus }, acting: Acting): Promise<LeadOutcome> {
  return unlessMissing(async () => {
    const channels = configuredChannels(acting.app.settings);
    await audited(
      acting.db,
      (tx) => setStatus(tx, input.lead, input.status, actorOf(acting), channels),
      (change) => onLead(acting, 'lead-status', input.lead, change),
    );
    return saved;
  });
}

/** Gives the lead to a member who may take leads, or to nobody (`assignee` empty). */
export async function changeAssignee(input: { lead: number; assignee: string }, acting: Acting): Promise<LeadOutcome> {
  const assignee = input.assignee || null;
  if (assignee && !(await leadMembers(acting.db)).some((member) => member.id === assignee)) return { status: 400 };
  return unlessMissing(async () => {
    await audited(
      acting.db,
      (tx) => assign(tx, input.lead, assignee, actorOf(acting), { mailAssignee: !!acting.app.settings.SMTP_URL }),
      (change) => onLead(acting, 'lead-assign', input.lead, change),
    );
    return saved;
  });
}

/** Adds a note, as typed (trimmed), refused when empty or longer than MAX_NOTE_LENGTH. */
export function note(input: { lead: number; note: string }, acting: Acting): Promise<LeadOutcome> {
  const text = input.note.trim();
  if (!text) return Promise.resolve({ refusal: 'noteEmpty', status: 422 });
  if (text.length > MAX_NOTE_LENGTH) return Promise.resolve({ refusal: 'noteTooLong', status: 422 });
  return unlessMissing(async () => {
    await audited(
      acting.db,
      (tx) => addNote(tx, input.lead, text, actorOf(acting)),
      (change) => onLead(acting, 'lead-note', input.lead, change),
    );
    return saved;
  });
}

/** What a corrected value must be: the rules of the public forms. */
const correctValue = {
  email: z.string().check(z.maxLength(limits.email), z.regex(z.regexes.email)),
  phone: z.string().check(z.regex(new RegExp(`^(?:${PHONE_PATTERN})$`))),
};

/**
 * Corrects the lead's email or phone (trimmed; the public forms' rules, else 422), the value it
 * replaces kept in the timeline. The audit row names only the field: the values stay with the lead.
 */
export function correct(
  input: { lead: number; field: CorrectableField; value: string },
  acting: Acting,
): Promise<LeadOutcome> {
  const value = input.value.trim();
  if (!correctValue[input.field].safeParse(value).success)
    return Promise.resolve({ refusal: input.field === 'email' ? 'emailInvalid' : 'phoneInvalid', status: 422 });
  const { member, ip } = acting;
  return unlessMissing(async () => {
    await audited(
      acting.db,
      (tx) => correctField(tx, input.lead, input.field, value, actorOf(acting)),
      (change) =>
        change.entry
          ? {
              actor: { id: member.user.id, email: member.user.email },
              action: 'lead-correct',
              target: String(input.lead),
              details: { field: input.field },
              ip,
            }
          : undefined,
    );
    return saved;
  });
}

/** Makes an undelivered notification of the lead due now. */
export function retry(input: { lead: number; outbox: number }, acting: Acting): Promise<LeadOutcome> {
  return unlessMissing(
    async () => {
      const { retried } = await audited(
        acting.db,
        (tx) => retryDelivery(tx, input.lead, input.outbox, actorOf(acting)),
        (change) => onLead(acting, 'lead-retry', input.lead, change),
      );
      return retried ? saved : { status: 400 };
    },
    { status: 400 },
  );
}
