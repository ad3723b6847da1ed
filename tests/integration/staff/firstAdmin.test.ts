/**
 * The first admin of a fresh install, and the staff command line while the server runs on the
 * embedded store. The store rules run on both stores; the rest starts the built server on an
 * embedded store of its own, reads the setup link from its log, uses it as the owner would, and
 * runs `npm run staff` beside it. Needs the build (`npm test` builds before this suite).
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { auditLog, staffUser } from '../../../src/server/db/schema';
import { AccountError, acceptInvite, inviteStaff } from '../../../src/server/staff/accounts';
import { createAuth, type StaffAuth } from '../../../src/server/staff/auth';
import { SETUP_TTL_MS, completeSetup, issueSetupToken, setupProblem } from '../../../src/server/staff/firstAdmin';
import { controlSocket } from '../../../src/server/commands/channel';
import { runScript } from '../../support/integration/commandLine';
import { testStores } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

const strong = 'plum sunrise kettle bravo';
const site = { SITE_URL: 'http://127.0.0.1:4999', HOST: '127.0.0.1', PORT: 4999 };
const at = new Date(Date.UTC(2026, 0, 5, 9));
const later = (ms: number) => new Date(at.getTime() + ms);

/** The reason an AccountError names, or the error itself. */
async function refusal(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    return error instanceof AccountError ? error.reason : error;
  }
}

describe.each(testStores)('the first admin on $name', (store) => {
  let handle: DatabaseHandle & { cleanup(): Promise<void> };
  let auth: StaffAuth;
  beforeEach(async () => {
    handle = await store.open();
    auth = createAuth(handle.db, 'a-test-secret-of-enough-length-0123456789', site);
  });
  afterEach(() => handle.cleanup());

  const admins = () => handle.db.select({ email: staffUser.email, role: staffUser.role }).from(staffUser);

  it('makes the first admin from a setup link once; the link and every other one are then refused and no new one is made', async () => {
    const first = (await issueSetupToken(handle.db, at))!;
    const second = (await issueSetupToken(handle.db, at))!;
    expect(first.expiresAt).toEqual(later(SETUP_TTL_MS));
    expect(await setupProblem(handle.db, first.token, at)).toBeUndefined();
    expect(
      await refusal(
        completeSetup(handle.db, auth, {
          token: first.token,
          email: 'not-an-email',
          name: 'Owner',
          password: strong,
          now: at,
        }),
      ),
    ).toBe('badEmail');
    expect(
      await refusal(
        completeSetup(handle.db, auth, {
          token: first.token,
          email: 'owner@example.com',
          name: 'Owner',
          password: 'password1234',
          now: at,
        }),
      ),
    ).toBe('tooCommon');
    expect(await admins()).toEqual([]);
    expect(
      await completeSetup(handle.db, auth, {
        token: first.token,
        email: ' Owner@Example.com ',
        name: 'Owner',
        password: strong,
        now: at,
      }),
    ).toMatchObject({ email: 'owner@example.com' });
    expect(await admins()).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
    expect(
      await refusal(
        completeSetup(handle.db, auth, {
          token: first.token,
          email: 'again@example.com',
          name: 'Again',
          password: strong,
          now: at,
        }),
      ),
    ).toBe('setupDone');
    expect(
      await refusal(
        completeSetup(handle.db, auth, {
          token: second.token,
          email: 'other@example.com',
          name: 'Other',
          password: strong,
          now: at,
        }),
      ),
    ).toBe('setupDone');
    expect(await admins()).toEqual([{ email: 'owner@example.com', role: 'admin' }]);
    expect(await issueSetupToken(handle.db, at)).toBeUndefined();
  });

  it('refuses an expired or unknown link, and makes none while an active admin exists', async () => {
    const { token } = (await issueSetupToken(handle.db, at))!;
    expect(await setupProblem(handle.db, 'made-up', at)).toBe('setupUnknown');
    expect(await setupProblem(handle.db, token, later(SETUP_TTL_MS))).toBe('setupExpired');
    expect(
      await refusal(
        completeSetup(handle.db, auth, {
          token,
          email: 'owner@example.com',
          name: 'Owner',
          password: strong,
          now: later(SETUP_TTL_MS),
        }),
      ),
    ).toBe('setupExpired');
    expect(await admins()).toEqual([]);
    const invite = await inviteStaff(handle.db, { email: 'boss@example.com', role: 'admin' });
    await acceptInvite(handle.db, auth, { token: invite.token, name: 'Boss', password: strong });
    expect(await issueSetupToken(handle.db, at)).toBeUndefined();
    expect(await setupProblem(handle.db, token, at)).toBe('setupDone');
  });

  it('makes one admin when two setup links are used at the same moment', async () => {
    const [one, two] = [(await issueSetupToken(handle.db, at))!, (await issueSetupToken(handle.db, at))!];
    const outcomes = await Promise.all([
      refusal(
        completeSetup(handle.db, auth, {
          token: one.token,
          email: 'one@example.com',
          name: 'One',
          password: strong,
          now: at,
        }),
      ),
      refusal(
        completeSetup(handle.db, auth, {
          token: two.token,
          email: 'two@example.com',
          name: 'Two',
          password: strong,
          now: at,
        }),
      ),
    ]);
    expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'setupDone')).toHaveLength(1);
    expect(await admins()).toHaveLength(1);
  });
});

