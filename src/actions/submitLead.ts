/**
 * What every lead form does once its input is valid: count the visitor's sends, judge the send
 * by the spam rules (its proof of work, the hidden field, its page's form token and the time it
 * says, its text, its network's sends), store the lead, as spam when the rules say so, with the consent it was sent with.
 * Resolves only after the lead is stored (or found stored moments before: the same send repeated).
 */
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { catalogs } from '../i18n/index.ts';
import { isStoreBusy } from '../server/leads/intake/admission.ts';
import { CommitUnknownError } from '../server/db/transactionWithin.ts';
import { consentGiven } from '../server/leads/intake/consent.ts';
import { networkOf } from '../server/leads/intake/spam/network.ts';
import { claimProof, judgeProof, type ProofVerdict } from '../server/leads/intake/spam/proof.ts';
import { claimFormToken, judgeFormToken, type FormTokenVerdict } from '../server/leads/intake/spam/formToken.ts';
import { judgeSend, type SpamJudgement } from '../server/leads/intake/spam/rules.ts';
import { leadContentHash, saveLead, type SavedLead } from '../server/leads/intake/store.ts';
import { errorKind } from '../server/log.ts';
import type { FormKind } from '../forms/leadForms.ts';
import type { FormInputs } from '../forms/schemas.ts';
import { toLead } from '../server/leads/intake/toLead.ts';
import { SlotTakenError } from '../server/meetings/book.ts';
import { visitOf } from '../server/analytics/visits.ts';
import { notCounted } from '../server/analytics/counted.ts';
import type { NewLead } from '../server/leads/types.ts';

/** What a visitor's browser learns from a send; the same for a lead and for spam. */
export interface SendResult {
  ok: true;
}

/** The proof's verdict; one that cannot be checked now (the store is down) counts as not worked out. */
async function proofOf(
  value: string | undefined,
  sendKey: string | undefined,
  context: ActionAPIContext,
): Promise<ProofVerdict> {
  const { app } = context.locals;
  try {
    const db = await app.db();
    return await judgeProof(value, await app.proofKey(), (signature, expiresAt) =>
      claimProof(db, signature, expiresAt, sendKey),
    );
  } catch (error) {
    console.warn(`[leads] could not check a proof of work: ${errorKind(error)}`);
    return value ? 'pending' : 'missing';
  }
}

/**
 * The form token's verdict, its use counted against the send (the idempotency key, else the
 * lead's content: a resend of the same lead is not a new use). Not judged when FORM_MIN_FILL_MS is 0.
 */
async function tokenOf(
  value: string | undefined,
  lead: NewLead,
  context: ActionAPIContext,
  now: number,
): Promise<FormTokenVerdict> {
  const { app } = context.locals;
  if (app.settings.FORM_MIN_FILL_MS === 0) return { state: 'missing' };
  const sendKey = lead.idempotencyKey ?? leadContentHash(lead);
  try {
    const db = await app.db();
    return await judgeFormToken(value, await app.formTokenKey(), now, (signature, expiresAt) =>
      claimFormToken(db, signature, sendKey, expiresAt, now),
    );
  } catch (error) {
    // The store is down: the lead cannot be stored either, and the visitor is asked to send again.
    console.warn(`[leads] could not check a form token: ${errorKind(error)}`);
    return { state: 'missing' };
  }
}

/** The spam rules' judgement of a send. */
async function judge(
  lead: NewLead,
  input: FormInputs[FormKind],
  context: ActionAPIContext,
  now: number,
): Promise<SpamJudgement> {
  const { app } = context.locals;
  const network = await (await app.spamLimiters()).network.check(networkOf(context.clientAddress));
  return judgeSend({
    website: input.website,
    token: await tokenOf(input.formToken, lead, context, now),
    now,
    minFillMs: app.settings.FORM_MIN_FILL_MS,
    proof: await proofOf(input.altcha, input.idempotencyKey, context),
    networkBusy: !network.allowed,
    lang: lead.lang,
    names: [lead.name, lead.company],
    texts: [lead.details['subject'], lead.message],
  });
}

/** Handles one valid send of a `kind` form. */
export async function submitLead<K extends FormKind>(
  kind: K,
  input: FormInputs[K],
  context: ActionAPIContext,
): Promise<SendResult> {
  const { app } = context.locals;
  const { settings, metrics } = app;
  const now = new Date();
  const lead = { ...toLead(kind, input), consent: consentGiven(input.lang, now, app.documents.catalog(input.lang)) };
  const judgement = await judge(lead, input, context, now.getTime());
  const flagged = judgement.spam ? judgement : undefined;

  // The visitor's address as the server worked it out (`settleForwarding`): behind a trusted proxy, the one it saw.
  // A person's sends count per form; what the rules flag counts apart, over every form, against
  // the network limit (three times as many), so a bot neither uses up a person's sends nor floods the store.
  const limiter = flagged ? (await app.spamLimiters()).network : await app.leadRateLimiter();
  const decision = await limiter.check(flagged ? `spam:${context.clientAddress}` : `${kind}:${context.clientAddress}`);
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
    const counted = !notCounted({
      'user-agent': headers.get('user-agent') ?? undefined,
      dnt: headers.get('dnt') ?? undefined,
      'sec-gpc': headers.get('sec-gpc') ?? undefined,
    });
    const visit = counted
      ? await visitOf(app.counting, db, context.clientAddress, headers.get('user-agent') ?? '').catch(() => undefined)
      : undefined;
    const saved = await app.leadAdmission.run(
      () => saveLead({ ...lead, visit }, { db, settings, signal, flagged }),
      signal,
    );
    if (saved.duplicate)
      console.log(`[leads] lead ${saved.id}: the same ${kind} form again; thanked, not stored twice`);
    else if (flagged) {
      metrics.leadsFlagged.inc({ kind });
      console.log(`[leads] lead ${saved.id}: stored as spam (score ${flagged.score}: ${flagged.reasons.join(', ')})`);
    } else metrics.leadsReceived.inc({ kind });
  } catch (error) {
    if (error instanceof SlotTakenError) {
      // Nothing was stored: the visitor picks another time, with everything else they typed kept.
      metrics.meetingSlotsTaken.inc();
      throw new ActionError({ code: 'CONFLICT', message: catalogs[input.lang].contact_form.errors.slotTaken });
    }
    if (isStoreBusy(error)) {
      // Nothing was written: the visitor (or the form's script, by itself) sends again shortly.
      metrics.leadQueueRefusals.inc({ form: kind });
      context.locals.retryAfterSeconds = error.retryAfterSeconds;
      throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: catalogs[input.lang].contact_form.errors.busy });
    }
    // The log names the lead's id and the error's kind only, never what the visitor typed.
    if (error instanceof CommitUnknownError) {
      console.error(
        `[leads] lead ${(error.result as SavedLead).id}: the store did not confirm its commit in time; it may be stored, and a resend is recognised as the same lead`,
      );
    } else {
      console.error(`[leads] could not store a ${kind} lead: ${errorKind(error)}`);
    }
    throw new ActionError({ code: 'INTERNAL_SERVER_ERROR', message: catalogs[input.lang].contact_form.errors.generic });
  }
  return { ok: true };
}
