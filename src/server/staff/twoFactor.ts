/**
 * An authenticator app (TOTP) as an optional second step of a password sign-in, through Better
 * Auth's two-factor plugin. A member sets it up on *My account* (scan, then type a first code to
 * prove the app has it), gets ten single-use backup codes, and may turn it off with the password.
 * The sign-in's second step goes through the same per-address limit and audit log as the
 * password; Better Auth adds its own: five tries per challenge, ten failures lock the account's
 * codes for fifteen minutes. An admin resets a member who lost the phone (`npm run staff --
 * reset-two-factor EMAIL`).
 */
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { staffSession, staffTwoFactor, staffUser, staffVerification } from '../db/schema.ts';
import { findMember } from './accounts.ts';
import { audit } from './audit.ts';
import { authCookieName, type StaffAuth } from './auth.ts';
import { isRefusal } from './passkeys.ts';
import { signInKeys, type SignInLimiter } from './signInLimit.ts';

/** A code typed as the app shows it: six digits, maybe with a space in the middle. */
const APP_CODE = /^\d{6}$/;

/** What a member types: spaces and dashes of an app code dropped, a backup code kept as it is. */
function normalizeCode(typed: string): string {
  const trimmed = typed.trim();
  const digits = trimmed.replace(/[\s-]/g, '');
  return APP_CODE.test(digits) ? digits : trimmed;
}

/** The Better Auth error code of a refusal (`INVALID_CODE`, `INVALID_TWO_FACTOR_COOKIE`, ...). */
function refusalCode(error: unknown): string | undefined {
  const body = (error as { body?: { code?: unknown } }).body;
  return typeof body?.code === 'string' ? body.code : undefined;
}

/** Refusals after which this sign-in cannot go on: its challenge is over, start again with the password. */
const CHALLENGE_OVER = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE', 'TOTP_NOT_ENABLED']);

/**
 * The member a pending second step belongs to, read from the store by the challenge its cookie
 * names (an unguessable id Better Auth made at the password step), or undefined when none is pending.
 * The cookie's name follows the public origin (`__Host-` on https), as Better Auth names it.
 */
export async function challengeOwner(
  db: Database,
  cookieHeader: string | null,
  settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>,
): Promise<string | undefined> {
  const cookieName = authCookieName('two_factor', settings);
  const raw = cookieHeader
    ?.split(/;\s*/)
    .find((each) => each.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  if (!raw) return undefined;
  const signed = decodeURIComponent(raw);
  const identifier = signed.slice(0, signed.lastIndexOf('.'));
  if (!identifier.startsWith('2fa-')) return undefined;
  const [row] = await db
    .select({ email: staffUser.email, expiresAt: staffVerification.expiresAt })
    .from(staffVerification)
    .innerJoin(staffUser, eq(staffUser.id, staffVerification.value))
    .where(eq(staffVerification.identifier, identifier));
  return row && row.expiresAt > new Date() ? row.email : undefined;
}

export type CodeSignIn = { ok: true; cookies: string[] } | { ok: false; reason: 'failed' | 'limited' | 'expired' };

/** The second step: the code from the app or a backup code gives the session, or a refusal (counted and audited). */
export async function signInWithCode(
  deps: { db: Database; auth: StaffAuth; limiter: SignInLimiter },
  input: { code: string; email: string | undefined; ip: string; headers: Headers },
): Promise<CodeSignIn> {
  if (!input.email) return { ok: false, reason: 'expired' };
  const keys = signInKeys(input.email, input.ip);
  if (await deps.limiter.blocked(keys)) {
    await audit(deps.db, { action: 'sign-in-refused', target: input.email, details: { method: 'code' }, ip: input.ip });
    return { ok: false, reason: 'limited' };
  }
  const code = normalizeCode(input.code);
  const method = APP_CODE.test(code) ? 'app' : 'backup-code';
  try {
    const { headers, response } =
      method === 'app'
        ? await deps.auth.api.verifyTOTP({ body: { code }, headers: input.headers, returnHeaders: true })
        : await deps.auth.api.verifyBackupCode({ body: { code }, headers: input.headers, returnHeaders: true });
    await audit(deps.db, {
      actor: { id: response.user.id, email: response.user.email },
      action: 'sign-in',
      target: response.user.email,
      details: { method: `password+${method}` },
      ip: input.ip,
    });
    return { ok: true, cookies: headers.getSetCookie() };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    await deps.limiter.fail(keys);
    await audit(deps.db, { action: 'sign-in-failed', target: input.email, details: { method }, ip: input.ip });
    return { ok: false, reason: CHALLENGE_OVER.has(refusalCode(error) ?? '') ? 'expired' : 'failed' };
  }
}

/** What the member needs to add the app: the QR code (SVG), the same key to type by hand, and the backup codes. */
export interface AppSetup {
  uri: string;
  key: string;
  qrSvg: string;
  backupCodes: string[];
}

/** The key of an `otpauth://` address in groups of four, as apps ask to type it. */
export function setupKey(uri: string): string {
  return (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})(?=.)/g, '$1 ');
}

