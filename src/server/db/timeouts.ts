/**
 * How long the site waits for PostgreSQL, so a database that stalls or restarts costs a
 * visitor seconds, never minutes (docs/operate/reliability.md). PGlite runs in the process and needs none.
 */
export const postgresTimeouts = {
  /** Waiting for a connection, new or from the pool. */
  connectMs: 2_000,
  /** One statement, on the server (`statement_timeout`). */
  statementMs: 5_000,
  /** One answer, on the client (`query_timeout`): an answer that never comes fails instead of hanging. */
  queryMs: 6_000,
  /**
   * A transaction whose client went quiet is rolled back by PostgreSQL after this
   * (`idle_in_transaction_session_timeout`), so a COMMIT delayed longer never commits.
   */
  idleInTransactionMs: 2_000,
  /**
   * One statement of a periodic job (`DatabaseHandle.jobs`): a day's roll-up of a million page
   * views takes about 6 s on a 2-core machine (`npm run bench:analytics`), past a visitor's limit.
   */
  jobStatementMs: 300_000,
} as const;

/**
 * A form's transaction: 2.5 s to connect and write (past it, no COMMIT is sent and nothing is
 * stored), then up to 2.5 s for the COMMIT's answer, as long as PostgreSQL could still commit
 * it (the idle-in-transaction limit plus a margin). The visitor has an answer within 5 s.
 */
export const formTransactionBudget = {
  workMs: 2_500,
  commitMs: postgresTimeouts.idleInTransactionMs + 500,
} as const;
