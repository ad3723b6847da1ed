/**
 * `npm run db -- backup FILE | restore FILE`: backups of the embedded store (PGlite under
 * DATA_DIR). A backup is written by the command's process from what the store's holder (the
 * running server, or the command itself) streams; a restore replaces the store, so it runs only
 * while no server has it open. A restore loads FILE beside the current store and checks it opens
 * before swapping it in; the store it replaces is kept as `pglite.replaced-{time}`. On
 * PostgreSQL both refuse and point to pg_dump / pg_restore (docs/operate/backups.md).
 */
import { createReadStream, existsSync, mkdirSync, openAsBlob, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { sql as drizzleSql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client.ts';
import { claimStore, releaseStore } from '../db/storeLock.ts';
import { CommandError, print, send, type Command } from './command.ts';

const request = z.object({ command: z.enum(['backup', 'restore']), file: z.string().min(1) });
type DbRequest = z.output<typeof request>;

const postgres =
  'DATABASE_URL is set: this store is PostgreSQL. Back it up with pg_dump and restore it with pg_restore (see docs/operate/backups.md).';

/** Writes the whole store to `out`: PGlite's data folder as a gzipped tarball. */
async function writeBackup(handle: DatabaseHandle, out: Writable): Promise<void> {
  if (!handle.dumpDataDir) throw new CommandError(postgres, 2);
  await send(out, (await handle.dumpDataDir()).stream());
}

/** What a store holds, to say what was backed up or restored. */
async function contents(query: (sql: string) => Promise<{ rows: { n: number }[] }>): Promise<string> {
  const count = async (table: string) => (await query(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return `${await count('leads')} leads, ${await count('cases')} cases`;
}

/** Reads `file` through gunzip, throwing if it is not whole gzip data (PGlite would fail on it out of reach). */
async function readableGzip(file: string): Promise<void> {
  await pipeline(
    createReadStream(file),
    createGunzip(),
    new Writable({ write: (_chunk, _encoding, done) => done() }),
  ).catch((error: unknown) => {
    throw new Error(`not gzip data: ${(error as Error).message}`);
  });
}

/** Replaces the store in `dataDir` with the backup in `file`; says what it held. */
async function restore(dataDir: string, file: string): Promise<{ held: string; replaced: string | undefined }> {
  const { PGlite } = await import('@electric-sql/pglite');
  const dir = resolve(dataDir);
  const storeDir = join(dir, 'pglite');
  mkdirSync(dir, { recursive: true });
  claimStore(dir);
  try {
    const loading = `${storeDir}.restoring`;
    rmSync(loading, { recursive: true, force: true });
    let held: string;
    try {
      await readableGzip(file);
      const client = await PGlite.create(loading, { loadDataDir: await openAsBlob(file) });
      held = await contents((sql) => client.query<{ n: number }>(sql));
      await client.close();
    } catch (error) {
      rmSync(loading, { recursive: true, force: true });
      throw new CommandError(
        `${file} is not a backup of this site's store (${(error as Error).message || (error as Error).name}); nothing was changed.`,
        2,
      );
    }
    const replaced = existsSync(storeDir)
      ? `${storeDir}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`
      : undefined;
    if (replaced) renameSync(storeDir, replaced);
    renameSync(loading, storeDir);
    return { held, replaced };
  } finally {
    releaseStore(dir);
  }
}

export const dbCommand: Command<DbRequest> = {
  name: 'db',
  usage: `Usage: npm run db -- backup FILE | restore FILE

  backup FILE   write the embedded store (DATA_DIR) to FILE, a gzipped tarball; the running server may stay up
  restore FILE  replace the embedded store with the backup in FILE; stop the server first

With DATABASE_URL set, use pg_dump / pg_restore (see docs/operate/backups.md).`,
  request,
  parse(argv, { cwd }) {
    const [command, file, ...extra] = argv;
    if (command === '--help' || command === '-h') return { help: true };
    const usage = (problem: string) => ({ problem, usage: true });
    if (command !== 'backup' && command !== 'restore')
      return usage(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
    if (!file || file.startsWith('-')) return usage(`${command} needs a file.`);
    if (extra.length) return usage(`Unexpected argument ${JSON.stringify(extra[0])}.`);
    if (command === 'restore' && !existsSync(resolve(cwd, file))) return { problem: `No file ${file}.` };
    return { request: { command, file } };
  },
  store: (request, settings) =>
    settings.DATABASE_URL ? { refuse: postgres } : request.command === 'backup' ? 'existing' : 'alone',
  outputFile: (request) => (request.command === 'backup' ? request.file : undefined),
  async run(request, { store, settings, output }) {
    if (request.command === 'restore') {
      const { held, replaced } = await restore(settings.DATA_DIR, request.file);
      await print(
        output.stdout,
        `Restored ${request.file} (${held}) into ${settings.DATA_DIR}/.${replaced ? ` The store it replaced is in ${replaced}.` : ''}\n`,
      );
      return 0;
    }
    const handle = store();
    await writeBackup(handle, output.file!);
    const held = await contents(
      async (sql) => (await handle.db.execute(drizzleSql.raw(sql))) as unknown as { rows: { n: number }[] },
    );
    await print(output.stdout, `Backed up ${settings.DATA_DIR}/ (${held}) to ${request.file}.\n`);
    return 0;
  },
};
