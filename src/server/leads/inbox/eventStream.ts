/**
 * The live inbox's Server-Sent Events: each lead notice as an `event: lead` message, a comment
 * line as heartbeat so proxies keep the stream open, and the end when the staff member leaves.
 */
import { cachePolicy } from '../../http/cachePolicy.ts';
import type { LeadEventBus, LeadNotice, LeadNoticeListener } from './events.ts';

/** A comment line this often keeps idle proxies (nginx's 60 s read timeout) from closing the stream. */
const HEARTBEAT_MS = 20_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RECONNECT_MS = 2_000;

export interface EventStreamOptions {
  /** Ends the stream (the visitor left); defaults to the request's own signal. */
  signal?: AbortSignal;
  heartbeatMs?: number;
}

/** One notice as an SSE message. */
function leadEventMessage(notice: LeadNotice): string {
  return `event: lead\ndata: ${JSON.stringify(notice)}\n\n`;
}

/**
 * A `text/event-stream` response that sends every notice `subscribe` hands over, until the
 * request's signal aborts or the browser stops reading; then it unsubscribes.
 */
export function leadEventsResponse(
  request: Request,
  subscribe: (listener: LeadNoticeListener) => () => void,
  options: EventStreamOptions = {},
): Response {
  const signal = options.signal ?? request.signal;
  const encoder = new TextEncoder();
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const unsubscribe = subscribe((notice) => send(leadEventMessage(notice)));
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
      finish = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        signal.removeEventListener('abort', close);
      };
      const close = () => {
        finish();
        try {
          controller.close();
        } catch {
          // already closed or errored
        }
      };
      if (signal.aborted) return close();
      signal.addEventListener('abort', close, { once: true });
      send(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    },
    cancel() {
      finish();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': cachePolicy.never,
      'X-Accel-Buffering': 'no',
    },
  });
}

/** The staff route's handler (after its permission check): the app's lead notices as SSE. */
export function leadEventsHandler(request: Request, bus: LeadEventBus, options: EventStreamOptions = {}): Response {
  return leadEventsResponse(request, (listener) => bus.subscribe(listener), options);
}
