/**
 * Backups of the site, on either store (see docs/operate/backups.md):
 *
 *   npm run db -- backup FILE               writes a backup of the store and the media to FILE
 *   npm run db -- verify FILE               checks FILE without restoring it
 *   npm run db -- restore FILE [--replace]  restores FILE into DATA_DIR, or DATABASE_URL
 *
 * With the embedded store (PGlite under DATA_DIR), stop the server first: one process at a time
 * may open the store, and backup and restore refuse while another has it open. A restore keeps
 * the store and media it replaces aside. Bad input is one line on stderr and exit code 2.
 */
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { BackupError, createBackup, describeCounts, restoreBackup, verifyBackup } from '../src/server/backup/backup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit } from '../src/server/env.ts';

const usage = `Usage: npm run db -- backup FILE | verify FILE | restore FILE [--replace]

  backup FILE    write the store (DATA_DIR, or DATABASE_URL) and the uploaded media to FILE
  verify FILE    check FILE is a whole, readable backup without restoring it
  restore FILE   restore FILE into DATA_DIR (the replaced store is kept aside), or into the
                 database at DATABASE_URL, which must be empty unless --replace is given

With the embedded store, stop the server first.`;

function fail(message: string, status = 2): never {
  console.error(message);
  process.exit(status);
}

const args = process.argv.slice(2);
const replace = args.includes('--replace');
const [command, file, ...extra] = args.filter((arg) => arg !== '--replace');
if (command === '--help' || command === '-h') {
  console.log(usage);
  process.exit(0);
}
if (command !== 'backup' && command !== 'verify' && command !== 'restore')
  fail(
    `${command ? `Unknown command ${JSON.stringify(command)}` : 'Missing command'}; npm run db -- --help lists them.`,
  );
if (!file) fail(`${command} needs a file: npm run db -- ${command} FILE`);
if (extra.length) fail(`Unexpected argument ${JSON.stringify(extra[0])}.`);
if (replace && command !== 'restore') fail('--replace goes with restore only.');

const settings = envOrExit();
const where = settings.DATABASE_URL ? 'PostgreSQL' : `${settings.DATA_DIR}/`;

/** Writes a backup to FILE through `FILE.partial`, so a file named FILE is always a whole backup. */
async function backup(target: string) {
  if (!settings.DATABASE_URL && !existsSync(join(settings.DATA_DIR, 'pglite')))
    throw new BackupError(`${settings.DATA_DIR}/ holds no embedded store to back up.`);
  const handle = await openDatabase(settings).catch((error: Error) => {
    throw error.name === 'StoreInUseError' ? new BackupError(error.message) : error;
  });
  const partial = `${target}.partial`;
  try {
    const out = createWriteStream(partial, { mode: 0o600 });
    const summary = await createBackup(handle, settings, out);
    await finished(out);
    await rename(partial, target);
    console.log(`Backed up ${where} (${describeCounts(summary.counts)}) to ${target}.`);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  } finally {
    await handle.close();
  }
}

try {
  if (command === 'backup') await backup(file);
  else if (command === 'verify') {
    const summary = await verifyBackup(file);
    console.log(
      `${file} is a good backup of ${summary.store === 'pglite' ? 'the embedded store' : 'PostgreSQL'} taken ${summary.createdAt} (${describeCounts(summary.counts)}).`,
    );
  } else {
    const summary = await restoreBackup(file, settings, { replace });
    const aside = summary.keptAside.length ? ` What it replaced is kept in ${summary.keptAside.join(' and ')}.` : '';
    console.log(`Restored ${file} (${describeCounts(summary.counts)}) into ${where}.${aside}`);
  }
} catch (error) {
  fail((error as Error).message, error instanceof BackupError ? 2 : 1);
}
