import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { errorKind } from '../log.ts';

/** How often the embedded store is vacuumed, and how long after the start the first time. */
export const MAINTENANCE_INTERVAL_MS = 86_400_000;
const FIRST_RUN_MS = 3_600_000;

/**
 * PGlite runs no autovacuum: without it, counting leads reads every row instead of an index
 * and the planner's statistics grow stale. Once a day, `VACUUM ANALYZE` does what autovacuum
 * does on a PostgreSQL server (which needs nothing here). The timer is injected for tests.
 */
export function startStoreMaintenance(
  handle: Pick<DatabaseHandle, 'db' | 'kind'>,
  setTimer: (run: () => Promise<void>, ms: number) => { unref?(): void } = (run, ms) => setTimeout(run, ms),
): { stop(): void } {
  if (handle.kind !== 'pglite') return { stop() {} };
  let stopped = false;
  let timer: { unref?(): void } | undefined;
  const run = async () => {
    try {
      await handle.db.execute(sql`vacuum analyze`);
    } catch (error) {
      console.warn(`[store] the daily VACUUM ANALYZE failed (${errorKind(error)}); trying again tomorrow`);
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimer(() => run().finally(() => schedule(MAINTENANCE_INTERVAL_MS)), ms);
    timer.unref?.();
  };
  schedule(FIRST_RUN_MS);
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer as NodeJS.Timeout);
    },
  };
}
