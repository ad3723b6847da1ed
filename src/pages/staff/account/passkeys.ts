/**
 * Adding a passkey to the signed-in member's account, in two posts from the account page's
 * script: `?step=options` answers the WebAuthn options (and sets the challenge cookie); then
 * the browser's new credential is checked and stored under the name the member gave.
 */
import type { APIRoute } from 'astro';
import { isRefusal, jsonWithCookies } from '../../../server/staff/passkeys';
import { auditOwnChange } from '../../../server/staff/signInScreens';

export const prerender = false;

export const POST: APIRoute = async ({ request, url, locals, clientAddress }) => {
  const staff = locals.staff!;
  const auth = await locals.app.staffAuth();
  try {
    if (url.searchParams.get('step') === 'options') {
      const { headers, response } = await auth.api.generatePasskeyRegistrationOptions({
        headers: request.headers,
        returnHeaders: true,
      });
      return jsonWithCookies(response, headers.getSetCookie());
    }
    const body = (await request.json().catch(() => undefined)) as { response?: unknown; name?: unknown } | undefined;
    if (!body?.response) return jsonWithCookies({ error: 'failed' }, [], 400);
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 60) : undefined;
    await auth.api.verifyPasskeyRegistration({
      body: { response: body.response as never, ...(name ? { name } : {}) },
      headers: request.headers,
    });
    await auditOwnChange(locals.app, staff, {
      action: 'passkey-add',
      ip: clientAddress,
      ...(name ? { details: { name } } : {}),
    });
    return jsonWithCookies({ ok: true }, []);
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return jsonWithCookies({ error: 'failed' }, [], 400);
  }
};
