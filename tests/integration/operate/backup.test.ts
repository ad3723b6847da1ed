/**
 * Backups through `npm run db`, on both stores: a backup holds every lead, case, secret and
 * uploaded file, `verify` checks it without restoring, a restore brings it all back (into a
 * fresh DATA_DIR or an empty database), and bad input (a missing, truncated or foreign file,
 * another format version, a folder that is no store, a store in use, a database with tables)
 * is one line on stderr, exit code 2, and nothing changed.
 */
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { manifestOf, storeEntry, writeArchive } from '../../../src/server/backup/archive';
import { seedCasesIfEmpty } from '../../../src/server/cases/seed';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { cases, leads, mediaFiles, siteSecrets } from '../../../src/server/db/schema';
import { saveLead } from '../../../src/server/leads/intake/store';
import { proofKey } from '../../../src/server/leads/intake/spam/proof';
import { mediaStorage } from '../../../src/server/media/storage';
import { runScript } from '../../support/integration/commandLine';
import { sampleLead } from '../../support/integration/leadsPeers';
import { dropDatabase, freshDatabase } from '../../support/integration/stores';

// Each command starts a process of its own: minutes on a busy machine, where one test's default is two.
const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs `npm run db -- ...args` as an operator would, on the store `settings` name. */
const db = (settings: { DATA_DIR?: string; DATABASE_URL?: string }, ...args: string[]) =>
  runScript('db.ts', args, { DATA_DIR: join(work, 'unused'), ...settings });

/** Expects a refusal: exit code 2 and one line on stderr containing `says`. */
function expectRefused(result: { code: number; stderr: string }, says: string) {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr.trimEnd().split('\n')).toEqual([expect.stringContaining(says)]);
}

/** Everything a store holds that a restore must bring back, in a stable order. */
async function snapshot(handle: DatabaseHandle) {
  return {
    leads: await handle.db.select().from(leads).orderBy(leads.id),
    cases: await handle.db.select().from(cases).orderBy(cases.id),
    secrets: await handle.db.select().from(siteSecrets).orderBy(siteSecrets.name),
    media: handle.kind === 'postgres' ? await handle.db.select().from(mediaFiles).orderBy(mediaFiles.name) : [],
  };
}

/** Fills a store: cases, 25 leads, the generated proof key and one uploaded file. */
async function fill(handle: DatabaseHandle, settings: { DATA_DIR: string; DATABASE_URL?: string }) {
  await seedCasesIfEmpty(handle.db);
  for (let i = 0; i < 25; i++)
    await saveLead(sampleLead({ email: `lead${i}@backup.example`, message: `Message ${i}: привет` }), {
      db: handle.db,
      settings: {} as never,
    });
  await proofKey(handle.db, {});
  await mediaStorage(settings, handle.db).put('0123456789abcdef-800.jpg', {
    bytes: Buffer.from('a cover'),
    contentType: 'image/jpeg',
  });
}

/** A backup file in the archive format whose manifest says `version`. */
async function backupOfVersion(version: number, file: string) {
  const entries = [{ path: storeEntry.pglite, source: Buffer.from('not a store') }];
  const manifest = await manifestOf('pglite', { leads: 0, cases: 0, media: 0 }, entries, new Date());
  await writeArchive({ ...manifest, version }, entries, createWriteStream(file));
}

