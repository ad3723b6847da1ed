/**
 * Each integration worker on a PostgreSQL database of its own: two test files run at once, and a
 * store test empties its database before each test. The first worker keeps DATABASE_URL (else
 * the local `test` database); worker N gets the same name with `_wN`, created on first use. Set
 * before a test file loads, so `postgresUrl` (./stores.ts), the databases named after it and the
 * commands and servers a test starts all read the worker's own.
 */
import pg from 'pg';

const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const shared =
  process.env.INTEGRATION_DATABASE_URL ?? (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
process.env.INTEGRATION_DATABASE_URL = shared;
if (worker > 1) {
  const own = new URL(shared);
  own.pathname = `${own.pathname}_w${worker}`;
  process.env.DATABASE_URL = own.href;
  // Made here, not through ./stores.ts: that module must first load once the URL is set.
  const server = new pg.Client({ connectionString: Object.assign(new URL(shared), { pathname: '/postgres' }).href });
  await server.connect();
  try {
    const name = own.pathname.slice(1);
    const { rowCount } = await server.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await server.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await server.end();
  }
}
