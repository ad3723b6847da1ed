/**
 * The outbox's rows as the worker handles them: claiming due ones for a while (a lease), renewing
 * the lease during a slow send, and recording each send's outcome, all timed by the database's
 * clock so every instance agrees.
 */
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox, type DeliveryFailure, type OutboxChannel } from '../../db/schema.ts';
import { formTransactionBudget } from '../../db/timeouts.ts';
import { transactionWithin } from '../../db/transactionWithin.ts';
import type { Env } from '../../env.ts';

/** The longest reason `last_error` keeps. */
const MAX_ERROR_LENGTH = 500;

/** A row a worker claimed: which lead, by which channel, after how many attempts. */
export interface ClaimedRow {
  id: number;
  leadId: number;
  channel: OutboxChannel;
  /** Whom the row notifies (the assignee's id), '' for the team's channels. */
  recipient: string;
  attempts: number;
}

/** `now() + ms`, computed by the database so every instance shares one clock. */
const nowPlus = (ms: number) => sql`now() + ${Math.round(ms)}::double precision * interval '1 millisecond'`;

/**
 * The wait before the next try after `attempts` earlier failures:
 * min(base · 2^attempts, max), with jitter (between half and all of it) so retries spread out.
 */
export function retryDelayMs(
  attempts: number,
  settings: Pick<Env, 'OUTBOX_RETRY_BASE_MS' | 'OUTBOX_RETRY_MAX_MS'>,
  random = Math.random,
): number {
  const ceiling = Math.min(settings.OUTBOX_RETRY_BASE_MS * 2 ** Math.min(attempts, 40), settings.OUTBOX_RETRY_MAX_MS);
  return Math.max(1, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}

/**
 * Claims up to `limit` due rows of the given channels: `FOR UPDATE SKIP LOCKED` in a short
 * transaction, so concurrent workers take disjoint rows, then pushes their next attempt out
 * by the lease so no other worker picks them up while they are being sent.
 */
export async function claimDueRows(
  db: Database,
  channels: OutboxChannel[],
  limit: number,
  leaseMs: number,
): Promise<ClaimedRow[]> {
  // As short as a form's write, with the same budget: a stalled database fails the pass, not hangs it.
  return transactionWithin(db, formTransactionBudget, async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          isNull(outbox.deliveredAt),
          isNull(outbox.givenUpAt),
          lte(outbox.nextAttemptAt, sql`now()`),
          inArray(outbox.channel, channels),
        ),
      )
      .orderBy(outbox.nextAttemptAt, outbox.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (!due.length) return [];
    return tx
      .update(outbox)
      .set({ nextAttemptAt: nowPlus(leaseMs) })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning({
        id: outbox.id,
        leadId: outbox.leadId,
        channel: outbox.channel,
        recipient: outbox.recipient,
        attempts: outbox.attempts,
      });
  });
}

/**
 * Pushes the claims of rows still being sent another lease ahead. A row whose outcome was
 * recorded meanwhile (its attempts went up) keeps the next attempt that outcome set.
 */
export async function renewClaims(db: Database, rows: ClaimedRow[], leaseMs: number): Promise<void> {
  if (!rows.length) return;
  await db
    .update(outbox)
    .set({ nextAttemptAt: nowPlus(leaseMs) })
    .where(
      and(
        isNull(outbox.deliveredAt),
        or(...rows.map((row) => and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts)))),
      ),
    );
}

/**
 * Runs an update that records a send's outcome, once more if the first try fails: a
 * connection the database dropped a moment ago (a restart) must not make a delivered
 * notification go out again after the lease.
 */
async function record(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch {
    await write();
  }
}

/** A short, single-line reason for `last_error` and the log (no lead data in it). */
export function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause ? String(cause.code) : undefined;
  const text = cause ? `${message} (${code ?? cause.message})` : message;
  return text.replace(/\s+/g, ' ').slice(0, MAX_ERROR_LENGTH);
}

/** Records a delivered send: no further attempt. */
export function recordDelivery(db: Database, row: ClaimedRow): Promise<void> {
  return record(() =>
    db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        deliveredAt: sql`now()`,
        lastAttemptAt: sql`now()`,
        lastError: null,
        lastFailure: null,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts))),
  );
}

/**
 * Records a failed send: its `reason` and `failure`, and the next attempt `delayMs` from now,
 * or, when the failure is `final`, no further attempt (given up; staff can still retry it).
 */
export function recordFailure(
  db: Database,
  row: ClaimedRow,
  reason: string,
  failure: DeliveryFailure,
  delayMs: number,
  final = false,
): Promise<void> {
  return record(() =>
    db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        lastError: reason,
        lastFailure: failure,
        lastAttemptAt: sql`now()`,
        nextAttemptAt: nowPlus(delayMs),
        ...(final ? { givenUpAt: sql`now()` } : {}),
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts))),
  );
}
