import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeadNoticeListener } from '../../../src/server/leads/inbox/events';
import { leadEventsResponse } from '../../../src/server/leads/inbox/eventStream';

/** A subscribe function that records its listeners, as the bus would hold them. */
function fakeBus() {
  const listeners = new Set<LeadNoticeListener>();
  return {
    listeners,
    subscribe: (listener: LeadNoticeListener) => (listeners.add(listener), () => listeners.delete(listener)),
    publish: (...args: Parameters<LeadNoticeListener>) => listeners.forEach((listener) => listener(...args)),
  };
}

const request = () => new Request('http://site.test/staff/leads/events');

describe('the live inbox event stream', () => {
  afterEach(() => vi.useRealTimers());

  it('is an uncached, unbuffered event stream that sends each notice as an event', async () => {
    const bus = fakeBus();
    const response = leadEventsResponse(request(), bus.subscribe, { signal: new AbortController().signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await reader.read()).value).toBe('retry: 2000\n: connected\n\n');
    bus.publish({ type: 'changed', leadId: 7, change: 'note' });
    expect((await reader.read()).value).toBe('event: lead\ndata: {"type":"changed","leadId":7,"change":"note"}\n\n');
    await reader.cancel();
    expect(bus.listeners.size).toBe(0);
  });

  it('sends a heartbeat comment while nothing happens, and stops with it when the staff member leaves', async () => {
    vi.useFakeTimers();
    const bus = fakeBus();
    const leaving = new AbortController();
    const response = leadEventsResponse(request(), bus.subscribe, { signal: leaving.signal, heartbeatMs: 20_000 });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read();
    vi.advanceTimersByTime(20_000);
    expect((await reader.read()).value).toBe(': heartbeat\n\n');
    leaving.abort();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
    expect(bus.listeners.size).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ends at once for a request already gone, holding no subscription', async () => {
    const bus = fakeBus();
    const response = leadEventsResponse(request(), bus.subscribe, { signal: AbortSignal.abort() });
    const text = await response.text();
    expect(text).toBe('');
    expect(bus.listeners.size).toBe(0);
  });
});
