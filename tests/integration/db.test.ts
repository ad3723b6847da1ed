import { describe, expect, it } from 'vitest';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/server/db/schema';
import { testStores } from './stores';

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
