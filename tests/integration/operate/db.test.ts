import { describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../src/server/db/schema';
import { testStores } from '../../support/integration/stores';

/** Every table the schema declares: the migrations must create each of them, and nothing else. */
const declared = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

describe.each(testStores)('the store on $name', (store) => {
  it('creates every table from the migrations', async () => {
    const handle = await store.open();
    try {
      const result = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = result.rows.map((row) => row.table_name).sort();
      expect(declared).toEqual(expect.arrayContaining(['cases', 'leads', 'outbox', 'staff_user']));
      expect(names).toEqual(declared);
    } finally {
      await handle.cleanup();
    }
  });
});

describe('the periodic jobs on PostgreSQL', () => {
  it('run their statements with minutes to finish, where a request has seconds', async () => {
    const handle = await testStores.find((store) => store.name === 'PostgreSQL')!.open();
    try {
      const limit = async (db: typeof handle.db) =>
        ((await db.execute(sql`show statement_timeout`)) as unknown as { rows: { statement_timeout: string }[] })
          .rows[0]!.statement_timeout;
      expect(await limit(handle.db)).toBe('5s');
      expect(await limit(handle.jobs)).toBe('5min');
      // A statement past a request's limit is cancelled there and finishes as a job.
      await expect(handle.db.execute(sql`select pg_sleep(5.5)`)).rejects.toThrow();
      await expect(handle.jobs.execute(sql`select pg_sleep(5.5)`)).resolves.toBeDefined();
    } finally {
      await handle.cleanup();
    }
  });
});