describe('npm run db on the embedded store', () => {
  const source = join(work, 'source');
  const file = join(work, 'site.backup.tar.gz');
  let before: Awaited<ReturnType<typeof snapshot>>;

  it(
    'backs up store and media, verifies the file and restores it into a fresh DATA_DIR',
    { timeout: 300_000 },
    async () => {
      const store = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
      await fill(store, { DATA_DIR: source });
      before = await snapshot(store);
      expect([before.leads.length, before.cases.length, before.secrets.length]).toEqual([25, 3, 1]);

      // While a process has the store open, backup leaves it alone.
      expectRefused(await db({ DATA_DIR: source }, 'backup', file), `is open in process ${process.pid}`);
      expect(readdirSync(work)).not.toContain('site.backup.tar.gz');
      await store.close();

      const backup = await db({ DATA_DIR: source }, 'backup', file);
      expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('(25 leads, 3 cases, 1 media files)') });
      const verify = await db({}, 'verify', file);
      expect(verify).toMatchObject({ code: 0, stderr: '' });
      expect(verify.stdout).toMatch(
        /^\S+ is a good backup of the embedded store taken .+ \(25 leads, 3 cases, 1 media files\)\.\n$/,
      );

      const fresh = join(work, 'fresh');
      const restore = await db({ DATA_DIR: fresh }, 'restore', file);
      expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining('(25 leads, 3 cases, 1 media files)') });
      expect(readFileSync(join(fresh, 'media', '0123456789abcdef-800.jpg'), 'utf8')).toBe('a cover');
      const restored = await openDatabase({ DATA_DIR: fresh, DATABASE_URL: undefined });
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
  );

  it(
    'restores over a changed store, refused while it is open, keeping what it replaced aside',
    { timeout: 300_000 },
    async () => {
      const store = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
      await saveLead(sampleLead({ email: 'after-backup@backup.example' }), { db: store.db, settings: {} as never });
      expectRefused(await db({ DATA_DIR: source }, 'restore', file), 'stop it first');
      await store.close();

      expect((await db({ DATA_DIR: source }, 'restore', file)).code).toBe(0);
      expect(
        readdirSync(source)
          .filter((name) => name.includes('.replaced-'))
          .sort(),
      ).toEqual([expect.stringMatching(/^media\.replaced-/), expect.stringMatching(/^pglite\.replaced-/)]);
      const restored = await openDatabase({ DATA_DIR: source, DATABASE_URL: undefined });
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
    },
  );

  it('refuses bad input in one line, exit code 2, and changes nothing', { timeout: 300_000 }, async () => {
    const truncated = join(work, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(file).subarray(0, 50_000));
    const otherVersion = join(work, 'version-2.tar.gz');
    await backupOfVersion(2, otherVersion);
    const listing = () => readdirSync(source).sort();
    const files = listing();
    for (const [input, says] of [
      [join(work, 'missing.tar.gz'), 'No file'],
      [truncated, 'is truncated or damaged (unexpected end of file)'],
      ['package.json', 'is not a site backup'],
      [otherVersion, 'format version 2; this version of the site reads version 1 only'],
    ]) {
      expectRefused(await db({}, 'verify', input!), says!);
      expectRefused(await db({ DATA_DIR: source }, 'restore', input!), says!);
    }
    expect(listing()).toEqual(files);
    const never = join(work, 'never');
    expectRefused(await db({ DATA_DIR: never }, 'restore', truncated), 'is truncated or damaged');
    expect(existsSync(never)).toBe(false);

    const notAStore = join(work, 'not-a-store');
    mkdirSync(notAStore);
    writeFileSync(join(notAStore, 'notes.txt'), 'mine');
    expectRefused(await db({ DATA_DIR: notAStore }, 'backup', join(work, 'x.tar.gz')), 'No embedded store in');
    expectRefused(await db({ DATA_DIR: notAStore }, 'restore', file), 'holds other files but no store');
    expect(readdirSync(notAStore)).toEqual(['notes.txt']);
  });
});

describe('npm run db on PostgreSQL', () => {
  const file = join(work, 'postgres.backup.tar.gz');
  let sourceUrl: string;
  let targetUrl: string;
  afterAll(async () => {
    await dropDatabase('backup_cli_source');
    await dropDatabase('backup_cli_target');
  });

  it(
    'backs up the database with its media, verifies it and restores it into an empty one',
    { timeout: 300_000 },
    async () => {
      sourceUrl = await freshDatabase('backup_cli_source');
      targetUrl = await freshDatabase('backup_cli_target');
      const store = await openDatabase({ DATA_DIR: work, DATABASE_URL: sourceUrl });
      let before;
      try {
        await fill(store, { DATA_DIR: work, DATABASE_URL: sourceUrl });
        before = await snapshot(store);
      } finally {
        await store.close();
      }
      expect(before.media).toHaveLength(1);

      const backup = await db({ DATABASE_URL: sourceUrl }, 'backup', file);
      expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('(25 leads, 3 cases, 1 media files)') });
      expect((await db({}, 'verify', file)).stdout).toContain('is a good backup of PostgreSQL');

      const restore = await db({ DATABASE_URL: targetUrl }, 'restore', file);
      expect(restore).toMatchObject({ code: 0, stdout: expect.stringContaining('(25 leads, 3 cases, 1 media files)') });
      const restored = await openDatabase({ DATA_DIR: work, DATABASE_URL: targetUrl });
      try {
        expect(await snapshot(restored)).toEqual(before);
      } finally {
        await restored.close();
      }

      // Into a database that has tables only when told to replace them.
      expectRefused(await db({ DATABASE_URL: targetUrl }, 'restore', file), 'add --replace');
      expect((await db({ DATABASE_URL: targetUrl }, 'restore', file, '--replace')).code).toBe(0);
      // A backup of the other store is refused.
      expectRefused(
        await db({ DATABASE_URL: targetUrl }, 'restore', join(work, 'site.backup.tar.gz')),
        'unset DATABASE_URL',
      );
    },
  );
});
