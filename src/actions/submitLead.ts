/**
 * What every lead form does once its input is valid: drop spam silently, count the visitor's
 * sends, store the lead. Resolves only after the lead is stored (or found stored moments
 * before: the same send repeated).
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { catalogs } from '../i18n/index.ts';
import { isStoreBusy } from '../server/leads/admission.ts';
import { CommitUnknownError } from '../server/db/transactionWithin.ts';
import { saveLead, type SavedLead } from '../server/leads/store.ts';
import { errorKind } from '../server/log.ts';
import type { FormKind } from '../forms/leadForms.ts';
import { looksAutomated } from '../forms/looksAutomated.ts';
import type { FormInputs } from '../forms/schemas.ts';
import { toLead } from '../server/leads/toLead.ts';
import { visitOf } from '../server/analytics/visits.ts';
import { notCounted } from '../server/analytics/counted.ts';

/** What a visitor's browser learns from a send; the same for a stored and a dropped one. */
export interface SendResult {
  ok: true;
}

/** Handles one valid send of a `kind` form. */
export async function submitLead<K extends FormKind>(kind: K, input: FormInputs[K], context: ActionAPIContext): Promise<SendResult> {
  const { app } = context.locals;
  const { settings, metrics } = app;
  if (looksAutomated(input, settings.FORM_MIN_FILL_MS)) return { ok: true };

  // The visitor's address as the server worked it out (`settleForwarding`): behind a trusted proxy, the one it saw.
  const decision = await (await app.leadRateLimiter()).check(`${kind}:${context.clientAddress}`);
  if (!decision.allowed) {
    metrics.rateLimitRefusals.inc({ form: kind });
    context.locals.retryAfterSeconds = decision.retryAfterSeconds;
    throw new ActionError({ code: 'TOO_MANY_REQUESTS', message: catalogs[input.lang].contact_form.errors.rateLimited });
  }

  try {
    const { signal } = context.request;
    const db = await app.db();
    const { headers } = context.request;
    // The visit is looked up on the server, from the same address and browser; a visitor who opted out has none.
    const counted = !notCounted({ 'user-agent': headers.get('user-agent') ?? undefined, dnt: headers.get('dnt') ?? undefined, 'sec-gpc': headers.get('sec-gpc') ?? undefined });
    const visit = counted ? await visitOf(app.counting, db, context.clientAddress, headers.get('user-agent') ?? '').catch(() => undefined) : undefined;
    const lead = { ...toLead(kind, input), visit };
    const saved = await app.leadAdmission.run(() => saveLead(lead, { db, settings, signal }), signal);
    if (saved.duplicate) console.log(`[leads] lead ${saved.id}: the same ${kind} form again; thanked, not stored twice`);
    else metrics.leadsReceived.inc({ kind });
  } catch (error) {
    if (isStoreBusy(error)) {
      // Nothing was written: the visitor (or the form's script, by itself) sends again shortly.
      metrics.leadQueueRefusals.inc({ form: kind });
      context.locals.retryAfterSeconds = error.retryAfterSeconds;
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: catalogs[input.lang].contact_form.errors.busy });
    }
    // The log names the lead's id and the error's kind only, never what the visitor typed.
    if (error instanceof CommitUnknownError) {
      console.error(`[leads] lead ${(error.result as SavedLead).id}: the store did not confirm its commit in time; it may be stored, and a resend is recognised as the same lead`);
    } else {
      console.error(`[leads] could not store a ${kind} lead: ${errorKind(error)}`);
    }
    throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: catalogs[input.lang].contact_form.errors.generic });
  }
  return { ok: true };
}
