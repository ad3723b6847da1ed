/**
 * Sign-in with a passkey, in two posts from the sign-in page's script: `?step=options` answers
 * the WebAuthn options (and sets the challenge cookie); then the browser's signed answer is
 * checked, limited per address and audited like a password, and answered with a session.
 */
import type { APIRoute } from 'astro';
import { isRefusal, jsonWithCookies, signInWithPasskey } from '../../../server/staff/passkeys';
import { signInParts } from '../../../server/staff/signInScreens';
import { safeNext } from '../../../server/staff/requestRules';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, clientAddress, locals }) => {
  const { app } = locals;
  const auth = await app.staffAuth();
  if (url.searchParams.get('step') === 'options') {
    try {
      const { headers, response } = await auth.api.generatePasskeyAuthenticationOptions({
        headers: request.headers,
        returnHeaders: true,
      });
      return jsonWithCookies(response, headers.getSetCookie());
    } catch (error) {
      if (!isRefusal(error)) throw error;
      return jsonWithCookies({ error: 'failed' }, [], 400);
    }
  }
  const body = (await request.json().catch(() => undefined)) as { response?: unknown } | undefined;
  if (!body?.response) return jsonWithCookies({ error: 'failed' }, [], 400);
  const result = await signInWithPasskey(await signInParts(app), {
    response: body.response,
    ip: clientAddress,
    headers: request.headers,
  });
  if (!result.ok) return jsonWithCookies({ error: result.reason }, [], result.reason === 'limited' ? 429 : 401);
  return jsonWithCookies({ next: safeNext(url.searchParams.get('next'), url.origin) }, result.cookies);
};
