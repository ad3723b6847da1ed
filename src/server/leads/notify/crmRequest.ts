/** What the CRM presets (HubSpot, Bitrix24) share: the name split in two, the note, the JSON request with its time limit. */
import { leadFieldList, leadKindTitles } from './fields.ts';
import { showInvisible } from '../invisible.ts';
import type { StoredLead } from '../types.ts';

/** The details a CRM gets in its note: everything the form sent beyond the contact fields. */
const NOTE_DETAILS = new Set(['Subject', 'Package', 'Office', 'Preferred time', 'Preferred date']);

/** First and last name: the contact form's own fields, else the one name field as the first name. */
export function crmNameParts(lead: StoredLead): { first: string; last?: string | undefined } {
  const first = lead.details.firstName?.trim();
  const last = lead.details.lastName?.trim();
  return first || last ? { first: first || lead.name, last } : { first: lead.name };
}

/**
 * The lead as a CRM note, plain text: its kind and number, the form's details (subject,
 * package, office, preferred time), then the message; hidden characters shown as `[U+202E]`.
 */
export function crmNote(lead: StoredLead): string {
  const details = leadFieldList(lead)
    .filter(([label]) => NOTE_DETAILS.has(label))
    .map(([label, value]) => `${label}: ${showInvisible(value).replace(/\s+/g, ' ').trim()}`);
  const message = lead.message && showInvisible(lead.message).trim();
  return [
    `Website ${leadKindTitles[lead.kind]} #${lead.id} (${lead.lang})`,
    ...details,
    ...(message ? ['', message] : []),
  ].join('\n');
}

/** POSTs `body` as JSON, gives up after `timeoutMs`, and reads the answer's JSON (undefined when it is none). */
export async function postCrmJson(
  url: string,
  body: unknown,
  timeoutMs: number,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'User-Agent': 'agentica-leads' },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text().catch(() => '');
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed };
}
