/**
 * `npm run db -- backup FILE | verify FILE | restore FILE [--replace]`: backups of everything the
 * site keeps, on either store (src/server/backup/, docs/operate/backups.md). A backup is written
 * by the command's process from what the store's holder streams: the running server on the
 * embedded store (it stays up), or the command itself. `verify` reads a file and opens no store.
 * A restore replaces the store, so on the embedded store it runs only while no server has it
 * open; into PostgreSQL it refuses a database that has tables unless `--replace` is given.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Env } from '../env.ts';
import { CommandError, print, type Command } from './command.ts';

const request = z.object({
  command: z.enum(['backup', 'verify', 'restore']),
  file: z.string().min(1),
  replace: z.boolean(),
});
type DbRequest = z.output<typeof request>;

/** Which store the settings name, as a line says it. */
const storeOf = (settings: Env) => (settings.DATABASE_URL ? 'PostgreSQL' : `${settings.DATA_DIR}/`);

/** A backup's own refusal (a truncated file, a store of the other kind) is bad input: one line, status 2. */
async function refusingBadBackups<T>(work: () => Promise<T>): Promise<T> {
  const { BackupError } = await import('../backup/backup.ts');
  try {
    return await work();
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message, 2);
    throw error;
  }
}

export const dbCommand: Command<DbRequest> = {
  name: 'db',
  usage: `Usage: npm run db -- backup FILE | verify FILE | restore FILE [--replace]

  backup FILE    write the store (DATA_DIR, or DATABASE_URL) and the uploaded media to FILE;
                 the running server may stay up
  verify FILE    check FILE is a whole, readable backup without restoring it
  restore FILE   restore FILE into DATA_DIR (stop the server first; the replaced store is kept
                 aside), or into the database at DATABASE_URL, which must be empty unless
                 --replace is given`,
  request,
  parse(argv, { cwd }) {
    const replace = argv.includes('--replace');
    const [command, file, ...extra] = argv.filter((arg) => arg !== '--replace');
    if (command === '--help' || command === '-h') return { help: true };
    const usage = (problem: string) => ({ problem, usage: true });
    if (command !== 'backup' && command !== 'verify' && command !== 'restore')
      return usage(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
    if (!file || file.startsWith('-')) return usage(`${command} needs a file.`);
    if (extra.length) return usage(`Unexpected argument ${JSON.stringify(extra[0])}.`);
    if (replace && command !== 'restore') return usage('--replace goes with restore only.');
    if (command !== 'backup' && !existsSync(resolve(cwd, file))) return { problem: `No file ${file}.` };
    return { request: { command, file, replace } };
  },
  store: (request, settings) =>
    request.command === 'backup'
      ? settings.DATABASE_URL
        ? 'open'
        : 'existing'
      : request.command === 'restore' && !settings.DATABASE_URL
        ? 'alone'
        : 'none',
  outputFile: (request) => (request.command === 'backup' ? request.file : undefined),
  async run({ command, file, replace }, { store, settings, output }) {
    const { createBackup, describeCounts, restoreBackup, verifyBackup } = await import('../backup/backup.ts');
    if (command === 'backup') {
      const summary = await createBackup(store(), settings, output.file!);
      await print(output.stdout, `Backed up ${storeOf(settings)} (${describeCounts(summary.counts)}) to ${file}.\n`);
    } else if (command === 'verify') {
      const summary = await refusingBadBackups(() => verifyBackup(file));
      const of = summary.store === 'pglite' ? 'the embedded store' : 'PostgreSQL';
      await print(
        output.stdout,
        `${file} is a good backup of ${of} taken ${summary.createdAt} (${describeCounts(summary.counts)}).\n`,
      );
    } else {
      const summary = await refusingBadBackups(() => restoreBackup(file, settings, { replace }));
      const aside = summary.keptAside.length ? ` What it replaced is kept in ${summary.keptAside.join(' and ')}.` : '';
      await print(
        output.stdout,
        `Restored ${file} (${describeCounts(summary.counts)}) into ${storeOf(settings)}.${aside}\n`,
      );
    }
    return 0;
  },
};
