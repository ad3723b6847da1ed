/**
 * `GET /forms/challenge`: a new proof-of-work challenge for a lead form's script, which asks for
 * one when a visitor starts on the form (`leads/intake/spam/proof.ts`). Never cached; a visitor asking
 * for more than their share is answered 429 with Retry-After, and their form is sent without a
 * proof, judged by the other rules.
 */
import type { APIRoute } from 'astro';
import { cachePolicy } from '../../server/http/cachePolicy';
import { proofChallenge } from '../../server/leads/intake/spam/proof';
import { errorKind } from '../../server/log';

export const prerender = false;

const json = (body: unknown, status: number, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cachePolicy.never, ...headers },
  });

export const GET: APIRoute = async ({ locals, clientAddress }) => {
  const { app } = locals;
  try {
    const decision = await (await app.spamLimiters()).challenge.check(clientAddress);
    if (!decision.allowed)
      return json({ error: 'Too many challenges; try again later' }, 429, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    return json(await proofChallenge(await app.proofKey(), app.settings.ALTCHA_MAX_COUNTER), 200);
  } catch (error) {
    console.warn(`[leads] could not hand out a challenge: ${errorKind(error)}`);
    return json({ error: 'No challenge right now' }, 503);
  }
};
