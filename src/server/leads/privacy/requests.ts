/**
 * The privacy screen's requests, made by an admin for a person who asked: erase every lead of
 * an email address, or export everything held about one. Each is written to the audit log in
 * its own transaction with the count and lead ids, never the address.
 */
import { z } from 'zod';
import type { AuditAction } from '../../staff/audit.ts';
import type { Acting } from '../../staff/member.ts';
import { eraseLeadsByEmail, exportPersonData, type PersonData } from './personData.ts';

/** What came of one privacy form: how many leads were erased, the person's data to download, or why not (422). */
export interface PrivacyOutcome {
  erased?: number;
  data?: PersonData;
  /** The form refused, what was typed in it, and why: a key of the staff catalog's `privacy` section. */
  refusal?: { form: 'erase' | 'export'; typed: string; reason: 'invalidEmail' | 'mismatch' };
  status?: 422;
}

const emailSchema = z.email();

/** What a privacy request did: the screen's outcome, and the leads it reached (for the audit row). */
export interface PrivacyDone {
  outcome: PrivacyOutcome;
  leadIds?: number[];
}

/** A privacy action's `audit`: the row of `action` on the leads of an address (never named). */
export const onPerson =
  (action: AuditAction) =>
  ({ leadIds }: PrivacyDone) =>
    leadIds && {
      action,
      target: 'email',
      details: { count: String(leadIds.length), leadIds: JSON.stringify(leadIds) },
    };

/** The screen's outcome of a privacy request. */
export const privacyOutcome = (done: PrivacyDone): PrivacyOutcome => done.outcome;

/** Erases every lead of `email`, typed twice the same (whatever the letter case and surrounding spaces). */
export async function erase(input: { email: string; confirm: string }, acting: Acting): Promise<PrivacyDone> {
  const email = input.email.trim();
  if (!emailSchema.safeParse(email).success)
    return { outcome: { refusal: { form: 'erase', typed: email, reason: 'invalidEmail' }, status: 422 } };
  if (input.confirm.trim().toLowerCase() !== email.toLowerCase())
    return { outcome: { refusal: { form: 'erase', typed: email, reason: 'mismatch' }, status: 422 } };
  const erased = await eraseLeadsByEmail(acting.db, email);
  return { outcome: { erased: erased.length }, leadIds: erased };
}

/** Everything held about `email`, to download. */
export async function exportPerson(input: { email: string }, acting: Acting): Promise<PrivacyDone> {
  const email = input.email.trim();
  if (!emailSchema.safeParse(email).success)
    return { outcome: { refusal: { form: 'export', typed: email, reason: 'invalidEmail' }, status: 422 } };
  const data = await exportPersonData(acting.db, email);
  return { outcome: { data }, leadIds: data.leads.map((lead) => lead.id) };
}
