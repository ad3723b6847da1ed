/**
 * What every lead form does once its input is valid: drop spam silently, count the visitor's
 * sends, store the lead. Resolves only after the lead is stored.
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { catalogs } from '../i18n/index.ts';
import { env } from '../server/env.ts';
import { clientIp } from '../server/http/clientIp.ts';
import { checkRateLimit } from '../server/leads/rateLimit.ts';
import { saveLead } from '../server/leads/store.ts';
import type { FormKind } from '../forms/schemas.ts';
import { looksAutomated } from '../forms/looksAutomated.ts';
import { toLead, type FormInputs } from '../forms/toLead.ts';

/** What a visitor's browser learns from a send; the same for a stored and a dropped one. */
export interface SendResult {
  ok: true;
}

/** Handles one valid send of a `kind` form. */
export async function submitLead<K extends FormKind>(kind: K, input: FormInputs[K], context: ActionAPIContext): Promise<SendResult> {
  const settings = env();
  if (looksAutomated(input, settings.FORM_MIN_FILL_MS)) return { ok: true };

  const ip = clientIp(context.clientAddress, context.request.headers.get('x-forwarded-for'), settings.TRUST_PROXY);
  const decision = await checkRateLimit(`${kind}:${ip}`);
  if (!decision.allowed) {
    throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: catalogs[input.lang].contact_form.errors.rateLimited });
  }

  try {
    await saveLead(toLead(kind, input));
  } catch (error) {
    console.error(`[leads] could not store a ${kind} lead:`, error);
    throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: catalogs[input.lang].contact_form.errors.generic });
  }
  return { ok: true };
}
