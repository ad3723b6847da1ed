/**
 * Autosave's timing, apart from the page: a change waits `delayMs` after the last one, then the
 * form is sent as a draft; a change made while a draft is on its way is sent after it; a draft
 * that could not be kept is tried again after the same wait. The timer is handed in, so a test
 * runs it without waiting.
 */

/** What autosave waits on: the browser's timers, or a test's. */
export interface Timer {
  set(run: () => void, ms: number): number;
  clear(handle: number): void;
}

/** Where the form stands: unchanged, changed and not yet kept, being kept, kept as a draft, or not kept. */
export type AutosaveState = 'clean' | 'changed' | 'saving' | 'saved' | 'failed';

export interface AutosaveOptions {
  delayMs: number;
  timer: Timer;
  /** Sends the form as a draft; true once it is kept. */
  send: () => Promise<boolean>;
  /** Told every change of state. */
  onState: (state: AutosaveState) => void;
}

export interface Autosave {
  /** The form changed: (re)starts the wait. */
  changed(): void;
  /** Sends what is not kept yet, now (leaving the page). */
  flush(): Promise<void>;
  /** The form was saved (submitted): nothing is left to keep. */
  submitted(): void;
  /** Changes not yet kept as a draft: leaving now could lose them. */
  readonly pending: boolean;
}

/** The autosave of one form. */
export function createAutosave({ delayMs, timer, send, onState }: AutosaveOptions): Autosave {
  let handle: number | undefined;
  let pending = false;
  let running: Promise<void> | undefined;
  const wait = () => {
    if (handle !== undefined) timer.clear(handle);
    handle = timer.set(() => {
      handle = undefined;
      void flush();
    }, delayMs);
  };
  async function flush(): Promise<void> {
    if (handle !== undefined) timer.clear(handle);
    handle = undefined;
    if (running) {
      await running;
      if (handle === undefined && pending) return flush();
      return;
    }
    if (!pending) return;
    pending = false;
    onState('saving');
    running = send()
      .catch(() => false)
      .then((kept) => {
        running = undefined;
        if (!kept) {
          pending = true;
          onState('failed');
          wait();
        } else onState(pending ? 'changed' : 'saved');
      });
    await running;
  }
  return {
    changed() {
      pending = true;
      if (!running) onState('changed');
      wait();
    },
    flush,
    submitted() {
      if (handle !== undefined) timer.clear(handle);
      handle = undefined;
      pending = false;
    },
    get pending() {
      return pending;
    },
  };
}
