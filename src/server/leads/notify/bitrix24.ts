/**
 * The Bitrix24 preset: every lead becomes a Bitrix24 lead through an inbound webhook's
 * `crm.lead.add`, with its contacts, a note of what the form said, the source (`WEB`) and the
 * UTM parameters, announced in the activity stream so its owner hears of it. Sent through the
 * outbox like mail.
 */
import { site } from '../../../config/site.ts';
import { publicOrigin, type Env } from '../../env.ts';
import { DeliveryError, failureOfStatus } from './deliveryFailure.ts';
import { crmNameParts, crmNote, postCrmJson } from './crmRequest.ts';
import { leadKindTitles } from './fields.ts';
import type { StoredLead } from '../types.ts';

export type Bitrix24Settings = Pick<
  Env,
  'BITRIX24_WEBHOOK_URL' | 'OUTBOX_SEND_TIMEOUT_MS' | 'SITE_URL' | 'HOST' | 'PORT'
>;

/** Bitrix24's error codes of a refused webhook or permission (fixing the webhook lets the lead through: retried). */
const REFUSED = new Set([
  'NO_AUTH_FOUND',
  'INVALID_CREDENTIALS',
  'WRONG_AUTH_TYPE',
  'invalid_token',
  'expired_token',
  'insufficient_scope',
  'ACCESS_DENIED',
  'authorization_error',
  'user_access_error',
  'PAYMENT_REQUIRED',
]);
/** Its codes of a method it does not know (a wrong address): retried. */
const UNKNOWN = new Set(['ERROR_METHOD_NOT_FOUND', 'PORTAL_DELETED']);
/** Its codes of a passing overload or fault: retried. */
const PASSING = new Set([
  'QUERY_LIMIT_EXCEEDED',
  'OVERLOAD_LIMIT',
  'OPERATION_TIME_LIMIT',
  'INTERNAL_SERVER_ERROR',
  'ERROR_UNEXPECTED_ANSWER',
]);

/** Bitrix24 shows a lead's comment as HTML: what a visitor typed is escaped, so it reads as text. */
function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
}

/** A multi-field value (`EMAIL`, `PHONE`) with one work entry, or nothing. */
const work = (value: string | null | undefined) =>
  value?.trim() ? [{ VALUE: value.trim(), VALUE_TYPE: 'WORK' }] : undefined;

/**
 * The lead's origin, as Bitrix24 keeps it for an outside system: this site (its host) and the
 * lead's number, by which a retry finds a lead it added before.
 */
function origin(lead: StoredLead, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>) {
  return { ORIGINATOR_ID: new URL(publicOrigin(settings)).host, ORIGIN_ID: `lead-${lead.id}` };
}

/** The body of `crm.lead.add`: the lead's fields and the request to announce it in the activity stream. */
export function bitrix24Lead(lead: StoredLead, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>) {
  const { first, last } = crmNameParts(lead);
  const fields: Record<string, unknown> = {
    TITLE: `${site.name}: ${leadKindTitles[lead.kind]} #${lead.id}, ${lead.name}`.slice(0, 255),
    NAME: first,
    LAST_NAME: last,
    COMPANY_TITLE: lead.company ?? undefined,
    EMAIL: work(lead.email),
    PHONE: work(lead.phone),
    COMMENTS: escapeHtml(crmNote(lead)),
    SOURCE_ID: 'WEB',
    SOURCE_DESCRIPTION: new URL(lead.page, publicOrigin(settings)).href,
    UTM_SOURCE: lead.utm.source,
    UTM_MEDIUM: lead.utm.medium,
    UTM_CAMPAIGN: lead.utm.campaign,
    UTM_CONTENT: lead.utm.content,
    UTM_TERM: lead.utm.term,
    ...origin(lead, settings),
  };
  return {
    fields: Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== '')),
    params: { REGISTER_SONET_EVENT: 'Y' },
  };
}

/** The failure a Bitrix24 error code stands for; a refusal of the lead's own values is final. */
function bitrix24Failure(
  status: number,
  code: string,
): { failure: ReturnType<typeof failureOfStatus>; final: boolean } {
  const shown = /^[A-Za-z0-9_]{1,60}$/.test(code) ? code : undefined;
  if (REFUSED.has(code))
    return { failure: { kind: 'unauthorized', status, ...(shown ? { code: shown } : {}) }, final: false };
  if (UNKNOWN.has(code))
    return { failure: { kind: 'notFound', status, ...(shown ? { code: shown } : {}) }, final: false };
  if (PASSING.has(code) || status >= 500)
    return {
      failure: {
        kind: code === 'QUERY_LIMIT_EXCEEDED' || code === 'OVERLOAD_LIMIT' ? 'busy' : 'serverError',
        status,
        ...(shown ? { code: shown } : {}),
      },
      final: false,
    };
  return { failure: { kind: 'rejected', status, ...(shown ? { code: shown } : {}) }, final: true };
}

/** Calls a method of the webhook; resolves with its `result`, throws a DeliveryError for an answer with an `error` or without a result. */
async function callBitrix24(method: string, body: unknown, settings: Bitrix24Settings): Promise<unknown> {
  const url = new URL(`${method}.json`, settings.BITRIX24_WEBHOOK_URL!.replace(/\/?$/, '/')).href;
  const { status, body: answer } = await postCrmJson(url, body, settings.OUTBOX_SEND_TIMEOUT_MS);
  const { result, error } = (answer ?? {}) as { result?: unknown; error?: unknown };
  if (status >= 200 && status <= 299 && error === undefined && result !== undefined && result !== false) return result;
  if (typeof error === 'string') {
    const { failure, final } = bitrix24Failure(status, error);
    throw new DeliveryError(`Bitrix24 answered HTTP ${status}: ${failure.code ?? 'error'}`, failure, final);
  }
  const failure = status >= 200 && status <= 299 ? ({ kind: 'failed', status } as const) : failureOfStatus(status);
  throw new DeliveryError(`Bitrix24 answered HTTP ${status}`, failure, status === 400);
}

/** Whether Bitrix24 holds a lead made from this one already: one whose origin is this site and this lead. */
async function alreadyAdded(lead: StoredLead, settings: Bitrix24Settings): Promise<boolean> {
  const found = await callBitrix24('crm.lead.list', { filter: origin(lead, settings), select: ['ID'] }, settings);
  return Array.isArray(found) && found.length > 0;
}

/**
 * Adds the lead to Bitrix24; resolves once it answers with the new lead's id. It first looks
 * the lead up by its origin and adds nothing when it is there: an earlier attempt may have
 * reached Bitrix24 without its outcome being recorded (a crash, a lost answer). An answer with an `error` (in a 200 or a 400 body
 * alike) fails: retried when the webhook, its rights or Bitrix24's load are at fault, given up
 * when Bitrix24 refused the lead's values.
 */
export async function postLeadToBitrix24(lead: StoredLead, settings: Bitrix24Settings): Promise<void> {
  if (!settings.BITRIX24_WEBHOOK_URL) throw new Error('BITRIX24_WEBHOOK_URL is not set');
  if (await alreadyAdded(lead, settings)) return;
  await callBitrix24('crm.lead.add', bitrix24Lead(lead, settings), settings);
}
