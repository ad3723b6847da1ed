/**
 * Imports and exports the store's cases as JSON (format in docs/use/cases.md):
 *   npm run cases -- import FILE.json    validate, then create or update each case by slug
 *   npm run cases -- export [FILE.json]  every case, published or not; to stdout without a file
 * Uses the same settings as the server (DATABASE_URL, or PGlite under DATA_DIR).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { openDatabase } from '../src/server/db/client.ts';
import { envOrExit } from '../src/server/env.ts';
import { parseCaseImport } from '../src/server/cases/importFormat.ts';
import { exportCases, upsertCases } from '../src/server/cases/repository.ts';

const usage = 'Usage: npm run cases -- import FILE.json | export [FILE.json]';

async function run(command: string | undefined, file: string | undefined): Promise<number> {
  if (command === 'import') {
    if (!file) return fail(usage);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      return fail(`Cannot read ${file}: ${(error as Error).message}`);
    }
    const parsed = parseCaseImport(data);
    if (!parsed.ok)
      return fail(
        `${file} was not imported; fix these and run again:\n${parsed.errors.map((line) => `  ${line}`).join('\n')}`,
      );
    const store = await openDatabase(envOrExit());
    try {
      const { created, updated } = await upsertCases(store.db, parsed.cases);
      console.log(`Imported ${parsed.cases.length} case(s) from ${file}: ${created} created, ${updated} updated.`);
    } finally {
      await store.close();
    }
    return 0;
  }
  if (command === 'export') {
    const store = await openDatabase(envOrExit());
    try {
      const json = `${JSON.stringify(await exportCases(store.db), null, 2)}\n`;
      if (file) {
        writeFileSync(file, json);
        console.log(`Exported the cases to ${file}.`);
      } else {
        process.stdout.write(json);
      }
    } finally {
      await store.close();
    }
    return 0;
  }
  return fail(usage);
}

function fail(message: string): number {
  console.error(message);
  return 1;
}

try {
  process.exitCode = await run(process.argv[2], process.argv[3]);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
