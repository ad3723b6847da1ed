import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client, Pool } from 'pg';
import { PostgresListener, type ChannelHandlers, type Unlisten } from './listen.ts';
import * as schema from './schema.ts';
import { claimStore, releaseStore } from './storeLock.ts';
import { postgresTimeouts } from './timeouts.ts';
import type { Env } from '../env.ts';
import { errorKind } from '../log.ts';

/** The database API the site uses; the same on PGlite and on a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * For the periodic jobs' long statements (a day's roll-up of a million page views, the
   * retention's deletes): on PostgreSQL a pool of its own whose limits are minutes
   * (`postgresTimeouts.jobStatementMs`), not the seconds a visitor's request gets; on PGlite, `db`.
   */
  jobs: Database;
  /** Which engine answers: the embedded default or a server. */
  kind: 'pglite' | 'postgres';
  /**
   * Hears `NOTIFY` on a channel: from every instance on the same PostgreSQL server (over one
   * dedicated connection that reconnects), or within the process on PGlite.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<Unlisten>;
  /**
   * PGlite only: its data folder as a gzipped tar, taken by the open client between two
   * statements (what a backup holds); PostgreSQL is dumped with pg_dump instead.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** Where the versioned SQL migrations live (the server runs from the project root). */
export const migrationsFolder = resolve(process.cwd(), 'drizzle');

/** A migration may take longer than a request's statement; it still must not hang for ever. */
const MIGRATION_QUERY_TIMEOUT_MS = 60_000;

/**
 * Any fixed number: the PostgreSQL advisory lock instances take turns under while migrating,
 * so several started at once on an empty database create the schema once.
 */
const MIGRATION_LOCK = 7_210_002;

/**
 * Every connection of the pool reports its own loss (a restart, a failover,
 * `pg_terminate_backend`) instead of crashing the process with an unhandled 'error' event;
 * the pool opens a new connection on next use.
 */
function reportLostConnections(pool: Pool): void {
  const report = (error: Error) =>
    console.warn(`[db] lost a connection to PostgreSQL (${errorKind(error)}); a new one opens when needed`);
  pool.on('connect', (client) => client.on('error', report));
  // The same errors of idle connections; reported above, by their client.
  pool.on('error', () => {});
}

/**
 * Brings a PostgreSQL database's schema up to date under the migration lock, on a connection
 * of its own without the request timeouts.
 */
async function migratePostgres(url: string, ClientClass: typeof Client): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = new ClientClass({
    connectionString: url,
    connectionTimeoutMillis: postgresTimeouts.connectMs,
    query_timeout: MIGRATION_QUERY_TIMEOUT_MS,
    keepAlive: true,
  });
  client.on('error', () => {}); // the failing call reports it
  try {
    await client.connect();
    // Held by this session until it unlocks or ends; the next instance then finds nothing to do.
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    // `end()` waits for the server, which may be the thing that is stuck: give it a moment, then cut.
    await Promise.race([
      client.end().catch(() => {}),
      new Promise((resolve) => setTimeout(resolve, postgresTimeouts.connectMs).unref()),
    ]);
    (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  }
}

/**
 * Opens the store and brings its schema up to date: PostgreSQL through `pg` when
 * DATABASE_URL is set, else PGlite keeping its files under DATA_DIR (refused with
 * StoreInUseError while another running process has them open).
 */
export async function openDatabase(
  settings: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'> & Partial<Pick<Env, 'DB_POOL_MAX'>>,
): Promise<DatabaseHandle> {
  if (settings.DATABASE_URL) {
    const { Client, Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    await migratePostgres(settings.DATABASE_URL, Client);
    const pool = new Pool({
      connectionString: settings.DATABASE_URL,
      max: settings.DB_POOL_MAX ?? 10,
      connectionTimeoutMillis: postgresTimeouts.connectMs,
      statement_timeout: postgresTimeouts.statementMs,
      query_timeout: postgresTimeouts.queryMs,
      idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
      keepAlive: true,
    });
    reportLostConnections(pool);
    const jobsPool = new Pool({
      connectionString: settings.DATABASE_URL,
      max: 2,
      connectionTimeoutMillis: postgresTimeouts.connectMs,
      statement_timeout: postgresTimeouts.jobStatementMs,
      query_timeout: postgresTimeouts.jobStatementMs + 1_000,
      idle_in_transaction_session_timeout: postgresTimeouts.idleInTransactionMs,
      keepAlive: true,
    });
    reportLostConnections(jobsPool);
    const db = drizzle(pool, { schema });
    const listener = new PostgresListener(settings.DATABASE_URL, Client);
    return {
      db: db as unknown as Database,
      jobs: drizzle(jobsPool, { schema }) as unknown as Database,
      kind: 'postgres',
      listen: (channel, handlers) => listener.listen(channel, handlers),
      close: async () => (await listener.close(), await pool.end(), await jobsPool.end()),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = resolve(settings.DATA_DIR);
  mkdirSync(dir, { recursive: true });
  claimStore(dir);
  try {
    const client = await PGlite.create(join(dir, 'pglite'), { extensions: { pg_trgm, btree_gist } });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      jobs: db as unknown as Database,
      kind: 'pglite',
      listen: async (channel, handlers) => {
        const unlisten = await client.listen(channel, (payload) => handlers.payload(payload));
        return () => unlisten();
      },
      dumpDataDir: () => client.dumpDataDir('gzip') as Promise<Blob>,
      close: async () => (await client.close(), releaseStore(dir)),
    };
  } catch (error) {
    releaseStore(dir);
    throw error;
  }
}

/** The store is not open yet: the server keeps trying in the background. */
class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  constructor() {
    super('The store is not open yet');
  }
}

/** An app's store: opened once, by the first to ask, or by the server in the background. */
export interface Store {
  /**
   * The open store. Scripts and `astro dev` open it on first use; once the server opens it
   * itself (`openInBackground`), this rejects at once with StoreUnavailableError until that
   * succeeds, so a request fails fast instead of waiting for the database.
   */
  database(): Promise<DatabaseHandle>;
  /** One attempt of the server to open the store (joining one under way). */
  openInBackground(): Promise<DatabaseHandle>;
  /** The store if it is open (and so migrated), without opening it. */
  opened(): DatabaseHandle | undefined;
  /** Closes the store if it is open. */
  close(): Promise<void>;
}

/** The store `settings` name, not opened yet; or `opened`, a store opened already (a test's). */
export function createStore(settings: Env, opened?: DatabaseHandle): Store {
  let handle: DatabaseHandle | undefined = opened;
  let opening: Promise<DatabaseHandle> | undefined;
  let background = false;
  /** One attempt to open the store, shared by everyone asking meanwhile; a failure is not kept. */
  const openOnce = () =>
    (opening ??= openDatabase(settings).then(
      (opened) => (handle = opened),
      (error: unknown) => {
        opening = undefined;
        throw error;
      },
    ));
  return {
    database: () =>
      handle ? Promise.resolve(handle) : background ? Promise.reject(new StoreUnavailableError()) : openOnce(),
    openInBackground() {
      background = true;
      return handle ? Promise.resolve(handle) : openOnce();
    },
    opened: () => handle,
    async close() {
      const open = handle ?? (await opening?.catch(() => undefined));
      handle = undefined;
      opening = undefined;
      await open?.close();
    },
  };
}
