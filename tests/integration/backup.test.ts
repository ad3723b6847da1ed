/**
 * Backups of the embedded store through `npm run db`: a backup restored into a fresh DATA_DIR
 * holds every lead and case, a restore over a store keeps the old one aside, and both refuse
 * (status 2) while a process that is not a server has the store open. Beside a running server:
 * commandsBeside.test.ts.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { seedCasesIfEmpty } from '../../src/server/cases/seed';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { caseTranslations, cases, leads, outbox } from '../../src/server/db/schema';
import { saveLead } from '../../src/server/leads/intake/store';
import { sampleLead } from './leadsPeers';

const run = promisify(execFile);
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run db -- ...args` as an operator would, on DATA_DIR `dataDir`. */
function db(dataDir: string, ...args: string[]) {
  return run(process.execPath, ['scripts/db.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      out: error.stdout + error.stderr,
    }),
  );
}

/** Everything a store holds that a restore must bring back, in a stable order. */
async function snapshot(handle: DatabaseHandle) {
  return {
    leads: await handle.db.select().from(leads).orderBy(leads.id),
    outbox: await handle.db.select().from(outbox).orderBy(outbox.id),
    cases: await handle.db.select().from(cases).orderBy(cases.id),
    translations: await handle.db
      .select()
      .from(caseTranslations)
      .orderBy(caseTranslations.caseId, caseTranslations.lang),
  };
}

describe('npm run db -- backup / restore', () => {
  const source = join(work, 'source');
  const file = join(work, 'site.backup.tar.gz');
  let before: Awaited<ReturnType<typeof snapshot>>;

  it('backs up a store and restores it into a fresh DATA_DIR with every lead and case', async () => {
    const store = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
    await seedCasesIfEmpty(store.db);
    const settings = { LEADS_WEBHOOK_URL: 'http://127.0.0.1:9/hook' } as never;
    for (let i = 0; i < 25; i++)
      await saveLead(sampleLead({ email: `lead${i}@backup.example`, message: `Message ${i}: привет` }), {
        db: store.db,
        settings,
      });
    before = await snapshot(store);
    expect(before.leads).toHaveLength(25);
    expect(before.cases).toHaveLength(3);

    // While a process has the store open, neither command touches it.
    const refused = await db(source, 'backup', file);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(`is open in process ${process.pid}`);
    expect(existsSync(file)).toBe(false);
    await store.close();

    const backup = await db(source, 'backup', file);
    expect(backup).toEqual({ code: 0, out: expect.stringContaining('(25 leads, 3 cases)') });

    const fresh = join(work, 'fresh');
    const restore = await db(fresh, 'restore', file);
    expect(restore).toEqual({ code: 0, out: expect.stringContaining('(25 leads, 3 cases)') });
    const restored = await openDatabase({ DATA_DIR: fresh, DATABASE_URL: undefined });
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('restores over a store that has changed since, keeping the replaced one aside', async () => {
    const store = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
    await saveLead(sampleLead({ email: 'after-backup@backup.example' }), { db: store.db, settings: {} as never });
    const refused = await db(source, 'restore', file);
    expect(refused.code).toBe(2);
    expect(refused.out).toContain('stop it first');
    await store.close();

    expect((await db(source, 'restore', file)).code).toBe(0);
    expect(readdirSync(source).filter((name) => name.startsWith('pglite.replaced-'))).toHaveLength(1);
    const restored = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
    try {
      expect(await snapshot(restored)).toEqual(before);
    } finally {
      await restored.close();
    }
  });

  it('refuses a file that is not a backup and leaves the store as it was', async () => {
    const result = await db(source, 'restore', 'package.json');
    expect(result).toEqual({ code: 2, out: expect.stringContaining('package.json is not a backup') });
    const store = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
    try {
      expect(await snapshot(store)).toEqual(before);
    } finally {
      await store.close();
    }
  });

  it('points PostgreSQL users to pg_dump', async () => {
    const result = await run(process.execPath, ['scripts/db.ts', 'backup', file], {
      env: { ...process.env, DATABASE_URL: 'postgres://127.0.0.1:5432/test' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') });
  });
});
