/**
 * The case editor's autosave timing, on a timer the test moves by hand: a draft goes a few
 * seconds after the last change, never while the member is still typing, one at a time, again
 * after a failure; leaving sends what is left at once; a save leaves nothing to keep.
 */
import { describe, expect, it } from 'vitest';
import { createAutosave, type AutosaveState, type Timer } from '../../../src/client/staff/autosave';

/** A timer that runs only when the test moves its clock. */
function manualTimer() {
  let now = 0;
  let next = 1;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const timer: Timer = {
    set: (run, ms) => (waiting.set(next, { at: now + ms, run }), next++),
    clear: (handle) => void waiting.delete(handle),
  };
  /** Moves the clock by `ms`, running what falls due in order. */
  const advance = async (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = [...waiting.entries()].filter(([, entry]) => entry.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      waiting.delete(due[0]);
      now = due[1].at;
      due[1].run();
      await new Promise((resolve) => setImmediate(resolve));
    }
    now = until;
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { timer, advance, waiting: () => waiting.size };
}

/** An autosave whose drafts are recorded; `answers` says whether each is kept (kept by default). */
function setUp(answers: boolean[] = []) {
  const clock = manualTimer();
  const sent: number[] = [];
  const states: AutosaveState[] = [];
  let release: (() => void) | undefined;
  let hold = false;
  const autosave = createAutosave({
    delayMs: 3000,
    timer: clock.timer,
    send: async () => {
      sent.push(sent.length + 1);
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      return answers.shift() ?? true;
    },
    onState: (state) => void states.push(state),
  });
  return {
    ...clock,
    autosave,
    sent,
    states,
    holdNext: () => (hold = true),
    releaseHeld: () => ((hold = false), release?.()),
  };
}

describe('autosave', () => {
  it('sends one draft three seconds after the last change, none while typing goes on', async () => {
    const { autosave, advance, sent, states } = setUp();
    autosave.changed();
    await advance(2000);
    autosave.changed();
    await advance(2999);
    expect(sent).toEqual([]);
    expect(autosave.pending).toBe(true);
    await advance(1);
    expect(sent).toEqual([1]);
    expect(states).toEqual(['changed', 'changed', 'saving', 'saved']);
    expect(autosave.pending).toBe(false);
    await advance(60_000);
    expect(sent).toEqual([1]);
  });

  it('sends a change made while a draft is on its way after it, not beside it', async () => {
    const { autosave, advance, sent, states, holdNext, releaseHeld } = setUp();
    holdNext();
    autosave.changed();
    await advance(3000);
    expect(sent).toEqual([1]);
    autosave.changed();
    await advance(3000);
    // The second waits for the first.
    expect(sent).toEqual([1]);
    releaseHeld();
    await advance(0);
    await advance(3000);
    expect(sent).toEqual([1, 2]);
    expect(states.at(-1)).toBe('saved');
  });

  it('says a draft was not kept and tries again after the same wait', async () => {
    const { autosave, advance, sent, states } = setUp([false]);
    autosave.changed();
    await advance(3000);
    expect(states.at(-1)).toBe('failed');
    expect(autosave.pending).toBe(true);
    await advance(3000);
    expect(sent).toEqual([1, 2]);
    expect(states.at(-1)).toBe('saved');
  });

  it('sends what is left at once when the page is left, and nothing when nothing is', async () => {
    const { autosave, advance, sent, waiting } = setUp();
    await autosave.flush();
    expect(sent).toEqual([]);
    autosave.changed();
    await autosave.flush();
    expect(sent).toEqual([1]);
    expect(waiting()).toBe(0);
    await advance(10_000);
    expect(sent).toEqual([1]);
  });

  it('leaves nothing to keep or waiting once the form is saved', async () => {
    const { autosave, advance, sent } = setUp();
    expect(autosave.pending).toBe(false);
    autosave.changed();
    expect(autosave.pending).toBe(true);
    autosave.submitted();
    expect(autosave.pending).toBe(false);
    await advance(10_000);
    expect(sent).toEqual([]);
  });
});
