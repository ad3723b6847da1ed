/**
 * A form's transaction on a PostgreSQL that stalls or drops connections, reached through a
 * link the test breaks on purpose. What must hold: an answer within the budget, nothing
 * stored that was not confirmed, and a COMMIT held up in the network never taking effect late.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { leads } from '../../../src/server/db/schema';
import { formTransactionBudget } from '../../../src/server/db/timeouts';
import { CommitUnknownError, NotCommittedError, transactionWithin } from '../../../src/server/db/transactionWithin';
import { parseEnv } from '../../../src/server/env';
import { saveLead } from '../../../src/server/leads/intake/store';
import { FaultyLink } from '../../support/integration/faultyLink';
import { sampleLead } from '../../support/integration/leadsPeers';
import { postgresUrl, resetPostgres } from '../../support/integration/stores';

const settings = parseEnv({});
const direct = new pg.Pool({ connectionString: postgresUrl, max: 2 });
direct.on('error', () => {}); // its idle connection is terminated with the others
const database = new URL(postgresUrl).pathname.slice(1);
let link: FaultyLink;
let handle: DatabaseHandle;

/** The leads with this email, read straight from PostgreSQL, around the link. */
async function storedWith(email: string): Promise<number> {
  const { rows } = await direct.query<{ n: number }>('select count(*)::int as n from leads where email = $1', [email]);
  return rows[0]!.n;
}

/** Resolves once PostgreSQL has no transaction of this database waiting on its client. */
async function noOpenTransactions(): Promise<void> {
  await expect
    .poll(
      async () =>
        (
          await direct.query(
            `select 1 from pg_stat_activity where datname = $1 and state like 'idle in transaction%'`,
            [database],
          )
        ).rowCount,
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
}

/** Inserts a lead and hands back its id, calling `then` before the transaction goes on to its COMMIT. */
const insertThen = (email: string, then: () => void) => async (tx: DatabaseHandle['db']) => {
  const [row] = await tx
    .insert(leads)
    .values({ kind: 'demo', lang: 'en', page: '/en', name: 'Link Test', email })
    .returning({ id: leads.id });
  then();
  return row!.id;
};

beforeAll(async () => {
  link = await new FaultyLink(Number(new URL(postgresUrl).port || 5432), new URL(postgresUrl).hostname).up();
});
afterAll(async () => {
  await link.down();
  await direct.end();
});
beforeEach(async () => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  await resetPostgres();
  const url = new URL(postgresUrl);
  url.host = link.url;
  handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: url.href });
  await handle.db.execute(sql`select 1`); // a connection in the pool, as on a running server
});
afterEach(async () => {
  link.resume();
  await handle.close();
  vi.restoreAllMocks();
});

describe('a form transaction on PostgreSQL', () => {
  it('gives up within its budget when the database stalls before the commit, and never stores the lead', async () => {
    const started = performance.now();
    const attempt = transactionWithin(handle.db, formTransactionBudget, async (tx) => {
      const id = await insertThen('stalled-work@example.com', () => link.stall())(tx);
      await tx.execute(sql`select 1`); // held by the stalled link
      return id;
    });
    await expect(attempt).rejects.toBeInstanceOf(NotCommittedError);
    expect(performance.now() - started).toBeLessThan(formTransactionBudget.workMs + 1500);
    link.resume(); // what was held arrives now: the statement, then the closed connection
    await noOpenTransactions();
    expect(await storedWith('stalled-work@example.com')).toBe(0);
  });

  it('reports a COMMIT held in the network as unknown, and PostgreSQL rolls it back before it arrives', async () => {
    const started = performance.now();
    const attempt = transactionWithin(
      handle.db,
      formTransactionBudget,
      insertThen('held-commit@example.com', () => link.stall()),
    );
    const error = await attempt.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(CommitUnknownError);
    expect(typeof (error as CommitUnknownError<number>).result).toBe('number');
    expect(performance.now() - started).toBeLessThan(
      formTransactionBudget.workMs + formTransactionBudget.commitMs + 1500,
    );
    // PostgreSQL ends the transaction that waits for its client; only then does the COMMIT arrive.
    await noOpenTransactions();
    link.resume();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await storedWith('held-commit@example.com')).toBe(0);
  });

  it('still confirms a COMMIT held up for less than PostgreSQL waits', async () => {
    const id = await transactionWithin(
      handle.db,
      formTransactionBudget,
      insertThen('short-hiccup@example.com', () => {
        link.stall();
        setTimeout(() => link.resume(), 400);
      }),
    );
    expect(id).toBeGreaterThan(0);
    expect(await storedWith('short-hiccup@example.com')).toBe(1);
  });

  it('stores nothing when the visitor leaves before the commit', async () => {
    const left = new AbortController();
    const attempt = transactionWithin(handle.db, { ...formTransactionBudget, signal: left.signal }, async (tx) => {
      const id = await insertThen('gone@example.com', () => {})(tx);
      left.abort();
      await tx.execute(sql`select pg_sleep(0.2)`);
      return id;
    });
    await expect(attempt).rejects.toBeInstanceOf(NotCommittedError);
    await noOpenTransactions();
    expect(await storedWith('gone@example.com')).toBe(0);
  });

  it('survives its connections being terminated, idle or in a transaction, and works on at once', async () => {
    const terminate = () =>
      direct.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database],
      );
    await terminate(); // the idle connection in the pool
    const failed = transactionWithin(handle.db, formTransactionBudget, async (tx) => {
      await insertThen('terminated@example.com', () => {})(tx);
      await terminate();
      await tx.execute(sql`select 1`);
    });
    await expect(failed).rejects.toThrow();
    expect(await storedWith('terminated@example.com')).toBe(0);
    // The pool replaces what it lost; the process is still here to run this.
    const saved = await saveLead(sampleLead({ email: 'after@example.com' }), { db: handle.db, settings });
    const [row] = await handle.db.select({ email: leads.email }).from(leads).where(eq(leads.id, saved.id));
    expect(row?.email).toBe('after@example.com');
  });
});
