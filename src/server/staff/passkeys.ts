/**
 * Passkeys through Better Auth's passkey plugin, behind the staff area's own doors: the
 * WebAuthn ceremonies' two steps each (options, then the browser's answer) are endpoints under
 * /staff/account (a member adds one) and /staff/sign-in (anyone signs in with one). A passkey
 * sign-in goes through the same per-address limit and the same audit log as a password.
 */
import type { Database } from '../db/client.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { audit } from './audit.ts';
import type { StaffAuth } from './auth.ts';
import { signInKeys, type SignInLimiter } from './signInLimit.ts';

/** A JSON answer carrying the cookies Better Auth set (the ceremony's challenge, a new session). */
export function jsonWithCookies(body: unknown, cookies: string[], status = 200): Response {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': cachePolicy.never,
  });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(JSON.stringify(body), { status, headers });
}

/** True for the errors Better Auth answers a request with (a bad proof, no challenge), as opposed to a fault. */
export function isRefusal(error: unknown): boolean {
  return error instanceof Error && ('status' in error || 'statusCode' in error);
}

export type PasskeySignIn = { ok: true; cookies: string[] } | { ok: false; reason: 'failed' | 'limited' };

/** Checks the browser's passkey answer: a session for its member, or a refusal (counted per address). */
export async function signInWithPasskey(
  deps: { db: Database; auth: StaffAuth; limiter: SignInLimiter },
  input: { response: unknown; ip: string; headers: Headers },
): Promise<PasskeySignIn> {
  const keys = signInKeys('', input.ip).filter((key) => !key.startsWith('account:'));
  if (await deps.limiter.blocked(keys)) {
    await audit(deps.db, { action: 'sign-in-refused', details: { method: 'passkey' }, ip: input.ip });
    return { ok: false, reason: 'limited' };
  }
  try {
    const { headers, response } = await deps.auth.api.verifyPasskeyAuthentication({
      body: { response: input.response as never },
      headers: input.headers,
      returnHeaders: true,
    });
    const session = response as { session?: { userId?: string } } | null;
    const user = session?.session?.userId ? await deps.auth.api.getSession({ headers: sessionHeaders(headers) }) : null;
    await audit(deps.db, {
      actor: user ? { id: user.user.id, email: user.user.email } : undefined,
      action: 'sign-in',
      target: user?.user.email,
      details: { method: 'passkey' },
      ip: input.ip,
    });
    return { ok: true, cookies: headers.getSetCookie() };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await deps.limiter.fail(keys);
    await audit(deps.db, { action: 'sign-in-failed', details: { method: 'passkey' }, ip: input.ip });
    return { ok: false, reason: 'failed' };
  }
}

/** Request headers carrying the cookies of a response, to read the session it just made. */
function sessionHeaders(answer: Headers): Headers {
  return new Headers({
    Cookie: answer
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; '),
  });
}
