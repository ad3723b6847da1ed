/**
 * Backups of the embedded store (PGlite under DATA_DIR), for a site that runs on it:
 *
 *   npm run db -- backup FILE    writes the whole store to FILE (a gzipped tarball)
 *   npm run db -- restore FILE   replaces the store with the one in FILE
 *
 * Stop the server first: one process at a time may open the store, and both commands refuse
 * while another has it open. A restore loads FILE beside the current store and checks it
 * opens before swapping it in; the store it replaces is kept as `pglite.replaced-{time}`.
 * With DATABASE_URL (PostgreSQL), use pg_dump and pg_restore instead (see docs/operate/backups.md).
 */
import { existsSync, mkdirSync, openAsBlob, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { envOrExit } from '../src/server/env.ts';
import { claimStore, releaseStore } from '../src/server/db/storeLock.ts';

const usage = `Usage: npm run db -- backup FILE | restore FILE

  backup FILE   write the embedded store (DATA_DIR) to FILE, a gzipped tarball
  restore FILE  replace the embedded store with the backup in FILE

Stop the server first. With DATABASE_URL set, use pg_dump / pg_restore (see docs/operate/backups.md).`;

function fail(message: string, status = 2): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(status);
}

const [command, file, ...extra] = process.argv.slice(2);
if (command === '--help' || command === '-h') {
  console.log(usage);
  process.exit(0);
}
if (command !== 'backup' && command !== 'restore')
  fail(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
if (!file) fail(`${command} needs a file.`);
if (extra.length) fail(`Unexpected argument ${JSON.stringify(extra[0])}.`);

const settings = envOrExit();
if (settings.DATABASE_URL)
  fail(
    'DATABASE_URL is set: this store is PostgreSQL. Back it up with pg_dump and restore it with pg_restore (see docs/operate/backups.md).',
    1,
  );

const dir = resolve(settings.DATA_DIR);
const storeDir = join(dir, 'pglite');

/** Counts what a store holds, to say what was backed up or restored. */
async function contents(client: PGlite): Promise<string> {
  const count = async (table: string) =>
    (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return `${await count('leads')} leads, ${await count('cases')} cases`;
}

try {
  if (command === 'backup') {
    if (!existsSync(storeDir)) fail(`No embedded store in ${settings.DATA_DIR}/ to back up.`, 1);
    claimStore(dir);
    try {
      const client = await PGlite.create(storeDir);
      const tarball = await client.dumpDataDir('gzip');
      const held = await contents(client);
      await client.close();
      // Written whole, then renamed: a file named FILE is always a complete backup.
      writeFileSync(`${file}.partial`, Buffer.from(await tarball.arrayBuffer()));
      renameSync(`${file}.partial`, file);
      console.log(`Backed up ${settings.DATA_DIR}/ (${held}) to ${file}.`);
    } finally {
      releaseStore(dir);
    }
  } else {
    if (!existsSync(file)) fail(`No file ${file}.`, 1);
    mkdirSync(dir, { recursive: true });
    claimStore(dir);
    try {
      const loading = `${storeDir}.restoring`;
      rmSync(loading, { recursive: true, force: true });
      const client = await PGlite.create(loading, { loadDataDir: await openAsBlob(file) });
      const held = await contents(client);
      await client.close();
      const replaced = existsSync(storeDir)
        ? `${storeDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
        : undefined;
      if (replaced) renameSync(storeDir, replaced);
      renameSync(loading, storeDir);
      console.log(
        `Restored ${file} (${held}) into ${settings.DATA_DIR}/.${replaced ? ` The store it replaced is in ${replaced}.` : ''}`,
      );
    } finally {
      releaseStore(dir);
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
