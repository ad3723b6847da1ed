/**
 * The site's visit figures for the owner, read from the store the settings name (DATA_DIR or
 * DATABASE_URL), the same as the staff analytics page and its CSV download:
 *
 *   npm run analytics -- export --from 2026-01-01 --to 2026-01-31 [--out visits.csv]
 *
 * Figures are as of the last roll-up (ANALYTICS_ROLLUP_SECONDS). On the embedded store, stop
 * the server first: one process at a time may open it.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit } from '../src/server/env.ts';
import { analyticsReport, parsePeriod } from '../src/server/analytics/report.ts';
import { reportCsv } from '../src/server/analytics/reportCsv.ts';

const usage = `Usage: npm run analytics -- export --from YYYY-MM-DD --to YYYY-MM-DD [--out FILE.csv]

  --from  first day (UTC) to include
  --to    last day (UTC) to include
  --out   file to write; without it the CSV goes to standard output`;

/** Prints a problem and the usage, then exits with status 2. */
function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

function parseCommandLine() {
  return parseArgs({
    allowPositionals: true,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
let args!: ReturnType<typeof parseCommandLine>;
try {
  args = parseCommandLine();
} catch (error) {
  fail((error as Error).message);
}
if (args.values.help) {
  console.log(usage);
  process.exit(0);
}
const [command, ...extra] = args.positionals;
if (command !== 'export') fail(command ? `Unknown command ${JSON.stringify(command)}.` : 'Missing command.');
if (extra.length) fail(`Unexpected argument ${JSON.stringify(extra[0])}.`);
const period = parsePeriod(args.values.from, args.values.to);
if (typeof period === 'string') fail(`--from and --to: ${period}.`);
if (args.values.out === '') fail('--out needs a file name.');

const store = await openDatabase(envOrExit());
try {
  const csv = reportCsv(await analyticsReport(store.db, period));
  if (args.values.out) {
    writeFileSync(args.values.out, csv);
    console.error(`Exported the figures of ${period.from} to ${period.to} to ${args.values.out}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await store.close();
}
