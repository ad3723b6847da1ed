import type { Pool, PoolClient } from 'pg';
import type { Database } from './client.ts';
import * as schema from './schema.ts';

/** How long a transaction may take, in two parts, and what else ends it. */
export interface TransactionBudget {
  /** To get a connection and run the work; past it, no COMMIT is sent. */
  workMs: number;
  /** To await the COMMIT's answer once it is sent. */
  commitMs: number;
  /** Ends the transaction before its COMMIT (the visitor left). */
  signal?: AbortSignal | undefined;
}

/** The transaction ended before its COMMIT (out of time, or abandoned): nothing was stored. */
export class NotCommittedError extends Error {
  override name = 'NotCommittedError';
  readonly code = 'NOT_COMMITTED';
}

/**
 * The COMMIT was sent, but no answer said whether it took effect: the work may or may not be
 * stored. `result` is what the work returned.
 */
export class CommitUnknownError<T = unknown> extends Error {
  override name = 'CommitUnknownError';
  readonly code = 'COMMIT_UNKNOWN';
  readonly result: T;
  constructor(result: T, options?: ErrorOptions) {
    super('The commit was not confirmed', options);
    this.result = result;
  }
}

/** The pg pool behind a drizzle database, if it runs on a PostgreSQL server. */
function poolOf(db: Database): Pool | undefined {
  const client = (db as unknown as { $client?: Partial<Pool> }).$client;
  return client && typeof client.connect === 'function' && 'totalCount' in client ? (client as Pool) : undefined;
}

/** Whether a failed COMMIT surely did not commit: the server answered with an error, the connection was not lost. */
function surelyNotCommitted(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  // SQLSTATE classes 08 (connection) and 57 (operator intervention) leave the outcome open.
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57)/.test(code);
}

/** Closes a connection at once, so nothing more is sent on it and whatever waits on it fails. */
function cut(client: PoolClient): void {
  (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
}

/**
 * Runs `work` in a transaction that commits within the budget or not at all. On PostgreSQL:
 * past `workMs`, or on `signal`, the connection is closed before any COMMIT is sent, so
 * PostgreSQL rolls back (NotCommittedError); a COMMIT whose answer takes longer than
 * `commitMs`, or is lost with the connection, ends in CommitUnknownError. On PGlite, in the
 * process, it is a plain transaction.
 */
export async function transactionWithin<T>(
  db: Database,
  budget: TransactionBudget,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return db.transaction((tx) => work(tx as unknown as Database));
  if (budget.signal?.aborted) throw new NotCommittedError('The transaction was abandoned');

  let client: PoolClient | undefined;
  let committing = false;
  let wasCut = false;
  const stop = () => {
    if (committing || wasCut) return;
    wasCut = true;
    if (client) cut(client);
  };
  let timer = setTimeout(stop, budget.workMs);
  budget.signal?.addEventListener('abort', stop);
  try {
    // Waiting for a connection is bounded by the pool's own connection timeout.
    client = await pool.connect();
    if (wasCut) throw new NotCommittedError('The transaction ran out of time');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    let result: T;
    try {
      await client.query('begin');
      result = await work(drizzle(client, { schema }) as unknown as Database);
      if (wasCut) throw new NotCommittedError('The transaction ran out of time');
    } catch (error) {
      if (!wasCut) await client.query('rollback').catch(() => {});
      throw wasCut && !(error instanceof NotCommittedError)
        ? new NotCommittedError('The transaction ran out of time', { cause: error })
        : error;
    }
    committing = true;
    clearTimeout(timer);
    timer = setTimeout(() => ((wasCut = true), cut(client!)), budget.commitMs);
    try {
      await client.query('commit');
    } catch (error) {
      if (wasCut || !surelyNotCommitted(error)) throw new CommitUnknownError(result, { cause: error });
      throw error;
    }
    return result;
  } finally {
    clearTimeout(timer);
    budget.signal?.removeEventListener('abort', stop);
    // A connection that was cut or broke leaves the pool.
    client?.release(wasCut || undefined);
  }
}
