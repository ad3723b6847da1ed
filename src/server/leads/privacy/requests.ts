/**
 * The privacy screen's requests, made by an admin for a person who asked: erase every lead of
 * an email address, or export everything held about one. Each is written to the audit log in
 * its own transaction with the count and lead ids, never the address.
 */
import { z } from 'zod';
import { audited, type AuditAction, type AuditEntry } from '../../staff/audit.ts';
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

/** The audit entry of `action` on the leads `leadIds` of an address (never named). */
function onPerson({ member, ip }: Acting, action: AuditAction, leadIds: number[]): AuditEntry {
  const details = { count: String(leadIds.length), leadIds: JSON.stringify(leadIds) };
  return { actor: { id: member.user.id, email: member.user.email }, action, target: 'email', details, ip };
}

/** Erases every lead of `email`, typed twice the same (whatever the letter case and surrounding spaces). */
export async function erase(input: { email: string; confirm: string }, acting: Acting): Promise<PrivacyOutcome> {
  const email = input.email.trim();
  if (!emailSchema.safeParse(email).success)
    return { refusal: { form: 'erase', typed: email, reason: 'invalidEmail' }, status: 422 };
  if (input.confirm.trim().toLowerCase() !== email.toLowerCase())
    return { refusal: { form: 'erase', typed: email, reason: 'mismatch' }, status: 422 };
  const erased = await audited(
    acting.db,
    (tx) => eraseLeadsByEmail(tx, email),
    (leadIds) => onPerson(acting, 'privacy-erase', leadIds),
  );
  return { erased: erased.length };
}

/** Everything held about `email`, to download. */
export async function exportPerson(input: { email: string }, acting: Acting): Promise<PrivacyOutcome> {
  const email = input.email.trim();
  if (!emailSchema.safeParse(email).success)
    return { refusal: { form: 'export', typed: email, reason: 'invalidEmail' }, status: 422 };
  const data = await audited(
    acting.db,
    (tx) => exportPersonData(tx, email),
    (found) =>
      onPerson(
        acting,
        'privacy-export',
        found.leads.map((lead) => lead.id),
      ),
  );
  return { data };
}
