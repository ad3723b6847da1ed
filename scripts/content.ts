/**
 * Exports and imports everything the staff edit as content as one JSON file (format in
 * docs/operate/content-files.md):
 *   npm run content -- export [FILE.json]            cases, redirects, reply templates; to stdout without a file
 *   npm run content -- import FILE.json [--dry-run]  check all, then write all in one transaction (or, dry, only say what would change)
 * Uses the same settings as the server (DATABASE_URL, or PGlite under DATA_DIR).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit } from '../src/server/env.ts';
import { parseContent, type Content } from '../src/server/content/format.ts';
import { describePlan, exportContent, importContent } from '../src/server/content/transfer.ts';

const usage = 'Usage: npm run content -- export [FILE.json] | import FILE.json [--dry-run]';

/** The checked content of `file`, or what is wrong with it, each problem with its place. */
function readContent(file: string): { content: Content } | { problems: string[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [`cannot read the file: ${(error as Error).message}`] };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [`file: not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = parseContent(data);
  return parsed.ok ? { content: parsed.content } : { problems: parsed.problems };
}

/** Imports `file`; a dry run only prints what would change. Exit code 1 when anything in it is refused. */
async function importFile(file: string, dryRun: boolean): Promise<number> {
  const refused = (problems: string[]) =>
    fail(
      `${file} was not imported; nothing was changed. Fix these and run again:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  const read = readContent(file);
  if ('problems' in read) return refused(read.problems);
  const store = await openDatabase(envOrExit());
  try {
    const plan = await importContent(store.db, read.content, { write: !dryRun });
    if (plan.problems.length) return refused(plan.problems);
    console.log(describePlan(plan).join('\n'));
    console.log(
      dryRun
        ? `Dry run: nothing was changed. Run without --dry-run to import ${file}.`
        : `Imported ${file}; nothing was removed.`,
    );
  } finally {
    await store.close();
  }
  return 0;
}

async function run(args: string[]): Promise<number> {
  const [command, file, ...options] = args;
  if (command === 'import' && file && options.every((option) => option === '--dry-run'))
    return importFile(file, options.includes('--dry-run'));
  if (command === 'export' && !options.length) {
    const store = await openDatabase(envOrExit());
    try {
      const json = `${JSON.stringify(await exportContent(store.db), null, 2)}\n`;
      if (!file) process.stdout.write(json);
      else {
        writeFileSync(file, json);
        console.log(`Exported the content to ${file}.`);
      }
    } finally {
      await store.close();
    }
    return 0;
  }
  console.error(usage);
  return 2;
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
