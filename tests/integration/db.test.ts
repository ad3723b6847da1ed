import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testStores } from './stores';

describe.each(testStores)('the store on $name', (store) => {
  it('creates every table from the migrations', async () => {
    const handle = await store.open();
    try {
      const result = (await handle.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      )) as unknown as { rows: { table_name: string }[] };
      const names = result.rows.map((row) => row.table_name);
      expect(names).toEqual(['audit_log', 'case_translations', 'cases', 'leads', 'outbox', 'staff_account', 'staff_invites', 'staff_passkey', 'staff_session', 'staff_user', 'staff_verification']);
    } finally {
      await handle.cleanup();
    }
  });
});
