/**
 * A sign-in by email and password, through Better Auth, limited per account and per address
 * and written to the audit log either way. One generic refusal for a wrong email or password.
 */
import type { Database } from '../db/client.ts';
import { audit } from './audit.ts';
import type { StaffAuth } from './auth.ts';
import { signInKeys, type SignInLimiter } from './signInLimit.ts';

/**
 * A right password gives a session, or, for a member with an authenticator app, the cookie
 * of the second step (`needsCode`): the session comes once the code is right (twoFactor.ts).
 */
export type SignInResult =
  { ok: true; cookies: string[]; needsCode: boolean } | { ok: false; reason: 'failed' | 'limited' };

export async function signIn(
  deps: { db: Database; auth: StaffAuth; limiter: SignInLimiter },
  input: { email: string; password: string; ip: string; headers: Headers },
): Promise<SignInResult> {
  const email = input.email.trim().toLowerCase();
  const keys = signInKeys(email, input.ip);
  if (await deps.limiter.blocked(keys)) {
    await audit(deps.db, { action: 'sign-in-refused', target: email, ip: input.ip });
    return { ok: false, reason: 'limited' };
  }
  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: true },
      headers: input.headers,
      returnHeaders: true,
    });
    if ('twoFactorRedirect' in response) {
      await audit(deps.db, { action: 'sign-in-code-asked', target: email, ip: input.ip });
      return { ok: true, cookies: headers.getSetCookie(), needsCode: true };
    }
    await audit(deps.db, { actor: { id: response.user.id, email }, action: 'sign-in', target: email, ip: input.ip });
    return { ok: true, cookies: headers.getSetCookie(), needsCode: false };
  } catch (error) {
    if (!(error instanceof Error) || !('status' in error || 'statusCode' in error)) throw error;
    await deps.limiter.fail(keys);
    await audit(deps.db, { action: 'sign-in-failed', target: email, ip: input.ip });
    return { ok: false, reason: 'failed' };
  }
}
