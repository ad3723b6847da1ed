/**
 * Load benchmark on this machine: requests per second and latency percentiles for a
 * prerendered page, the on-demand cases and home pages, the cases API and a form post, printed as a
 * table. Serves the existing build (run `npm run build` first) on BENCH_PORT with a fresh
 * embedded store, rate limits lifted. BENCH_SECONDS (default 10) per target, 50 connections.
 * Then the leads inbox with 100,000 leads (`scripts/benchInbox.ts`, alone: `npm run bench:inbox`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchInbox } from './benchInbox.ts';
import { startSite } from './startSite.ts';

const port = Number(process.env.BENCH_PORT ?? 4600);
const origin = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));

const server = await startSite(
  port,
  {
    DATA_DIR: dataDir,
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    RATE_LIMIT_MAX: '100000000',
    FORM_MIN_FILL_MS: '0',
  },
  { showErrors: true },
);

const form = new URLSearchParams({
  name: 'Bench Mark',
  email: 'bench@example.com',
  company: 'Load Test Ltd',
  message: 'Measuring how many demo requests the site can store per second.',
  consent: 'yes',
  lang: 'en',
  page: '/en',
  startedAt: '0',
  website: '',
}).toString();

const targets = [
  { name: 'page (prerendered) GET /en/about', url: `${origin}/en/about` },
  { name: 'page (on demand) GET /en/cases', url: `${origin}/en/cases` },
  { name: 'page (on demand, with a form) GET /en', url: `${origin}/en` },
  { name: 'cases API GET /functions/v1/get-cases-by-lang?lng=en', url: `${origin}/functions/v1/get-cases-by-lang?lng=en` },
  {
    name: 'form post POST /_actions/demo',
    url: `${origin}/_actions/demo`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'accept-encoding': 'br' },
    body: form,
  },
];

try {
  const rows = [];
  for (const target of targets) {
    const result = await autocannon({
      url: target.url,
      method: target.method ?? 'GET',
      headers: target.headers ?? { 'accept-encoding': 'br, gzip' },
      body: target.body,
      connections: 50,
      duration: seconds,
    });
    rows.push({
      target: target.name,
      'req/s (mean)': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      errors: result.errors + result.timeouts,
      'non-2xx': result.non2xx,
      requests: result.requests.total,
    });
  }
  console.log(`\nLoad: ${seconds}s per target, 50 connections, one server process on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
  console.table(rows);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

await benchInbox(process.env.BENCH_DATABASE_URL || undefined);
