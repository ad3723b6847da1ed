/**
 * The embedded store the browser tests' servers start from: migrated and empty, as a first start
 * leaves it, made once before the tests (`globalSetup.ts`) and copied into each server's
 * DATA_DIR, which takes about a second where PGlite's own set-up and every migration take 7 to
 * 12 on a busy 2-core machine.
 */
import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where the migrated store is kept during a run (the runner empties `test-results` first). */
export const EMBEDDED_TEMPLATE = 'test-results/embedded-store-template';

/** `dataDir`, holding a copy of the migrated store unless it holds a store already. */
export function migratedDataDir(dataDir: string): string {
  const template = join(EMBEDDED_TEMPLATE, 'pglite');
  if (existsSync(template) && !existsSync(join(dataDir, 'pglite')))
    cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
