import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.ts';
import { errorKind } from '../log.ts';
import { startPeriodic, type SetTimer } from '../periodic.ts';

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
  setTimer?: SetTimer,
): { stop(): void } {
  if (handle.kind !== 'pglite') return { stop() {} };
  const run = async () => {
    try {
      await handle.db.execute(sql`vacuum analyze`);
    } catch (error) {
      console.warn(`[store] the daily VACUUM ANALYZE failed (${errorKind(error)}); trying again tomorrow`);
    }
  };
  return startPeriodic(run, { firstMs: FIRST_RUN_MS, everyMs: MAINTENANCE_INTERVAL_MS, setTimer });
}
