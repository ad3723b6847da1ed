import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { MAINTENANCE_INTERVAL_MS, startStoreMaintenance } from '../../../src/server/db/maintenance';

/** A store that records the statements it is sent. */
function recordingStore(kind: DatabaseHandle['kind']) {
  const statements: string[] = [];
  const db = {
    execute: async (query: { queryChunks: { value: string[] }[] }) =>
      void statements.push(query.queryChunks.flatMap((chunk) => chunk.value).join('')),
  };
  return { statements, handle: { kind, db } as unknown as Pick<DatabaseHandle, 'db' | 'kind'> };
}

describe('the embedded store maintenance', () => {
  it('vacuums PGlite an hour after the start and then every day', async () => {
    const { statements, handle } = recordingStore('pglite');
    const timers: { run: () => Promise<void>; ms: number }[] = [];
    const job = startStoreMaintenance(handle, (run, ms) => (timers.push({ run, ms }), {}));
    expect(timers.map((timer) => timer.ms)).toEqual([3_600_000]);
    expect(statements).toEqual([]);
    await timers[0]!.run();
    expect(statements).toEqual(['vacuum analyze']);
    expect(timers.map((timer) => timer.ms)).toEqual([3_600_000, MAINTENANCE_INTERVAL_MS]);
    job.stop();
    await timers[1]!.run();
    expect(timers).toHaveLength(2);
  });

  it('leaves a PostgreSQL server to its autovacuum', () => {
    const { handle } = recordingStore('postgres');
    startStoreMaintenance(handle, () => expect.unreachable('no maintenance on a server'));
  });
});