/** Runs `npm run staff -- ...args` on the embedded store in `dataDir`, with `input` on standard input. */
const staff = (dataDir: string, args: string[], input = '') =>
  runScript('staff.ts', args, { DATA_DIR: dataDir, SITE_URL: 'https://staff.example' }, input);

// This file's own server takes a port free when the file loads.
const port = await freePort();

// Several tests run the command line a few times beside the server: on a busy 2-core machine
// one neared two minutes. The limit only ends a test that hangs.
describe('a fresh npm start on the embedded store', { timeout: 300_000 }, () => {
  let dir: string;
  let server: StartedSite | undefined;
  const start = async () =>
    (server = await startSite(
      port,
      { DATA_DIR: dir, SITE_URL: `http://127.0.0.1:${port}`, FORM_MIN_FILL_MS: '0' },
      { keepOutput: true },
    ));
  beforeAll(() => void (dir = mkdtempSync(join(tmpdir(), 'first-admin-'))));
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const page = async (path: string, form?: Record<string, string>) => {
    const response = await fetch(`${server!.origin}${path}`, {
      redirect: 'manual',
      signal: AbortSignal.timeout(30_000),
      ...(form ? { method: 'POST', body: new URLSearchParams(form), headers: { origin: server!.origin } } : {}),
    });
    return { status: response.status, text: await response.text() };
  };

  it('prints a one-time setup link; the owner sets their email and password there once, then the link is refused', async () => {
    await start();
    // On a busy machine the server may listen before its store is open; the link follows then.
    const linkIn = (output: string) =>
      /No administrator yet\..*?(http:\/\/127\.0\.0\.1:\d+(\/staff\/setup\/[\w-]+))/.exec(output);
    await expect.poll(() => linkIn(server!.output()), { timeout: 60_000, interval: 250 }).not.toBeNull();
    const link = linkIn(server!.output());
    const path = link![2]!;
    const empty = await page(path);
    expect(empty.status).toBe(200);
    expect(empty.text).toContain('No administrator exists yet');
    const weak = await page(path, { email: 'owner@example.com', name: 'Owner', password: 'short' });
    expect(weak.status).toBe(422);
    expect(weak.text).toContain('The password needs at least 12 characters.');
    expect(weak.text).toContain('value="owner@example.com"');
    const done = await page(path, { email: 'owner@example.com', name: 'Owner', password: strong });
    expect(done.status).toBe(200);
    expect(done.text).toContain('You are the first administrator.');
    const again = await page(path);
    expect(again.status).toBe(410);
    expect(again.text).toContain('The staff area is set up already');
    expect(again.text).not.toContain('name="password"');
    const made = await page(path.replace(/[\w-]+$/, 'made-up'), {
      email: 'intruder@example.com',
      name: 'X',
      password: strong,
    });
    expect(made.status).toBe(410);
  });

  it('runs npm run staff while the server holds the store: list, invite, set a password, on a socket only its user may use', async () => {
    const list = await staff(dir, ['list']);
    expect(list).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^owner@example\.com\tadmin\tactive\tOwner$/m),
    });
    const invited = await staff(dir, ['invite', 'Sam@Example.com', '--role', 'sales']);
    expect(invited.code, invited.stderr).toBe(0);
    // The server ran it: the link is on the server's public origin, not the one the command's own settings name.
    const inviteLink = new RegExp(`${server!.origin}(/staff/invite/\\S+)`).exec(invited.stdout);
    expect(inviteLink, invited.stdout).not.toBeNull();
    expect((await page(inviteLink![1]!)).text).toContain('You are invited to the staff area as sales');
    expect((await staff(dir, ['list'])).stdout).toMatch(/^sam@example\.com\tsales\tinvited/m);
    expect(await staff(dir, ['set-password', 'owner@example.com'], 'password1234\n')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('too easy to guess'),
    });
    expect(await staff(dir, ['set-password', 'owner@example.com'], 'violet harbour engine tulip\n')).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Password set for owner@example.com'),
    });
    expect(await staff(dir, ['disable', 'nobody@example.com'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No staff member has this email address.'),
    });

    // The channel is the server's own user's alone: ../operate/commandsBeside.test.ts tries it with garbage.
    expect(statSync(controlSocket(dir)).mode & 0o777).toBe(0o600);
  });

  it('prints no setup link once an admin exists; stopped, it leaves no channel and the command opens the store itself', async () => {
    await server!.stop();
    expect(existsSync(controlSocket(dir))).toBe(false);
    const list = await staff(dir, ['list']);
    expect(list.stdout).toMatch(/^owner@example\.com\tadmin\tactive/m);
    await start();
    await expect.poll(() => server!.output(), { timeout: 60_000, interval: 250 }).toContain('Store: PGlite');
    await expect.poll(() => existsSync(controlSocket(dir)), { timeout: 60_000, interval: 250 }).toBe(true);
    expect(server!.output()).not.toContain('No administrator yet');
    await server!.stop();
    const handle = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    try {
      const actions = await handle.db
        .select({ action: auditLog.action, target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.target, 'owner@example.com'));
      expect(actions.map((row) => row.action)).toEqual(['first-admin', 'password-change']);
    } finally {
      await handle.close();
    }
  });
});
