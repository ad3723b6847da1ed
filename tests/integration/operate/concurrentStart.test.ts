/**
 * Several instances started at the same moment on one fresh, empty PostgreSQL database, as a
 * deployment of two or more does: each opens the store (its own connections) and seeds the
 * cases at once. All must come up; the migrations are applied once and the stories inserted once.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCasesIfEmpty } from '../../../src/server/cases/seed';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { freshDatabase, postgresUrl } from '../../support/integration/stores';

const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_concurrent_start`;
const url = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href;
const shipped = (
  JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;
const INSTANCES = 3;

async function recreateDatabase(): Promise<void> {
  await freshDatabase(databaseName);
}

const handles: DatabaseHandle[] = [];
beforeAll(recreateDatabase);
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

describe('instances starting together on an empty PostgreSQL database', () => {
  // Several rounds: a race that one round misses shows in another.
  for (let round = 1; round <= 3; round++) {
    it(`all ${INSTANCES} come up, with the migrations applied once and the cases seeded once (round ${round})`, async () => {
      if (round > 1) {
        await Promise.all(handles.splice(0).map((handle) => handle.close()));
        await recreateDatabase();
      }
      const results = await Promise.allSettled(
        Array.from({ length: INSTANCES }, async () => {
          const handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: url });
          handles.push(handle);
          return seedCasesIfEmpty(handle.db);
        }),
      );
      expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(
        Array(INSTANCES).fill('up'),
      );
      const seeded = results.map((result) => (result as PromiseFulfilledResult<number>).value).sort();
      expect(seeded).toEqual([...Array(INSTANCES - 1).fill(0), 3]);

      const check = new pg.Client({ connectionString: url });
      await check.connect();
      try {
        const count = async (query: string) => Number((await check.query<{ n: string }>(query)).rows[0]!.n);
        expect(await count('select count(*) as n from drizzle.__drizzle_migrations')).toBe(shipped);
        expect(await count('select count(*) as n from cases')).toBe(3);
        expect(await count('select count(*) as n from case_translations')).toBe(18);
      } finally {
        await check.end();
      }
    });
  }
});
