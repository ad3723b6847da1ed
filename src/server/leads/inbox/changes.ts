/**
 * The lead page's changes, made by sales or an admin: its status, its assignee, a note, a
 * notification retried now, its email or phone corrected. Each takes the form's input and the acting member, makes the change
 * (`pipeline.ts`) and says what came of it (`LeadOutcome`) and what it did (the timeline's entry), from which its action
 * writes the audit row in the change's transaction (`leadAudit`).
 */
import type { LeadStatus } from '../../db/schema.ts';
import { leadMembers } from '../../staff/accounts.ts';
import { configuredChannels } from '../notify/channels.ts';
import type { AuditAction } from '../../staff/audit.ts';
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
  /** Why a reply was not sent: a key of the staff catalog's `leadPage.compose.refusals` (answered 422). */
  replyRefusal?: ReplyRefusal;
  /** The file a reply refused for its kind. */
  file?: string;
  /** A refused reply's subject and text as typed, for the form shown again. */
  typed?: { subject: string; body: string };
  /** 400 for a change the page never offers (an assignee who may not take leads, a notification delivered or not the lead's), 404 for no such lead. */
  status?: 400 | 404 | 422;
}

/** Why a reply from the lead page was not sent. */
export type ReplyRefusal =
  'noMail' | 'noEmail' | 'subjectEmpty' | 'bodyEmpty' | 'tooLong' | 'filesTooLarge' | 'fileType';

const saved: LeadOutcome = { saved: true };

/** The lead's timeline names the acting member. */
const actorOf = ({ member }: Acting) => ({ id: member.user.id });

/** What a change to a lead did: the page's outcome, and the change as the timeline shows it (none when nothing changed). */
export interface LeadChangeDone {
  outcome: LeadOutcome;
  entry?: TimelineEntry | undefined;
}

/** The page's outcome of a change. */
export const outcomeOf = (done: LeadChangeDone): LeadOutcome => done.outcome;

/** A lead action's `audit`: the row of `action` on the lead, with the timeline's detail of the change as text (or `details`); none when nothing changed. */
export function leadAudit<Input extends { lead: number }>(
  action: AuditAction,
  details?: (input: Input) => Record<string, string>,
) {
  return (done: LeadChangeDone, input: Input) => {
    if (!done.entry) return undefined;
    const timeline = Object.fromEntries(
      Object.entries(done.entry.detail).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    return { action, target: String(input.lead), details: details ? details(input) : timeline };
  };
}

/** `work`'s result, or `notFound` (404) when the lead is not there (else a notification that is not the lead's: 400). */
async function unlessMissing(
  work: () => Promise<LeadChangeDone>,
  notFound: LeadOutcome = { status: 404 },
): Promise<LeadChangeDone> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof LeadNotFoundError)) throw error;
    return { outcome: notFound };
  }
}

/** An outcome of a change refused before anything was done. */
const refused = (outcome: LeadOutcome): Promise<LeadChangeDone> => Promise.resolve({ outcome });

/** Moves the lead to `status`; out of spam, it is announced on the configured channels (once). */
export function changeStatus(input: { lead: number; status: LeadStatus }, acting: Acting): Promise<LeadChangeDone> {
  return unlessMissing(async () => {
    const channels = configuredChannels(acting.app.settings);
    const { entry } = await setStatus(acting.db, input.lead, input.status, actorOf(acting), channels);
    return { outcome: saved, entry };
  });
}

/** Gives the lead to a member who may take leads, or to nobody (`assignee` empty). */
export async function changeAssignee(
  input: { lead: number; assignee: string },
  acting: Acting,
): Promise<LeadChangeDone> {
  const assignee = input.assignee || null;
  if (assignee && !(await leadMembers(acting.db)).some((member) => member.id === assignee))
    return { outcome: { status: 400 } };
  return unlessMissing(async () => {
    const mailAssignee = !!acting.app.settings.SMTP_URL;
    const { entry } = await assign(acting.db, input.lead, assignee, actorOf(acting), { mailAssignee });
    return { outcome: saved, entry };
  });
}

/** Adds a note, as typed (trimmed), refused when empty or longer than MAX_NOTE_LENGTH. */
export function note(input: { lead: number; note: string }, acting: Acting): Promise<LeadChangeDone> {
  const text = input.note.trim();
  if (!text) return refused({ refusal: 'noteEmpty', status: 422 });
  if (text.length > MAX_NOTE_LENGTH) return refused({ refusal: 'noteTooLong', status: 422 });
  return unlessMissing(async () => {
    const { entry } = await addNote(acting.db, input.lead, text, actorOf(acting));
    return { outcome: saved, entry };
  });
}

/** What a corrected value must be: the rules of the public forms. */
const correctValue = {
  email: z.string().check(z.maxLength(limits.email), z.regex(z.regexes.email)),
  phone: z.string().check(z.regex(new RegExp(`^(?:${PHONE_PATTERN})$`))),
};

/**
 * Corrects the lead's email or phone (trimmed; the public forms' rules, else 422), the value it
 * replaces kept in the timeline. Its audit row names only the field: the values stay with the lead.
 */
export function correct(
  input: { lead: number; field: CorrectableField; value: string },
  acting: Acting,
): Promise<LeadChangeDone> {
  const value = input.value.trim();
  if (!correctValue[input.field].safeParse(value).success)
    return refused({ refusal: input.field === 'email' ? 'emailInvalid' : 'phoneInvalid', status: 422 });
  return unlessMissing(async () => {
    const { entry } = await correctField(acting.db, input.lead, input.field, value, actorOf(acting));
    return { outcome: saved, entry };
  });
}

/** Makes an undelivered notification of the lead due now. */
export function retry(input: { lead: number; outbox: number }, acting: Acting): Promise<LeadChangeDone> {
  return unlessMissing(
    async () => {
      const { retried, entry } = await retryDelivery(acting.db, input.lead, input.outbox, actorOf(acting));
      return { outcome: retried ? saved : { status: 400 }, entry };
    },
    { status: 400 },
  );
}
