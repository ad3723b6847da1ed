import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';
import { env, type Env } from '../env.ts';
import { singleton } from '../singleton.ts';

/** The database API the site uses; the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Which engine answers: the embedded default or a server. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Where the versioned SQL migrations live (the server runs from the project root). */
export const migrationsFolder = resolve(process.cwd(), 'drizzle');

/**
 * Opens the store and brings its schema up to date: PostgreSQL through `pg` when
 * DATABASE_URL is set, else PGlite keeping its files under DATA_DIR.
 */
export async function openDatabase(settings: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: settings.DATABASE_URL, max: 10 });
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = resolve(settings.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(join(dir, 'pglite'));
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}

/** The process's store, opened and migrated on first use. */
export function database(): Promise<DatabaseHandle> {
  return singleton('database', () => openDatabase(env()));
}
