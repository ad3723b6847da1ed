import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import {
  auditLog,
  staffAccount,
  staffInvites,
  staffSession,
  staffTwoFactor,
  staffUser,
} from '../../../src/server/db/schema';
import {
  AccountError,
  INVITE_TTL_MS,
  acceptInvite,
  disableStaff,
  endSessions,
  findMember,
  findInvite,
  hashToken,
  inviteStaff,
  setPassword,
  setRole,
} from '../../../src/server/staff/accounts';
import { audit, audited, auditEntries, type AuditAction } from '../../../src/server/staff/audit';
import { ownAccount, signOutEverywhere } from '../../../src/server/staff/account';
import { team } from '../../../src/actions/staff/team';
import { createAuth, type StaffAuth } from '../../../src/server/staff/auth';
import { signInWithPasskey } from '../../../src/server/staff/passkeys';
import { signIn } from '../../../src/server/staff/signIn';
import { createSignInLimiter, type SignInLimiter } from '../../../src/server/staff/signInLimit';
import {
  appEnabled,
  challengeOwner,
  confirmAppSetup,
  newBackupCodes,
  resetTwoFactor,
  signInWithCode,
  startAppSetup,
  turnAppOff,
} from '../../../src/server/staff/twoFactor';
import { authenticatorApp } from '../../fixtures/totp';
import { staffActing } from '../../support/integration/acting';
import { ensureDatabase, resetPostgres, testStores } from '../../support/integration/stores';

/** This file's own PostgreSQL database, apart from the other store tests'. */
const postgresUrl = process.env.STAFF_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/staff_test';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const site = { SITE_URL: 'http://127.0.0.1:4999', HOST: '127.0.0.1', PORT: 4999 };
const strong = 'plum sunrise kettle bravo';

const stores = [
  testStores[0]!,
  {
    name: 'PostgreSQL' as const,
    async open() {
      await ensureDatabase(postgresUrl);
      await resetPostgres(postgresUrl);
      const handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
      return { ...handle, cleanup: () => handle.close() };
    },
  },
];

/** A clock a test moves by hand. */
function clock(start = Date.UTC(2026, 0, 5, 9)) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const requestHeaders = (ip: string, cookie?: string) =>
  new Headers({ 'x-forwarded-for': ip, origin: site.SITE_URL, ...(cookie ? { cookie } : {}) });
const cookieHeader = (setCookies: string[]) => setCookies.map((each) => each.split(';')[0]).join('; ');

