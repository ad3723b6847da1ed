/**
 * Page counting under load (`npm run bench:analytics`), on PGlite or, when BENCH_DATABASE_URL
 * names a PostgreSQL server, on a fresh database created there for the run and dropped after:
 *
 * - ingest: beacons sent for BENCH_ANALYTICS_SECONDS (default 10) by autocannon, in this
 *   process, to the beacon's handler (`answerBeacon`: origin, limiter, parsing, hashing,
 *   batched writes) on an HTTP server of its own; events/s counts the rows stored once written;
 * - through the server (PostgreSQL only, needs a build): the same beacons posted over HTTP to
 *   the built site's own process on BENCH_ANALYTICS_PORT (default 4620), see
 *   `scripts/benchBeaconServer.ts`; it checks that the rows stored equal the beacons accepted;
 * - dashboard: BENCH_ANALYTICS_DAYS (default 30) days of BENCH_ANALYTICS_VIEWS_PER_DAY (default
 *   1,000,000) generated page views, rolled up (time per day printed), then the staff page's
 *   report over those days, p50 / p95 over BENCH_ANALYTICS_RUNS (default 30) runs.
 *
 * It prints what it generated; on a small machine pass fewer views a day and say so.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { answerBeacon } from '../src/server/analytics/beacon.ts';
import { analyticsReport } from '../src/server/analytics/report.ts';
import { rollUpDay } from '../src/server/analytics/rollup.ts';
import { createApp } from '../src/server/app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/server/db/client.ts';
import { analyticsEvents } from '../src/server/db/schema.ts';
import { parseEnv } from '../src/server/env.ts';
import { settleForwarding } from '../src/server/http/forwarding.ts';
import { benchBeaconsThroughServer } from './benchBeaconServer.ts';

const SECONDS = Number(process.env.BENCH_ANALYTICS_SECONDS ?? 10);
const DAYS = Number(process.env.BENCH_ANALYTICS_DAYS ?? 30);
const VIEWS_PER_DAY = Number(process.env.BENCH_ANALYTICS_VIEWS_PER_DAY ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 30);
const PORT = Number(process.env.BENCH_ANALYTICS_PORT ?? 4620);
const BATCH = 250_000;
const SITE = 'https://site.example';
const LAST_DAY = '2026-03-31';

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/** Beacons for BENCH_ANALYTICS_SECONDS from 1,000 addresses; returns the events stored per second. */
async function ingest(handle: DatabaseHandle): Promise<void> {
  const app = createApp(parseEnv({ SITE_URL: SITE, TRUST_PROXY: 'true', ANALYTICS_BEACONS_PER_MINUTE: '1000000' }), {
    handle,
  });
  const server = http.createServer((req, res) => {
    settleForwarding(req, app.settings);
    if (
      !answerBeacon(
        app.counting,
        app.settings,
        req,
        res,
        new URL(req.url ?? '/', SITE),
        String(req.headers['x-forwarded-for']),
      )
    )
      res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  app.counting.recorder.start();
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/a`;
  let sent = 0;
  const started = performance.now();
  const result = await autocannon({
    url,
    method: 'POST',
    connections: 50,
    duration: SECONDS,
    headers: {
      origin: SITE,
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent':
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    },
    setupClient(client) {
      client.setHeaders({
        origin: SITE,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': 'Mozilla/5.0 Chrome/131.0.0.0 Safari/537.36',
        'x-forwarded-for': `10.0.${sent % 4}.${sent++ % 250}`,
      });
    },
    body: JSON.stringify({
      u: `${SITE}/en/solutions?utm_source=newsletter&utm_campaign=spring`,
      r: 'https://search.example/',
      w: 1280,
    }),
  });
  await app.counting.recorder.stop();
  const seconds = (performance.now() - started) / 1000;
  const stored = await handle.db.$count(analyticsEvents);
  console.log(
    `ingest: ${result.requests.total} beacons in ${SECONDS} s (${result.non2xx} not 204), ${stored} events stored: ${Math.round(stored / seconds)} events/s, p50 answer ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
  );
  server.close();
  await app.counting.close();
  await handle.db.execute(sql`truncate analytics_events`);
}

/** Generates DAYS days of VIEWS_PER_DAY views ending on LAST_DAY, about 4 views per visitor. */
async function generate(db: Database): Promise<string[]> {
  const days = Array.from({ length: DAYS }, (_, index) =>
    new Date(Date.parse(`${LAST_DAY}T00:00:00Z`) - (DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
  const started = performance.now();
  for (const day of days) {
    for (let start = 0; start < VIEWS_PER_DAY; start += BATCH) {
      const end = Math.min(start + BATCH, VIEWS_PER_DAY) - 1;
      await db.execute(sql`
        insert into analytics_events (at, visitor, path, referrer, source, medium, campaign, lang, device)
        select ${day}::timestamptz + (g % 86400) * interval '1 second',
          left(md5(${day} || (g / 4)::text), 32),
          (array['/en','/en/contact','/en/solutions','/ru','/ru/contact','/fr','/es/technology','/pt/cases','/id/about','/en/cases/retail-analytics'])[1 + g % 10],
          (array['','','search.example','news.example'])[1 + (g / 4) % 4],
          (array['','newsletter','search.example','news.example','linkedin'])[1 + (g / 4) % 5],
          (array['','email','cpc'])[1 + (g / 4) % 3],
          (array['','spring','launch','webinar'])[1 + (g / 4) % 4],
          (array['en','ru','fr','es','pt','id'])[1 + (g / 4) % 6],
          (array['mobile','desktop','tablet'])[1 + (g / 4) % 3]
        from generate_series(${start}::int, ${end}::int) g`);
    }
  }
  console.log(
    `generated: ${DAYS} days x ${VIEWS_PER_DAY.toLocaleString('en')} views = ${(DAYS * VIEWS_PER_DAY).toLocaleString('en')} views in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return days;
}

/** Rolls the generated days up on the jobs' connections (as the server does), then times the Visits page's report on the requests' ones. */
async function dashboard({ db, jobs }: DatabaseHandle): Promise<void> {
  const days = await generate(jobs);
  const rollUpMs: number[] = [];
  for (const day of days) {
    const started = performance.now();
    await rollUpDay(jobs, day);
    rollUpMs.push(performance.now() - started);
  }
  console.log(
    `roll-up: ${percentile(rollUpMs, 0.5).toFixed(0)} ms per day (p50), ${Math.max(...rollUpMs).toFixed(0)} ms at most`,
  );
  const period = { from: days[0]!, to: days.at(-1)! };
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await analyticsReport(db, period);
    times.push(performance.now() - started);
  }
  console.log(
    `dashboard report over ${DAYS} days: p50 ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms (${RUNS} runs)`,
  );
}

/** The steps on one store; `postgresUrl` (the store's server) adds the one through the built site. */
async function onStore(name: string, handle: DatabaseHandle, postgresUrl?: string): Promise<void> {
  console.log(`\n${name}`);
  await ingest(handle);
  if (postgresUrl) await benchBeaconsThroughServer(postgresUrl, { port: PORT, seconds: SECONDS });
  await dashboard(handle);
}

const dir = mkdtempSync(join(tmpdir(), 'bench-analytics-'));
const target = process.env.BENCH_DATABASE_URL;
try {
  if (target) {
    const database = `bench_analytics_${process.pid}`;
    const admin = new pg.Client({ connectionString: target });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const handle = await openDatabase({
      DATA_DIR: dir,
      DATABASE_URL: Object.assign(new URL(target), { pathname: `/${database}` }).href,
    });
    try {
      await onStore('PostgreSQL', handle, target);
    } finally {
      await handle.close();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  } else {
    const handle = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    try {
      await onStore('PGlite', handle);
    } finally {
      await handle.close();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