/** The QR code of an `otpauth://` address, as an SVG the page shows inline (no request leaves the page). */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** What a Better Auth call gives, or undefined when it refuses (a wrong password or code); a fault still throws. */
async function unlessRefused<T>(work: () => Promise<T>): Promise<T | undefined> {
  try {
    return await work();
  } catch (error) {
    if (isRefusal(error)) return undefined;
    throw error;
  }
}

/** Starts adding the app (the password proves it is the member): nothing changes at sign-in until a first code is confirmed. */
export async function startAppSetup(
  auth: StaffAuth,
  headers: Headers,
  password: string,
): Promise<AppSetup | undefined> {
  const started = await unlessRefused(() => auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers }));
  if (!started || !('totpURI' in started) || !started.totpURI) return undefined;
  return {
    uri: started.totpURI,
    key: setupKey(started.totpURI),
    qrSvg: await qrSvg(started.totpURI),
    backupCodes: started.backupCodes ?? [],
  };
}

/** Confirms the app with a first code: from now on a password sign-in asks for one. Gives the cookies of the renewed session. */
export async function confirmAppSetup(auth: StaffAuth, headers: Headers, code: string): Promise<string[] | undefined> {
  const answer = await unlessRefused(() =>
    auth.api.verifyTOTP({ body: { code: normalizeCode(code) }, headers, returnHeaders: true }),
  );
  return answer?.headers.getSetCookie();
}

/** Turns the app off (the password proves it is the member). Gives the cookies of the renewed session. */
export async function turnAppOff(auth: StaffAuth, headers: Headers, password: string): Promise<string[] | undefined> {
  const answer = await unlessRefused(() =>
    auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true }),
  );
  return answer?.headers.getSetCookie();
}

/** Ten new backup codes in place of the old ones (the password proves it is the member). */
export async function newBackupCodes(
  auth: StaffAuth,
  headers: Headers,
  password: string,
): Promise<string[] | undefined> {
  return (await unlessRefused(() => auth.api.generateBackupCodes({ body: { password }, headers })))?.backupCodes;
}

/** Whether the member's password sign-in asks for a code. */
export async function appEnabled(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ enabled: staffUser.twoFactorEnabled })
    .from(staffUser)
    .where(eq(staffUser.id, userId));
  return row?.enabled ?? false;
}

/**
 * For a member who lost the phone and the backup codes: removes the app, so the password alone
 * signs in again, and ends the member's sessions. AccountError('unknown') for no such member;
 * false when the member had no app.
 */
export async function resetTwoFactor(db: Database, email: string): Promise<{ email: string; reset: boolean }> {
  const member = await findMember(db, email);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(staffTwoFactor)
      .where(eq(staffTwoFactor.userId, member.id))
      .returning({ id: staffTwoFactor.id });
    if (!member.twoFactorEnabled && !removed.length) return { email: member.email, reset: false };
    await tx
      .update(staffUser)
      .set({ twoFactorEnabled: false, updatedAt: new Date() })
      .where(eq(staffUser.id, member.id));
    await tx.delete(staffSession).where(eq(staffSession.userId, member.id));
    return { email: member.email, reset: true };
  });
}