describe.each(stores)('staff accounts on $name', (store) => {
  let handle: DatabaseHandle & { cleanup(): Promise<void> };
  let auth: StaffAuth;
  beforeAll(async () => {
    handle = await store.open();
    auth = createAuth(handle.db, 'a-test-secret-of-enough-length-0123456789', site);
  });
  afterAll(() => handle.cleanup());

  /** Invites `email` and sets the password through the invitation, as the invited person would. */
  async function member(email: string, role: 'admin' | 'sales' | 'editor' = 'sales') {
    const { token } = await inviteStaff(handle.db, { email, role });
    return acceptInvite(handle.db, auth, { token, name: 'Test Member', password: strong });
  }

  const limiter = (now = Date.now) =>
    createSignInLimiter({ REDIS_URL: undefined }, { max: 10, windowSeconds: 900, now });
  const attempt = (limit: SignInLimiter, email: string, password: string, ip = '203.0.113.9') =>
    signIn({ db: handle.db, auth, limiter: limit }, { email, password, ip, headers: requestHeaders(ip) });

  it('keeps an invitation only as the hash of its token', async () => {
    const { token } = await inviteStaff(handle.db, { email: 'Hash@Example.com', role: 'editor' });
    const rows = await handle.db.select().from(staffInvites).where(eq(staffInvites.email, 'hash@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('uses an invitation once, and refuses it after 24 hours', async () => {
    const time = clock();
    const first = await inviteStaff(handle.db, { email: 'once@example.com', role: 'sales', now: new Date(time.now()) });
    const created = await acceptInvite(handle.db, auth, {
      token: first.token,
      name: 'Once',
      password: strong,
      now: new Date(time.now()),
    });
    expect(created.role).toBe('sales');
    await expect(
      acceptInvite(handle.db, auth, { token: first.token, name: 'Again', password: strong, now: new Date(time.now()) }),
    ).rejects.toMatchObject({ reason: 'inviteUsed' });

    const late = await inviteStaff(handle.db, { email: 'late@example.com', role: 'sales', now: new Date(time.now()) });
    time.advance(INVITE_TTL_MS - 1);
    await expect(findInvite(handle.db, late.token, new Date(time.now()))).resolves.toMatchObject({
      email: 'late@example.com',
    });
    time.advance(1);
    await expect(
      acceptInvite(handle.db, auth, { token: late.token, name: 'Late', password: strong, now: new Date(time.now()) }),
    ).rejects.toMatchObject({ reason: 'inviteExpired' });
    await expect(
      acceptInvite(handle.db, auth, { token: 'made-up', name: 'X', password: strong }),
    ).rejects.toMatchObject({ reason: 'inviteUnknown' });
    expect(await handle.db.select().from(staffUser).where(eq(staffUser.email, 'late@example.com'))).toEqual([]);
  });

  it('refuses a short or common password with its reason, and creates nothing', async () => {
    const { token } = await inviteStaff(handle.db, { email: 'weak@example.com', role: 'editor' });
    await expect(acceptInvite(handle.db, auth, { token, name: 'Weak', password: 'short pw' })).rejects.toMatchObject({
      reason: 'tooShort',
    });
    await expect(
      acceptInvite(handle.db, auth, { token, name: 'Weak', password: 'password1234' }),
    ).rejects.toMatchObject({ reason: 'tooCommon' });
    await expect(
      acceptInvite(handle.db, auth, { token, name: 'Weak', password: 'weak@example.com1' }),
    ).rejects.toMatchObject({ reason: 'tooCommon' });
    expect(await handle.db.select().from(staffUser).where(eq(staffUser.email, 'weak@example.com'))).toEqual([]);
  });

  it('stores a password only as a hash, and signs in with a new session each time, HttpOnly and SameSite=Lax', async () => {
    const created = await member('signin@example.com', 'editor');
    const [account] = await handle.db.select().from(staffAccount).where(eq(staffAccount.userId, created.id));
    expect(account!.password).not.toContain(strong);
    const limit = limiter();
    const first = await attempt(limit, 'SignIn@example.com', strong);
    const second = await attempt(limit, 'signin@example.com', strong);
    if (!first.ok || !second.ok) throw new Error('sign-in failed');
    expect(first.cookies[0]).toMatch(/^staff\.session_token=.*HttpOnly.*SameSite=Lax/i);
    expect(cookieHeader(first.cookies)).not.toBe(cookieHeader(second.cookies));
    const session = await auth.api.getSession({ headers: requestHeaders('203.0.113.9', cookieHeader(first.cookies)) });
    expect(session?.user).toMatchObject({ email: 'signin@example.com', role: 'editor' });
    const actions = await handle.db.select().from(auditLog).where(eq(auditLog.target, 'signin@example.com'));
    expect(actions.filter((row) => row.action === 'sign-in')).toHaveLength(2);
    expect(actions[0]!.ip).toBe('203.0.113.9');
  });

  it('names the cookie __Host- and marks it Secure when the site is served over https', async () => {
    await member('https@example.com');
    const httpsAuth = createAuth(handle.db, 'a-test-secret-of-enough-length-0123456789', {
      ...site,
      SITE_URL: 'https://staff.example',
    });
    const headers = new Headers({ 'x-forwarded-for': '203.0.113.10', origin: 'https://staff.example' });
    const result = await signIn(
      { db: handle.db, auth: httpsAuth, limiter: limiter() },
      { email: 'https@example.com', password: strong, ip: '203.0.113.10', headers },
    );
    if (!result.ok) throw new Error('sign-in failed');
    expect(result.cookies[0]).toMatch(/^__Host-staff\.session_token=/);
    expect(result.cookies[0]).toMatch(/; Secure/i);
    expect(result.cookies[0]).toMatch(/; Path=\/(;|$)/);
    expect(result.cookies[0]).not.toMatch(/Domain=/i);
  });

  it('gives one answer for a wrong password and an unknown email, and logs both', async () => {
    await member('generic@example.com');
    const limit = limiter();
    expect(await attempt(limit, 'generic@example.com', 'not the password at all')).toEqual({
      ok: false,
      reason: 'failed',
    });
    expect(await attempt(limit, 'nobody@example.com', strong)).toEqual({ ok: false, reason: 'failed' });
    const failed = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'sign-in-failed'));
    expect(failed.map((row) => row.target)).toEqual(
      expect.arrayContaining(['generic@example.com', 'nobody@example.com']),
    );
  });

  it('refuses the 11th attempt on an account after 10 wrong passwords, even the right one, until the window ends', async () => {
    await member('guessed@example.com');
    const time = clock();
    const limit = limiter(time.now);
    for (let i = 0; i < 10; i++)
      expect(await attempt(limit, 'guessed@example.com', `wrong guess number ${i}`, `198.51.100.${i}`)).toMatchObject({
        reason: 'failed',
      });
    expect(await attempt(limit, 'guessed@example.com', strong, '198.51.100.77')).toEqual({
      ok: false,
      reason: 'limited',
    });
    time.advance(15 * 60 * 1000);
    expect(await attempt(limit, 'guessed@example.com', strong, '198.51.100.77')).toMatchObject({ ok: true });
  });

  it('refuses the 11th attempt from one address after 10 wrong passwords across accounts', async () => {
    await member('other@example.com');
    const limit = limiter();
    for (let i = 0; i < 10; i++) await attempt(limit, `someone${i}@example.com`, 'wrong wrong wrong', '192.0.2.50');
    expect(await attempt(limit, 'other@example.com', strong, '192.0.2.50')).toEqual({ ok: false, reason: 'limited' });
    expect(await attempt(limit, 'other@example.com', strong, '192.0.2.51')).toMatchObject({ ok: true });
  });

  it('counts refused passkey answers against the address, refuses the 11th, and logs each', async () => {
    const limit = limiter();
    const forged = {
      id: 'forged',
      rawId: 'forged',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
    };
    const tryPasskey = () =>
      signInWithPasskey(
        { db: handle.db, auth, limiter: limit },
        { response: forged, ip: '192.0.2.77', headers: requestHeaders('192.0.2.77') },
      );
    for (let i = 0; i < 10; i++) expect(await tryPasskey()).toEqual({ ok: false, reason: 'failed' });
    expect(await tryPasskey()).toEqual({ ok: false, reason: 'limited' });
    const logged = await auditEntries(handle.db, {}, 50);
    expect(
      logged.filter(
        (entry) => entry.ip === '192.0.2.77' && entry.action === 'sign-in-failed' && entry.details.method === 'passkey',
      ),
    ).toHaveLength(10);
    expect(logged.filter((entry) => entry.ip === '192.0.2.77' && entry.action === 'sign-in-refused')).toHaveLength(1);
  });

  it('ends every session and refuses sign-in once a member is disabled', async () => {
    const created = await member('leaving@example.com');
    const limit = limiter();
    const before = await attempt(limit, 'leaving@example.com', strong);
    expect(before.ok).toBe(true);
    await disableStaff(handle.db, 'leaving@example.com');
    expect(await handle.db.select().from(staffSession).where(eq(staffSession.userId, created.id))).toEqual([]);
    expect(await attempt(limit, 'leaving@example.com', strong)).toEqual({ ok: false, reason: 'failed' });
  });

  it('ends the sessions of a member whose password is set, and the new password signs in', async () => {
    const created = await member('reset@example.com');
    const limit = limiter();
    await attempt(limit, 'reset@example.com', strong);
    await setPassword(handle.db, auth, { email: 'reset@example.com', password: 'violet harbour engine seven' });
    expect(await handle.db.select().from(staffSession).where(eq(staffSession.userId, created.id))).toEqual([]);
    expect(await attempt(limit, 'reset@example.com', strong)).toMatchObject({ ok: false });
    expect(await attempt(limit, 'reset@example.com', 'violet harbour engine seven')).toMatchObject({ ok: true });
  });

  it('asks a member with an authenticator app for its code after the password, and signs in only with a right code or an unused backup code', async () => {
    const ip = '198.51.100.77';
    const email = 'app@example.com';
    const { id } = await member(email);
    const limit = limiter();
    const session = await attempt(limit, email, strong, ip);
    expect(session).toMatchObject({ ok: true, needsCode: false });
    const headers = requestHeaders(ip, cookieHeader((session as { cookies: string[] }).cookies));

    expect(await startAppSetup(auth, headers, 'not my password at all')).toBeUndefined();
    const setup = (await startAppSetup(auth, headers, strong))!;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Staff%20127\.0\.0\.1%3A4999:app%40example\.com\?/);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*viewBox/);
    expect(setup.backupCodes).toHaveLength(10);
    const [stored] = await handle.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, id));
    expect(JSON.stringify(stored)).not.toContain(setup.key.replaceAll(' ', ''));
    expect(JSON.stringify(stored)).not.toContain(setup.backupCodes[0]);
    // Not on until a first code from the app confirms it.
    expect(await attempt(limit, email, strong, ip)).toMatchObject({ ok: true, needsCode: false });
    const app = authenticatorApp(setup.uri);
    expect(await confirmAppSetup(auth, headers, app.wrongCode())).toBeUndefined();
    expect(await appEnabled(handle.db, id)).toBe(false);
    expect(await confirmAppSetup(auth, headers, app.code())).toEqual(
      expect.arrayContaining([expect.stringMatching(/^staff\.session_token=[^;]+;/)]),
    );
    expect(await appEnabled(handle.db, id)).toBe(true);

    const codeStep = async () => {
      const sessionsBefore = (await handle.db.select().from(staffSession).where(eq(staffSession.userId, id))).length;
      const asked = await attempt(limit, email, strong, ip);
      expect(asked).toMatchObject({ ok: true, needsCode: true });
      // The password alone leaves no session.
      expect((await handle.db.select().from(staffSession).where(eq(staffSession.userId, id))).length).toBe(
        sessionsBefore,
      );
      const cookie = cookieHeader((asked as { cookies: string[] }).cookies);
      expect(await challengeOwner(handle.db, cookie, site)).toBe(email);
      // Over https (behind a TLS proxy too) the same step is read under its __Host- name, and only there.
      const https = { ...site, SITE_URL: 'https://staff.example' };
      expect(await challengeOwner(handle.db, cookie, https)).toBeUndefined();
      expect(
        await challengeOwner(handle.db, cookie.replace('staff.two_factor=', '__Host-staff.two_factor='), https),
      ).toBe(email);
      return (code: string) =>
        signInWithCode(
          { db: handle.db, auth, limiter: limit },
          { code, email, ip, headers: requestHeaders(ip, cookie) },
        );
    };
    const withCode = await codeStep();
    expect(await withCode(app.wrongCode())).toEqual({ ok: false, reason: 'failed' });
    const signedIn = await withCode(` ${app.code().slice(0, 3)} ${app.code().slice(3)} `);
    expect(signedIn.ok).toBe(true);
    const who = await auth.api.getSession({
      headers: requestHeaders(ip, cookieHeader((signedIn as { cookies: string[] }).cookies)),
    });
    expect(who?.user.email).toBe(email);
    // The step is spent with its session.
    expect(await withCode(app.code())).toEqual({ ok: false, reason: 'expired' });

    const withBackup = await codeStep();
    expect((await withBackup(setup.backupCodes[3]!)).ok).toBe(true);
    const again = await codeStep();
    expect(await again(setup.backupCodes[3]!)).toEqual({ ok: false, reason: 'failed' });
    expect((await again(setup.backupCodes[4]!)).ok).toBe(true);

    const entries = await handle.db.select().from(auditLog).where(eq(auditLog.target, email));
    expect(entries.filter((entry) => entry.action === 'sign-in-code-asked')).toHaveLength(3);
    const failed = entries.filter((entry) => entry.action === 'sign-in-failed').map((entry) => entry.details);
    // The wrong code, the code sent again after its step was spent, the backup code used twice.
    expect(failed).toHaveLength(3);
    expect(failed).toEqual(expect.arrayContaining([{ method: 'app' }, { method: 'app' }, { method: 'backup-code' }]));
    expect(entries.filter((entry) => entry.action === 'sign-in').map((entry) => entry.details)).toEqual(
      expect.arrayContaining([{ method: 'password+app' }, { method: 'password+backup-code' }]),
    );

    // New backup codes replace the old; turning the app off needs the password.
    const signedInAgain = await (await codeStep())(app.code());
    const signedInHeaders = requestHeaders(ip, cookieHeader((signedInAgain as { cookies: string[] }).cookies));
    expect(await newBackupCodes(auth, signedInHeaders, 'wrong password here')).toBeUndefined();
    const renewedCodes = (await newBackupCodes(auth, signedInHeaders, strong))!;
    expect(renewedCodes).toHaveLength(10);
    expect(renewedCodes).not.toContain(setup.backupCodes[5]);
    expect(await turnAppOff(auth, signedInHeaders, 'wrong password here')).toBeUndefined();
    expect(await appEnabled(handle.db, id)).toBe(true);

    // A member who lost the phone: the admin's reset ends their sessions and the password alone signs in.
    expect(await resetTwoFactor(handle.db, email)).toEqual({ email, reset: true });
    expect(await appEnabled(handle.db, id)).toBe(false);
    expect(await handle.db.select().from(staffSession).where(eq(staffSession.userId, id))).toEqual([]);
    expect(await resetTwoFactor(handle.db, email)).toEqual({ email, reset: false });
    await expect(resetTwoFactor(handle.db, 'nobody@example.com')).rejects.toMatchObject({ reason: 'unknown' });
    expect(await attempt(limit, email, strong, ip)).toMatchObject({ ok: true, needsCode: false });
  });

  it('counts wrong codes against the address and refuses the 11th, and turns the app off with the password', async () => {
    const ip = '198.51.100.78';
    const email = 'app-limit@example.com';
    const { id } = await member(email);
    const limit = limiter();
    const session = await attempt(limit, email, strong, ip);
    const headers = requestHeaders(ip, cookieHeader((session as { cookies: string[] }).cookies));
    const setup = (await startAppSetup(auth, headers, strong))!;
    const app = authenticatorApp(setup.uri);
    const renewed = (await confirmAppSetup(auth, headers, app.code()))!;
    const results: string[] = [];
    // Better Auth allows five tries per step; a new step after each five.
    for (let step = 0; step < 3; step += 1) {
      const asked = await attempt(limit, email, strong, ip);
      if (!asked.ok) {
        results.push(asked.reason);
        continue;
      }
      const cookie = cookieHeader(asked.cookies);
      for (let i = 0; i < 5; i += 1) {
        const result = await signInWithCode(
          { db: handle.db, auth, limiter: limit },
          { code: app.wrongCode(), email, ip, headers: requestHeaders(ip, cookie) },
        );
        results.push(result.ok ? 'ok' : result.reason);
      }
    }
    expect(results.slice(0, 10)).toEqual(Array(10).fill('failed'));
    expect(results.slice(10).every((each) => each === 'limited')).toBe(true);

    const off = await turnAppOff(auth, requestHeaders(ip, cookieHeader(renewed)), strong);
    expect(off).toEqual(expect.arrayContaining([expect.stringMatching(/^staff\.session_token=[^;]+;/)]));
    expect(await appEnabled(handle.db, id)).toBe(false);
    expect(await handle.db.select().from(staffTwoFactor).where(eq(staffTwoFactor.userId, id))).toEqual([]);
  });

  it('reads the audit log newest first, filtered by action, person and dates', async () => {
    const day = (d: number) => new Date(Date.UTC(2025, 5, d, 12));
    const ana = { id: 'a', email: 'ana@audit.example' };
    await audit(handle.db, {
      actor: ana,
      action: 'role-change',
      target: 'x@audit.example',
      at: day(1),
      ip: '192.0.2.1',
    });
    await audit(handle.db, { actor: ana, action: 'disable', target: 'y@audit.example', at: day(2) });
    await audit(handle.db, {
      actor: { id: 'b', email: 'ben@audit.example' },
      action: 'role-change',
      target: 'z@audit.example',
      at: day(3),
    });
    const targets = async (filter: Parameters<typeof auditEntries>[1]) =>
      (await auditEntries(handle.db, { from: day(1), to: day(4), ...filter })).map((row) => row.target);
    expect(await targets({})).toEqual(['z@audit.example', 'y@audit.example', 'x@audit.example']);
    expect(await targets({ action: 'role-change' })).toEqual(['z@audit.example', 'x@audit.example']);
    expect(await targets({ actorEmail: 'ANA@audit.example' })).toEqual(['y@audit.example', 'x@audit.example']);
    expect(await targets({ from: day(2), to: day(3) })).toEqual(['y@audit.example']);
  });

  it('writes a change and its audit row in one transaction: a row that cannot be written leaves the change undone', async () => {
    const created = await member('atomic@example.com');
    const limit = limiter();
    const here = await attempt(limit, 'atomic@example.com', strong);
    await attempt(limit, 'atomic@example.com', strong);
    if (!here.ok) throw new Error('sign-in failed');
    const session = await auth.api.getSession({ headers: requestHeaders('203.0.113.9', cookieHeader(here.cookies)) });
    const acting = staffActing(handle, created.id, 'sales', '203.0.113.11', {
      email: created.email,
      sessionId: session!.session.id,
      headers: requestHeaders('203.0.113.11', cookieHeader(here.cookies)),
    });
    const sessions = () =>
      handle.db.select({ id: staffSession.id }).from(staffSession).where(eq(staffSession.userId, created.id));
    const rows = () => handle.db.select().from(auditLog).where(eq(auditLog.target, created.email));
    const before = (await rows()).length;

    // An action name longer than the column allows: the store refuses the row, after the sessions were ended.
    const unwritable = {
      ...ownAccount(acting, 'sign-out-everywhere'),
      action: 'sign-out-everywhere-'.repeat(3) as AuditAction,
    };
    await expect(
      audited(handle.db, (tx) => endSessions(tx, created.id, acting.member.sessionId), unwritable),
    ).rejects.toThrow();
    expect(await sessions()).toHaveLength(2);
    expect(await rows()).toHaveLength(before);

    expect(await signOutEverywhere(acting)).toEqual({ success: 'signedOutEverywhere' });
    expect((await sessions()).map((row) => row.id)).toEqual([acting.member.sessionId]);
    const written = (await rows()).filter((row) => row.action === 'sign-out-everywhere');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ actorId: created.id, actorEmail: created.email, ip: '203.0.113.11' });
  });

  it('never leaves the staff without an active admin', async () => {
    const email = `admin-${randomUUID()}@example.com`;
    await handle.db.update(staffUser).set({ role: 'sales' }).where(eq(staffUser.role, 'admin'));
    await member(email, 'admin');
    await expect(setRole(handle.db, email, 'sales')).rejects.toBeInstanceOf(AccountError);
    await expect(disableStaff(handle.db, email)).rejects.toMatchObject({ reason: 'lastAdmin' });
  });

  it('changes a role or disables a member with its audit row, and writes neither when no active admin would be left', async () => {
    const adminEmail = `admin-${randomUUID()}@example.com`;
    await handle.db.update(staffUser).set({ role: 'sales' }).where(eq(staffUser.role, 'admin'));
    const admin = await member(adminEmail, 'admin');
    const other = await member(`other-${randomUUID()}@example.com`, 'editor');
    const acting = staffActing(handle, admin.id, 'admin', '203.0.113.12', { email: admin.email });
    const rows = (target: string) => handle.db.select().from(auditLog).where(eq(auditLog.target, target));

    expect(await team.role.perform({ email: adminEmail, role: 'sales' }, acting)).toEqual({
      refusal: 'lastAdmin',
      status: 422,
    });
    expect(await team.disable.perform({ email: adminEmail }, acting)).toEqual({ refusal: 'lastAdmin', status: 422 });
    expect(await rows(adminEmail)).toEqual([]);
    expect((await findMember(handle.db, adminEmail)).role).toBe('admin');

    expect(await team.role.perform({ email: other.email, role: 'sales' }, acting)).toEqual({
      success: { key: 'roleChanged', email: other.email, role: 'sales' },
    });
    expect(await team.disable.perform({ email: other.email }, acting)).toEqual({
      success: { key: 'disabledDone', email: other.email },
    });
    expect(await findMember(handle.db, other.email)).toMatchObject({ role: 'sales', disabled: true });
    const written = await rows(other.email);
    expect(
      written
        .map(({ action, details, actorEmail, ip }) => ({ action, details, actorEmail, ip }))
        .sort((a, b) => a.action.localeCompare(b.action)),
    ).toEqual([
      { action: 'disable', details: {}, actorEmail: admin.email, ip: '203.0.113.12' },
      { action: 'role-change', details: { from: 'editor', to: 'sales' }, actorEmail: admin.email, ip: '203.0.113.12' },
    ]);
  });
});

describe('the sign-in limit on Redis', () => {
  it('shares the count between instances', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    const first = createSignInLimiter({ REDIS_URL: redisUrl });
    const second = createSignInLimiter({ REDIS_URL: redisUrl });
    try {
      expect(first.backend).toBe('redis');
      for (let i = 0; i < 5; i++) await first.fail([`account:${email}`]);
      for (let i = 0; i < 4; i++) await second.fail([`account:${email}`]);
      expect(await second.blocked([`account:${email}`])).toBe(false);
      await first.fail([`account:${email}`]);
      expect(await second.blocked([`account:${email}`])).toBe(true);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
