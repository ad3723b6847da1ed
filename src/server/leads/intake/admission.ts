/**
 * The queue lead sends wait in for the store: at most `concurrency` write at once (fewer than
 * the store's connections, so pages and staff keep theirs), up to `queueMax` wait their turn
 * for at most `waitMs`, and past that a send is refused at once with StoreBusyError, which the
 * form answers 503 with Retry-After. A burst of visitors then waits a moment instead of
 * failing on a connection timeout.
 */

import type { Env } from '../../env.ts';

/** How long a refused send is asked to wait before it tries again. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/** The queue is full, or the send waited its longest: nothing was written. */
export class StoreBusyError extends Error {
  override name = 'StoreBusyError';
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
}

export interface AdmissionOptions {
  concurrency: number;
  queueMax: number;
  waitMs: number;
}

export interface Admission {
  /** Runs `work` once a place is free; rejects with StoreBusyError when none comes in time, or `signal`'s reason when it aborts first. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Sends waiting for a place. */
  readonly waiting: number;
}

interface Waiter {
  start: () => void;
  fail: (error: unknown) => void;
}

/** A queue with `concurrency` places, `queueMax` waiting and `waitMs` the longest wait. */
export function createAdmission({ concurrency, queueMax, waitMs }: AdmissionOptions): Admission {
  let running = 0;
  const queue: Waiter[] = [];
  const release = () => {
    running--;
    queue.shift()?.start();
  };
  const place = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (running < concurrency && queue.length === 0) return void (running++, resolve());
      if (queue.length >= queueMax) return reject(new StoreBusyError('The queue for the store is full'));
      const leave = (error: unknown) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        queue.splice(queue.indexOf(waiter), 1);
        reject(error);
      };
      const onAbort = () => leave(signal!.reason);
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          running++;
          resolve();
        },
        fail: leave,
      };
      const timer = setTimeout(
        () => waiter.fail(new StoreBusyError('No place in the queue for the store came in time')),
        waitMs,
      );
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(waiter);
    });
  return {
    async run(work, signal) {
      signal?.throwIfAborted();
      await place(signal);
      try {
        return await work();
      } finally {
        release();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The queue for lead writes: DB_POOL_MAX less two places, LEAD_QUEUE_MAX waiting, LEAD_QUEUE_WAIT_MS at most. */
export const createLeadAdmission = (
  settings: Pick<Env, 'DB_POOL_MAX' | 'LEAD_QUEUE_MAX' | 'LEAD_QUEUE_WAIT_MS'>,
): Admission =>
  createAdmission({
    concurrency: settings.DB_POOL_MAX - 2,
    queueMax: settings.LEAD_QUEUE_MAX,
    waitMs: settings.LEAD_QUEUE_WAIT_MS,
  });

/**
 * Whether `error` is a StoreBusyError, by its name: the app's queue may come from the server's
 * copy of this module and the form's check from the build's, where `instanceof` would not hold.
 */
export const isStoreBusy = (error: unknown): error is StoreBusyError =>
  error instanceof Error && error.name === 'StoreBusyError';
