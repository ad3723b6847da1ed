/**
 * The PostgreSQL store's part of a backup: `pg_dump --format=custom` of the whole database
 * (its uploaded files are rows of `media_files`, so they are in it), taken from a snapshot the
 * counts in the manifest are read in too; checked with `pg_restore --list`, and restored with
 * `pg_restore` into the database in one transaction through `psql`.
 */
import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import pg from 'pg';
import { BackupError, type BackupCounts } from './archive.ts';

/** The PostgreSQL client tools the backup runs. */
type Tool = 'pg_dump' | 'pg_restore' | 'psql';

/**
 * Runs a PostgreSQL client tool with `args`, `input` (if any) piped to its standard input;
 * resolves with what it printed. A missing tool or a failure is one BackupError line.
 */
function runTool(tool: Tool, args: readonly string[], input?: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: [input ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => (stdout += chunk));
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    if (input) input.pipe(child.stdin!).on('error', () => {}); // the tool's exit says why it stopped reading
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed; install PostgreSQL's client tools (Debian, Ubuntu: apt-get install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout);
      const why = stderr.split('\n').find((line) => /error|fatal/i.test(line)) ?? stderr.split('\n')[0];
      reject(new BackupError(`${tool} failed: ${why?.trim() || `exit code ${code}`}`));
    });
  });
}

/** Opens one connection to `url`, runs `work` on it, closes it. */
async function connected<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // the failing query reports it
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** How many leads, cases and media files a PostgreSQL store holds, read on `client`. */
async function countRows(client: pg.Client): Promise<BackupCounts> {
  const { rows } = await client.query<BackupCounts>(
    `select (select count(*) from leads)::int as leads, (select count(*) from cases)::int as cases,
            (select count(*) from media_files)::int as media`,
  );
  return rows[0]!;
}

/**
 * Dumps the database at `url` to the file `file` with pg_dump, from the snapshot its counts are
 * read in: a lead stored meanwhile is in neither.
 */
export function dumpPostgres(url: string, file: string): Promise<BackupCounts> {
  return connected(url, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
      const counts = await countRows(client);
      await runTool('pg_dump', ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${file}`, `--dbname=${url}`]);
      return counts;
    } finally {
      await client.query('rollback').catch(() => {});
    }
  });
}

/** Checks that `file` is a dump pg_restore reads (its table of contents). */
export async function checkPostgresDump(file: string): Promise<void> {
  await runTool('pg_restore', ['--list', file]);
}

/**
 * Restores the dump `file` into the database at `url` in one transaction: refused when the
 * database has tables already, unless `replace`, which drops them first in that transaction.
 * Resolves with what the restored database holds.
 */
export async function restorePostgres(url: string, file: string, replace: boolean): Promise<BackupCounts> {
  const tables = await connected(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
    );
    return rows[0]!.n;
  });
  if (tables && !replace)
    throw new BackupError(
      `The database at DATABASE_URL is not empty (${tables} tables); add --replace to replace everything in it with the backup.`,
    );
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const exited = new Promise<number | null>((resolve) => restore.on('close', resolve));
  // The script psql runs in one transaction: empty the database, then the dump; should pg_restore
  // stop half-way, a last statement fails, and psql rolls it all back.
  const script = async function* () {
    yield 'drop schema if exists drizzle cascade;\ndrop schema if exists public cascade;\ncreate schema public;\n';
    yield* restore.stdout;
    if ((await exited) !== 0) yield `\n;do $$ begin raise exception 'pg_restore could not read the dump'; end $$;\n`;
  };
  await runTool(
    'psql',
    ['--quiet', '--no-psqlrc', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${url}`],
    Readable.from(script()),
  );
  return connected(url, countRows);
}
