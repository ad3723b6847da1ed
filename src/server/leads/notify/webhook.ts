import { Webhook } from 'standardwebhooks';
import type { Env } from '../../env.ts';
import { DeliveryError, failureOfStatus } from './deliveryFailure.ts';
import type { StoredLead } from '../types.ts';

/** The JSON a webhook receives: the lead's fields as stored. */
function webhookPayload(lead: StoredLead) {
  return {
    id: lead.id,
    createdAt: lead.createdAt.toISOString(),
    kind: lead.kind,
    lang: lead.lang,
    page: lead.page,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    message: lead.message,
    details: lead.details,
    utm: lead.utm,
  };
}

/**
 * The Standard Webhooks headers for `body` sent as message `id` at `now`: its id, its time in
 * seconds, and one `v1,` HMAC-SHA256 signature per secret, separated by a space, so that while
 * two secrets are set (a receiver moving to the new one) either of them verifies the call.
 */
export function webhookSignatureHeaders(
  id: string,
  body: string,
  secrets: readonly string[],
  now: Date,
): Record<string, string> {
  if (!secrets.length) return {};
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(id, now, body)).join(' '),
  };
}

/**
 * POSTs the lead to LEADS_WEBHOOK_URL with `Idempotency-Key: lead-{id}`, so a receiver can
 * recognise a retry, signed with LEADS_WEBHOOK_SECRET when it is set (the same `webhook-id`,
 * a new timestamp and signature at each attempt). Resolves on a 2xx answer; anything else
 * (redirects included) throws, after OUTBOX_SEND_TIMEOUT_MS at the latest.
 */
export async function postLeadToWebhook(
  lead: StoredLead,
  settings: Pick<Env, 'LEADS_WEBHOOK_URL' | 'LEADS_WEBHOOK_SECRET' | 'OUTBOX_SEND_TIMEOUT_MS'>,
  now = new Date(),
): Promise<void> {
  if (!settings.LEADS_WEBHOOK_URL) throw new Error('LEADS_WEBHOOK_URL is not set');
  const id = `lead-${lead.id}`;
  const body = JSON.stringify(webhookPayload(lead));
  const response = await fetch(settings.LEADS_WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': id,
      'User-Agent': 'agentica-leads',
      ...webhookSignatureHeaders(id, body, settings.LEADS_WEBHOOK_SECRET, now),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(settings.OUTBOX_SEND_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299)
    throw new DeliveryError(`webhook answered HTTP ${response.status}`, failureOfStatus(response.status));
}
