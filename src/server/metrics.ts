/**
 * Prometheus metrics (`prom-client`), served only on METRICS_PORT or to a METRICS_TOKEN
 * bearer, never to visitors. Counters live in this process; the outbox gauges are read from
 * the store at each scrape, so any instance reports the shared outbox.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { DatabaseHandle } from './db/client.ts';
import { cachePolicy } from './http/cachePolicy.ts';
import type { RouteKind } from './http/routeKind.ts';

/** How long a scrape waits for the outbox figures before leaving them out. */
const OUTBOX_QUERY_MS = 2000;

interface OutboxFigures {
  pending: number;
  failed: number;
  givenUp: number;
  oldestSeconds: number;
}

/** The outbox figures of `store`, one query shared by the four gauges of one scrape (within 500 ms). */
function outboxFiguresOf(store: () => DatabaseHandle | undefined): () => Promise<OutboxFigures | undefined> {
  let figures: { at: number; value: Promise<OutboxFigures | undefined> } | undefined;
  return () => {
    if (figures && performance.now() - figures.at < 500) return figures.value;
    const opened = store();
    const value = opened ? readOutboxFigures(opened) : Promise.resolve(undefined);
    figures = { at: performance.now(), value };
    return value;
  };
}

/**
 * Reads the outbox figures in one query. A row the outbox has given up on is counted apart, not
 * as pending: nothing will send it again until staff do, so it must not age the oldest pending
 * row and keep that alert firing for ever.
 */
async function readOutboxFigures(store: DatabaseHandle): Promise<OutboxFigures | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const result = await Promise.race([
      store.db.execute(sql`
        select count(*) filter (where delivered_at is null and given_up_at is null)::int as pending,
               count(*) filter (where delivered_at is null and given_up_at is null and attempts > 0)::int as failed,
               count(*) filter (where delivered_at is null and given_up_at is not null)::int as given_up,
               coalesce(extract(epoch from now() - min(created_at) filter (where delivered_at is null and given_up_at is null)), 0)::float8 as oldest
        from outbox`),
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), OUTBOX_QUERY_MS))),
    ]);
    const row = (result as unknown as { rows: { pending: number; failed: number; given_up: number; oldest: number }[] })
      .rows[0]!;
    return {
      pending: Number(row.pending),
      failed: Number(row.failed),
      givenUp: Number(row.given_up),
      oldestSeconds: Number(row.oldest),
    };
  } catch {
    return undefined; // the store is away: the gauges are left out of this scrape
  } finally {
    clearTimeout(timer);
  }
}

function outboxGauge(
  registry: Registry,
  outboxFigures: () => Promise<OutboxFigures | undefined>,
  name: string,
  help: string,
  pick: (figures: OutboxFigures) => number,
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      const current = await outboxFigures();
      if (current) this.set(pick(current));
      else this.reset();
    },
  });
}

/** An app's metrics, in a registry of their own; the outbox gauges read `store` at each scrape. */
export function createMetrics(store: () => DatabaseHandle | undefined) {
  const registry = new Registry();
  const outboxFigures = outboxFiguresOf(store);
  // One labelled series per combination, found by a plain key rather than hashing the labels each time.
  const requestSeries = new Map<string, { observe(value: number): void }>();
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestSeconds: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by kind of route (page, prerendered, asset, api, action, staff, other), method and status class',
      labelNames: ['kind', 'method', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCacheHits: new Counter({
      name: 'page_cache_hits_total',
      help: 'On-demand GET/HEAD answers served from the page cache',
      registers: [registry],
    }),
    pageCacheMisses: new Counter({
      name: 'page_cache_misses_total',
      help: 'On-demand GET/HEAD answers rendered because the page cache had none',
      registers: [registry],
    }),
    leadsReceived: new Counter({
      name: 'leads_received_total',
      help: 'Leads stored, by form',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    leadsFlagged: new Counter({
      name: 'leads_flagged_spam_total',
      help: 'Sends the spam rules stored as spam, by form',
      labelNames: ['kind'] as const,
      registers: [registry],
    }),
    leadQueueRefusals: new Counter({
      name: 'lead_queue_refusals_total',
      help: 'Form sends answered 503 because the queue for the store was full or too slow, by form',
      labelNames: ['form'] as const,
      registers: [registry],
    }),
    proxyPurges: new Counter({
      name: 'proxy_purges_total',
      help: 'Tries to purge a caching proxy (PROXY_PURGE_URLS), by result (ok, failed)',
      labelNames: ['result'] as const,
      registers: [registry],
    }),
    meetingSlotsTaken: new Counter({
      name: 'meeting_slots_taken_total',
      help: 'Meeting bookings refused because the time was no longer free (taken by another visitor, or never offered)',
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Form sends refused by the rate limit, by form',
      labelNames: ['form'] as const,
      registers: [registry],
    }),
    outboxPending: outboxGauge(
      registry,
      outboxFigures,
      'outbox_pending',
      'Notifications not yet delivered and still being tried (all instances)',
      (f) => f.pending,
    ),
    outboxFailed: outboxGauge(
      registry,
      outboxFigures,
      'outbox_failed',
      'Pending notifications whose last attempt failed (all instances)',
      (f) => f.failed,
    ),
    outboxGivenUp: outboxGauge(
      registry,
      outboxFigures,
      'outbox_given_up',
      'Notifications the outbox gave up on, waiting for staff to send them again (all instances)',
      (f) => f.givenUp,
    ),
    outboxOldest: outboxGauge(
      registry,
      outboxFigures,
      'outbox_oldest_undelivered_age_seconds',
      'Age of the oldest pending notification (given-up ones left out), 0 when none',
      (f) => f.oldestSeconds,
    ),
    /** Records one answered request. */
    observeRequest(kind: RouteKind, method: string | undefined, status: number, seconds: number): void {
      const methodLabel = method === 'GET' || method === 'HEAD' ? 'GET' : method === 'POST' ? 'POST' : 'other';
      const statusLabel = `${Math.floor(status / 100)}xx`;
      const key = `${kind} ${methodLabel} ${statusLabel}`;
      let observer = requestSeries.get(key);
      if (!observer)
        requestSeries.set(
          key,
          (observer = this.requestSeconds.labels({ kind, method: methodLabel, status: statusLabel })),
        );
      observer.observe(seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/i.exec(header ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Sends the metrics in Prometheus' text format. */
async function sendMetrics({ registry }: Metrics, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const text = await registry.metrics();
  res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': cachePolicy.never });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * `/metrics` on the public port: answered only when METRICS_TOKEN is set, no METRICS_PORT is,
 * and the request carries that bearer token; returns false otherwise, so the site answers
 * it like any unknown address (404) and visitors learn nothing.
 */
export function answerPublicMetrics(
  metrics: Metrics,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  settings: { METRICS_PORT?: number | undefined; METRICS_TOKEN?: string | undefined },
): boolean {
  if (url.pathname !== '/metrics' || settings.METRICS_PORT || !settings.METRICS_TOKEN) return false;
  if (!tokenMatches(req.headers.authorization, settings.METRICS_TOKEN)) return false;
  void sendMetrics(metrics, req, res);
  return true;
}

/**
 * The listener of the metrics port: `/metrics` (with the bearer token when METRICS_TOKEN is
 * set, else 401), 404 for anything else.
 */
export function metricsListener(metrics: Metrics, token: string | undefined) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const path = (req.url ?? '').split('?', 1)[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    if (token && !tokenMatches(req.headers.authorization, token)) {
      res
        .writeHead(401, { 'Content-Type': 'text/plain; charset=utf-8', 'WWW-Authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    void sendMetrics(metrics, req, res);
  };
}
