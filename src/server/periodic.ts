/**
 * The server's periodic jobs (the leads' retention, the reply reminders, the visit roll-ups, the
 * embedded store's vacuum): a run, then the next one `everyMs` after it ends, so two runs of a job
 * never overlap. The timer is injected so tests need not wait.
 */

/** Calls `run` after `ms`; `run` resolves once its work is over and the next is scheduled. */
export type SetTimer = (run: () => Promise<void>, ms: number) => { unref?(): void };

export interface PeriodicOptions {
  /** When the first run is, from now. */
  firstMs: number;
  /** The wait between the end of one run and the start of the next. */
  everyMs: number;
  setTimer?: SetTimer | undefined;
  clearTimer?: ((timer: unknown) => void) | undefined;
}

/** Starts `run` (which handles its own failures) on the schedule `options` gives, until `stop`. */
export function startPeriodic(run: () => Promise<void>, options: PeriodicOptions): { stop(): void } {
  const setTimer: SetTimer = options.setTimer ?? ((next, ms) => setTimeout(next, ms));
  const clearTimer = options.clearTimer ?? ((timer: unknown) => clearTimeout(timer as NodeJS.Timeout));
  let timer: unknown;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    const handle = setTimer(() => run().finally(() => schedule(options.everyMs)), ms);
    handle.unref?.();
    timer = handle;
  };
  schedule(options.firstMs);
  return {
    stop() {
      stopped = true;
      clearTimer(timer);
    },
  };
}
