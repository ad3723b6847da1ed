import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { auditLog, staffInvites, staffSession, staffTwoFactor, staffUser } from '../../../src/server/db/schema';
import { hashToken } from '../../../src/server/staff/accounts';
import { runScript } from '../../support/integration/commandLine';
import { migratedDataDir } from '../../support/integration/stores';

/** Runs `npm run staff -- ...args` against the store in `dataDir`, with `input` on standard input. */
const staff = (dataDir: string, args: string[], input = '') =>
  runScript('staff.ts', args, { DATA_DIR: dataDir, SITE_URL: 'https://staff.example' }, input);

// Each test starts the command line several times and opens the embedded store between them:
// on a busy 2-core machine one neared two minutes. The limit only ends a test that hangs.
describe('npm run staff', { timeout: 300_000 }, () => {
  let dir: string;
  beforeEach(async () => void (dir = await migratedDataDir('staff-cli-')));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function withStore<T>(use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
    const handle = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    try {
      return await use(handle.db);
    } finally {
      await handle.close();
    }
  }

  it('invites with a one-time link on the public origin whose token is stored only as a hash, and lists it', async () => {
    const invited = await staff(dir, ['invite', 'Owner@Example.com', '--role', 'admin']);
    expect(invited.code).toBe(0);
    const link = invited.stdout.match(/https:\/\/staff\.example\/staff\/invite\/(\S+)/);
    expect(link).not.toBeNull();
    const stored = await withStore((db) => db.select().from(staffInvites));
    expect(stored).toMatchObject([{ email: 'owner@example.com', role: 'admin', tokenHash: hashToken(link![1]!) }]);
    expect(JSON.stringify(stored)).not.toContain(link![1]);
    expect((await staff(dir, ['list'])).stdout).toMatch(/owner@example\.com\tadmin\tinvited/);
  });

  it('refuses an unknown role and a missing address with the usage, changing nothing', async () => {
    expect(await staff(dir, ['invite', 'x@example.com', '--role', 'root'])).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('--role must be one of admin, sales, editor'),
    });
    expect(await staff(dir, ['disable'])).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage') });
  });

  it('sets a password from standard input, ending sessions, and disables a member; each step in the audit log', async () => {
    await withStore(async (db) => {
      await db.insert(staffUser).values({ id: 'u1', email: 'sam@example.com', name: 'Sam', role: 'sales' });
      await db
        .insert(staffSession)
        .values({ id: 's1', token: 't1', userId: 'u1', expiresAt: new Date(Date.now() + 3600_000) });
    });
    const weak = await staff(dir, ['set-password', 'sam@example.com'], 'password1234\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('too easy to guess');
    const set = await staff(dir, ['set-password', 'sam@example.com'], 'plum sunrise kettle bravo\n');
    expect(set).toMatchObject({ code: 0 });
    expect(await withStore((db) => db.select().from(staffSession))).toEqual([]);
    expect((await staff(dir, ['disable', 'sam@example.com'])).code).toBe(0);
    expect((await staff(dir, ['list'])).stdout).toMatch(/sam@example\.com\tsales\tdisabled/);
    expect((await staff(dir, ['disable', 'nobody@example.com'])).stderr).toContain(
      'No staff member has this email address.',
    );
    const actions = await withStore((db) => db.select().from(auditLog).where(eq(auditLog.target, 'sam@example.com')));
    expect(actions.map((row) => row.action)).toEqual(['password-change', 'disable']);
  });

  it('removes the authenticator app of a member who lost it, ending their sessions, in the audit log', async () => {
    await withStore(async (db) => {
      await db
        .insert(staffUser)
        .values({ id: 'u2', email: 'ann@example.com', name: 'Ann', role: 'editor', twoFactorEnabled: true });
      await db
        .insert(staffTwoFactor)
        .values({ id: 'tf2', userId: 'u2', secret: 'encrypted', backupCodes: 'encrypted' });
      await db
        .insert(staffSession)
        .values({ id: 's2', token: 't2', userId: 'u2', expiresAt: new Date(Date.now() + 3600_000) });
    });
    const reset = await staff(dir, ['reset-two-factor', 'Ann@Example.com']);
    expect(reset).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('Removed the authenticator app of ann@example.com'),
    });
    await withStore(async (db) => {
      expect(await db.select({ on: staffUser.twoFactorEnabled }).from(staffUser).where(eq(staffUser.id, 'u2'))).toEqual(
        [{ on: false }],
      );
      expect(await db.select().from(staffTwoFactor)).toEqual([]);
      expect(await db.select().from(staffSession)).toEqual([]);
    });
    expect(await staff(dir, ['reset-two-factor', 'ann@example.com'])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining('has no authenticator app; nothing changed'),
    });
    expect(await staff(dir, ['reset-two-factor', 'nobody@example.com'])).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No staff member has this email address.'),
    });
    const actions = await withStore((db) => db.select().from(auditLog).where(eq(auditLog.target, 'ann@example.com')));
    expect(actions.map((row) => [row.action, row.details])).toEqual([['two-factor-reset', { via: 'command line' }]]);
  });
});
