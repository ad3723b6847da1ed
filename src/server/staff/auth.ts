/**
 * Staff sign-in through Better Auth, on the site's one store (PGlite or PostgreSQL through the
 * same drizzle database) and its one schema. Created once per app (`src/server/app.ts`).
 */
import { randomBytes } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  staffAccount,
  staffPasskey,
  staffSession,
  staffTwoFactor,
  staffUser,
  staffVerification,
} from '../db/schema.ts';
import { publicOrigin, type Env } from '../env.ts';
import { MIN_PASSWORD_LENGTH } from './passwordPolicy.ts';

/** Where Better Auth's own endpoints would live (the staff area's pages call it on the server). */
const AUTH_BASE_PATH = '/staff/api/auth';
/** A staff session lasts a working week, renewed once a day while in use. */
const SESSION_SECONDS = 7 * 24 * 3600;
/** The row under which the store keeps the secret that signs session cookies, shared by every instance. */
const SECRET_IDENTIFIER = 'staff-cookie-secret';
/** How long the second step of a sign-in (the code from the app) may take after the password. */
const CODE_STEP_SECONDS = 10 * 60;

/** The store's cookie-signing secret, made on first use (every instance reads the same row). */
async function cookieSecret(db: Database): Promise<string> {
  const read = async () =>
    (
      await db
        .select({ value: staffVerification.value })
        .from(staffVerification)
        .where(eq(staffVerification.identifier, SECRET_IDENTIFIER))
    )[0]?.value;
  const existing = await read();
  if (existing) return existing;
  await db
    .insert(staffVerification)
    .values({
      id: SECRET_IDENTIFIER,
      identifier: SECRET_IDENTIFIER,
      value: randomBytes(32).toString('base64url'),
      expiresAt: new Date('9999-12-31T00:00:00Z'),
    })
    .onConflictDoNothing();
  return (await read())!;
}

/** The name of one of the staff area's cookies: `__Host-` prefixed on https. */
const staffCookieName = (cookie: string, https: boolean) => `${https ? '__Host-' : ''}staff.${cookie}`;

/**
 * The name under which Better Auth keeps a cookie of the staff area: https or not is the public
 * origin's (SITE_URL), not the request's, so it is the same behind a TLS proxy.
 */
export const authCookieName = (cookie: string, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>) =>
  staffCookieName(cookie, publicOrigin(settings).startsWith('https:'));

/** The cookie names and attributes: `__Host-` and Secure on https, HttpOnly and SameSite=Lax always. */
function cookieSettings(https: boolean) {
  const name = (cookie: string) => staffCookieName(cookie, https);
  return {
    useSecureCookies: false,
    defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' as const, secure: https, path: '/' },
    cookies: Object.fromEntries(
      ['session_token', 'session_data', 'dont_remember', 'account_data', 'two_factor', 'trust_device'].map((cookie) => [
        cookie,
        { name: name(cookie) },
      ]),
    ),
  };
}

/** Builds the auth instance on `db`; tests build their own on a store of their own. */
export function createAuth(db: Database, secret: string, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>) {
  const origin = publicOrigin(settings);
  return betterAuth({
    appName: 'Staff',
    baseURL: origin,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUser,
        session: staffSession,
        account: staffAccount,
        verification: staffVerification,
        passkey: staffPasskey,
        twoFactor: staffTwoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
        lang: { type: 'string', required: false, input: false },
        timeZone: { type: 'string', required: false, input: false },
        contentLanguages: { type: 'string[]', required: false, input: false },
      },
    },
    session: { expiresIn: SESSION_SECONDS, updateAge: 24 * 3600 },
    // Sign-in attempts are limited by the sign-in page, per account and per address (signInLimit.ts).
    rateLimit: { enabled: false },
    advanced: {
      ...cookieSettings(origin.startsWith('https:')),
      // src/server/serve.ts states the visitor's address in X-Forwarded-For, one entry, for every request.
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled member gets no session, whatever proves who they are.
          before: async (session) => {
            const [user] = await db
              .select({ disabled: staffUser.disabled })
              .from(staffUser)
              .where(eq(staffUser.id, session.userId));
            return !!user && !user.disabled;
          },
        },
      },
    },
    plugins: [
      // Passkeys: the relying party is the public origin's host, so a passkey works on every instance behind it.
      passkey({ rpID: new URL(origin).hostname, rpName: 'Staff', origin }),
      // An authenticator app (TOTP) as an optional second step after the password; a passkey
      // sign-in needs none (the device is the second factor). The app lists it under the host.
      twoFactor({ issuer: `Staff ${new URL(origin).host}`, twoFactorCookieMaxAge: CODE_STEP_SECONDS }),
    ],
    telemetry: { enabled: false },
  });
}

export type StaffAuth = ReturnType<typeof createAuth>;

/** The auth instance on the store `db` gives, with the secret kept there. */
export async function openStaffAuth(
  db: Database,
  settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>,
): Promise<StaffAuth> {
  return createAuth(db, await cookieSecret(db), settings);
}

export { cookieSecret };
