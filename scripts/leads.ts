/**
 * Lead tools for the site's owner, run against the store the settings name (DATA_DIR or
 * DATABASE_URL):
 *
 *   npm run leads -- export --since 2026-01-01 [--out leads.csv]
 *   npm run leads -- webhook-secret
 *
 * `export` writes the leads created since a date as CSV (UTF-8 with a byte order mark, header row), to stdout or a file.
 * `webhook-secret` prints a new signing secret for LEADS_WEBHOOK_SECRET (it needs no store).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit } from '../src/server/env.ts';
import { exportLeadsCsv, parseSince } from '../src/server/leads/inbox/export.ts';
import { newWebhookSecret } from '../src/server/leads/notify/webhookSecret.ts';

const usage = `Usage: npm run leads -- export --since YYYY-MM-DD [--out FILE.csv]
       npm run leads -- webhook-secret

  --since  first day to include (midnight UTC), or an ISO date-time such as 2026-01-01T09:00:00Z
  --out    file to write; without it the CSV goes to standard output

webhook-secret prints a new secret for LEADS_WEBHOOK_SECRET.`;

/** Prints a problem and the usage, then exits with status 2. */
function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

let args: ReturnType<typeof parseCommandLine>;
function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: { since: { type: 'string' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
}
try {
  args = parseCommandLine();
} catch (error) {
  fail((error as Error).message);
}

const [command, ...extra] = args.positionals;
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
if (command !== 'export' && command !== 'webhook-secret')
  fail(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
if (extra.length) fail(`Unexpected argument ${JSON.stringify(extra[0])}.`);
if (command === 'webhook-secret') {
  console.log(newWebhookSecret());
  process.exit(0);
}

let since: Date;
try {
  since = parseSince(args.values.since);
} catch (error) {
  fail((error as Error).message);
}
if (args.values.out === '') fail('--out needs a file name.');

const store = await openDatabase(envOrExit());
try {
  const { csv, count } = await exportLeadsCsv(since, store.db);
  if (args.values.out) {
    writeFileSync(args.values.out, csv);
    console.error(`Exported ${count} lead${count === 1 ? '' : 's'} since ${since.toISOString()} to ${args.values.out}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await store.close();
}
