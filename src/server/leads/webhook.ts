import type { Env } from '../env.ts';
import type { StoredLead } from './types.ts';

/** How long the webhook may take to answer before the attempt counts as failed. */
const WEBHOOK_TIMEOUT_MS = 10_000;

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
 * POSTs the lead to LEADS_WEBHOOK_URL with `Idempotency-Key: lead-{id}`, so a receiver can
 * recognise a retry. Resolves on a 2xx answer; anything else (redirects included) throws.
 */
export async function postLeadToWebhook(lead: StoredLead, settings: Pick<Env, 'LEADS_WEBHOOK_URL'>): Promise<void> {
  if (!settings.LEADS_WEBHOOK_URL) throw new Error('LEADS_WEBHOOK_URL is not set');
  const response = await fetch(settings.LEADS_WEBHOOK_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': `lead-${lead.id}`,
      'User-Agent': 'agentica-leads',
    },
    body: JSON.stringify(webhookPayload(lead)),
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status > 299) throw new Error(`webhook answered HTTP ${response.status}`);
}
