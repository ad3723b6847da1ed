/** The two stores every store test runs on: embedded PGlite and a PostgreSQL server. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import { createApp, type SiteApp } from '../../../src/server/app';
import { openDatabase, type Database, type DatabaseHandle } from '../../../src/server/db/client';
import { parseEnv } from '../../../src/server/env';

/** The PostgreSQL test database: DATABASE_URL, else the local `test` database. */
export const postgresUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A store a test opened: its handle, and how to close and forget it. */
export type OpenedStore = DatabaseHandle & { cleanup(): Promise<void> };

export interface TestStore {
  name: 'PGlite' | 'PostgreSQL';
  /** Opens an empty, migrated store; `cleanup` closes and forgets it. */
  open(): Promise<OpenedStore>;
}

/** Drops everything in the test database so each test starts from migrations. */
export async function resetPostgres(url = postgresUrl): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;',
  );
  await client.end();
}

/**
 * Creates the database `url` names when its server has none of that name yet (a fresh machine
 * has only `test`); tests that keep a database of their own call it first.
 */
export async function ensureDatabase(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).href });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Another test file made it in the meantime.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** Runs `sql` on the test server's own database, on a connection of its own. */
async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** An empty database `name` beside the test database (dropped first if a run left one); returns its URL. */
export async function freshDatabase(name: string): Promise<string> {
  await dropDatabase(name);
  await onServer(`create database ${name}`);
  return Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).href;
}

/** Drops the database `name`, whoever is still connected to it. */
export async function dropDatabase(name: string): Promise<void> {
  await onServer(`drop database if exists ${name} with (force)`);
}

/** The files of a migrated, empty PGlite store, made by the first test of this process to ask. */
let pgliteTemplate: Promise<string> | undefined;

function migratedPglite(): Promise<string> {
  return (pgliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    await (await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined })).close();
    return join(dir, 'pglite');
  })());
}

/**
 * A new DATA_DIR (in the system's temporary folder) whose embedded store is migrated and empty,
 * as a first start leaves it: a copy of one made once per test process, which takes about a
 * second where PGlite's own set-up and every migration take 7 to 12 on a busy 2-core machine.
 */
export async function migratedDataDir(prefix = 'pglite-test-'): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(await migratedPglite(), join(dir, 'pglite'), { recursive: true });
  return dir;
}

export const testStores: TestStore[] = [
  {
    name: 'PGlite',
    async open() {
      const dir = await migratedDataDir();
      const handle = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
      return { ...handle, cleanup: async () => (await handle.close(), rmSync(dir, { recursive: true, force: true })) };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      await resetPostgres();
      const handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
      return { ...handle, cleanup: () => handle.close() };
    },
  },
];

/** An app on a store a test opened (`settings` default to none set), as the server hands one to each request. */
export function appOn(handle: DatabaseHandle, settings: Record<string, string | undefined> = {}): SiteApp {
  return createApp(parseEnv(settings), { handle });
}

/**
 * An empty, migrated `store` opened before each test of the calling `describe` and closed after
 * it: read `fresh.handle` and `fresh.db` inside the tests.
 */
export function freshStoreEach(store: TestStore): { readonly handle: OpenedStore; readonly db: Database } {
  const fresh = {} as { handle: OpenedStore; db: Database };
  beforeEach(async () => {
    fresh.handle = await store.open();
    fresh.db = fresh.handle.db;
  });
  afterEach(async () => {
    await fresh.handle.cleanup();
  });
  return fresh;
}
