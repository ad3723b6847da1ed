import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdmission, StoreBusyError } from '../../../src/server/leads/intake/admission';

/** A piece of work that ends when `finish` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

describe('the queue lead sends wait in for the store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs as many at once as it has places; the next waits and runs, in order, as places free', async () => {
    const admission = createAdmission({ concurrency: 2, queueMax: 10, waitMs: 1000 });
    const order: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => ({ name, ...pending() }));
    const runs = jobs.map((job) => admission.run(async () => (order.push(job.name), job.work())));
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a', 'b']);
    expect(admission.waiting).toBe(2);
    jobs[1]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['a', 'b', 'c']);
    jobs[0]!.finish();
    jobs[2]!.finish();
    jobs[3]!.finish();
    await Promise.all(runs);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(admission.waiting).toBe(0);
  });

  it('refuses at once past its queue length, and a send that waited its longest, with StoreBusyError', async () => {
    const admission = createAdmission({ concurrency: 1, queueMax: 1, waitMs: 1000 });
    const first = pending();
    const running = admission.run(first.work);
    const waiting = admission.run(async () => 'second');
    await expect(admission.run(async () => 'third')).rejects.toBeInstanceOf(StoreBusyError);
    const waited = expect(waiting).rejects.toMatchObject({ name: 'StoreBusyError', retryAfterSeconds: 5 });
    await vi.advanceTimersByTimeAsync(999);
    expect(admission.waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await waited;
    expect(admission.waiting).toBe(0);
    first.finish();
    await running;
    // The place is free again.
    await expect(admission.run(async () => 'fourth')).resolves.toBe('fourth');
  });

  it('frees the place of work that fails, and lets a visitor who left go', async () => {
    const admission = createAdmission({ concurrency: 1, queueMax: 5, waitMs: 10_000 });
    await expect(admission.run(() => Promise.reject(new Error('store away')))).rejects.toThrow('store away');
    const first = pending();
    const running = admission.run(first.work);
    const visitor = new AbortController();
    const left = admission.run(async () => 'never', visitor.signal);
    visitor.abort(new Error('gone'));
    await expect(left).rejects.toThrow('gone');
    expect(admission.waiting).toBe(0);
    first.finish();
    await running;
  });
});
