/**
 * What an operator reads from the built server: JSON log lines with the request id nginx
 * sets (never what a visitor typed), and Prometheus metrics that visitors never see. The
 * server runs as its own process on an embedded store, with a webhook that refuses every
 * lead so the outbox has something to report. Needs the build.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { TestWebhook } from '../../support/integration/leadsPeers';
import { freePort, freePorts } from '../../support/ports';

// The site's port and its metrics port, free when the file loads.
const [port, metricsPort] = await freePorts(2);
const token = 'metrics-token-0123456789';
const dataDir = mkdtempSync(join(tmpdir(), 'observability-test-'));
let site: StartedSite;
let webhook: TestWebhook;
const output: string[] = [];

/** Every line the server wrote, parsed (a line that is not JSON fails the test that reads it). */
const lines = () =>
  output
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const typed = { name: 'Zebediah Quux', email: 'zebediah.quux@secret.example', message: 'our secret plan 7731' };
function sendDemo(message = typed.message) {
  return fetch(`${site.origin}/_actions/demo`, {
    method: 'POST',
    headers: {
      Origin: site.origin,
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Request-Id': 'lead-send-1',
    },
    body: new URLSearchParams({ ...typed, message, consent: 'yes', lang: 'en', page: '/en' }),
  });
}

async function scrape(headers: Record<string, string> = { Authorization: `Bearer ${token}` }) {
  const response = await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of the sample `name{labels}` (or `name`) in a scrape, undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

beforeAll(async () => {
  webhook = await new TestWebhook().start();
  webhook.answer = () => 500;
  site = await startSite(port, {
    DATA_DIR: dataDir,
    LEADS_WEBHOOK_URL: webhook.url,
    OUTBOX_POLL_MS: '100',
    OUTBOX_RETRY_BASE_MS: '600000',
    FORM_MIN_FILL_MS: '0',
    RATE_LIMIT_MAX: '1',
    METRICS_PORT: String(metricsPort),
    METRICS_TOKEN: token,
  });
  for (const stream of [site.process.stdout!, site.process.stderr!])
    stream.on('data', (chunk: Buffer) => output.push(chunk.toString()));
});

afterAll(async () => {
  await site?.stop();
  await webhook?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('logs', () => {
  it('writes one JSON line per request with the request id nginx sent, echoed in the answer', async () => {
    const response = await fetch(`${site.origin}/en/about`, {
      headers: { 'X-Request-Id': '0f3c9a7e5b2d4c1a8e6f0a9b7c5d3e1f' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('0f3c9a7e5b2d4c1a8e6f0a9b7c5d3e1f');
    await expect
      .poll(() => lines().find((line) => line.reqId === '0f3c9a7e5b2d4c1a8e6f0a9b7c5d3e1f'))
      .toMatchObject({
        level: 'info',
        msg: 'request',
        method: 'GET',
        path: '/en/about',
        status: 200,
        kind: 'page',
      });
    for (const line of lines()) expect(line).toHaveProperty('time');
  });

  it('at LOG_LEVEL=warn starts the same and writes warnings but no request lines', async () => {
    const quietDir = mkdtempSync(join(tmpdir(), 'observability-quiet-'));
    const quiet = await startSite(await freePort(), { DATA_DIR: quietDir, LOG_LEVEL: 'warn' });
    const written: string[] = [];
    quiet.process.stdout!.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    try {
      expect((await fetch(`${quiet.origin}/en/about`)).status).toBe(200);
      expect(
        (await fetch(`${quiet.origin}/en/no-such-page`, { headers: { 'X-Request-Id': 'quiet-404' } })).status,
      ).toBe(404);
      const parsed = () =>
        written
          .join('')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>);
      await expect.poll(() => parsed().some((line) => line.reqId === 'quiet-404' && line.level === 'warn')).toBe(true);
      expect(parsed().filter((line) => line.msg === 'request')).toEqual([]);
    } finally {
      await quiet.stop();
      rmSync(quietDir, { recursive: true, force: true });
    }
  });

  it('at LOG_REQUESTS=errors writes the lines of refused and failed requests only, and still counts every request', async () => {
    const errorsDir = mkdtempSync(join(tmpdir(), 'observability-errors-'));
    const errorsOnly = await startSite(await freePort(), {
      DATA_DIR: errorsDir,
      LOG_REQUESTS: 'errors',
      METRICS_TOKEN: token,
    });
    const written: string[] = [];
    errorsOnly.process.stdout!.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    try {
      expect((await fetch(`${errorsOnly.origin}/en/about`, { headers: { 'X-Request-Id': 'errors-200' } })).status).toBe(
        200,
      );
      expect(
        (await fetch(`${errorsOnly.origin}/en/no-such-page`, { headers: { 'X-Request-Id': 'errors-404' } })).status,
      ).toBe(404);
      expect(
        (await fetch(`${errorsOnly.origin}/en/about`, { method: 'DELETE', headers: { 'X-Request-Id': 'errors-405' } }))
          .status,
      ).toBe(405);
      const requests = () =>
        written
          .join('')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>)
          .filter((line) => line.msg === 'request');
      await expect
        .poll(() =>
          requests()
            .map((line) => [line.reqId, line.status])
            .sort(),
        )
        .toEqual([
          ['errors-404', 404],
          ['errors-405', 405],
        ]);
      const scraped = await (
        await fetch(`${errorsOnly.origin}/metrics`, { headers: { Authorization: `Bearer ${token}` } })
      ).text();
      expect(scraped).toMatch(/^http_request_duration_seconds_count\{kind="page",method="GET",status="2xx"\} 1$/m);
      expect(scraped).toMatch(/^http_request_duration_seconds_count\{kind="page",method="GET",status="4xx"\} 1$/m);
    } finally {
      await errorsOnly.stop();
      rmSync(errorsDir, { recursive: true, force: true });
    }
  });

  it('makes its own id when the header is missing or malformed', async () => {
    for (const header of [undefined, 'not a good id <script>', 'x'.repeat(200)]) {
      const response = await fetch(`${site.origin}/en/about`, { headers: header ? { 'X-Request-Id': header } : {} });
      expect(response.headers.get('x-request-id')).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    }
  });

  it('tags what a request logs on its way with its id', async () => {
    await fetch(`${site.origin}/en/no-such-page`, { headers: { 'X-Request-Id': 'probe-404' } });
    await expect
      .poll(() => lines().find((line) => line.reqId === 'probe-404' && line.level === 'warn'))
      .toMatchObject({ msg: '[404] "/en/no-such-page"' });
  });

  it('never logs what a visitor typed, in a body or a query', async () => {
    expect((await sendDemo()).status).toBe(200);
    await fetch(
      `${site.origin}/en/contact?name=${encodeURIComponent(typed.name)}&email=${encodeURIComponent(typed.email)}`,
    );
    await expect.poll(() => lines().some((line) => line.path === '/en/contact')).toBe(true);
    await expect
      .poll(() => lines().some((line) => line.reqId === 'lead-send-1' && line.kind === 'action' && line.status === 200))
      .toBe(true);
    const all = output.join('');
    for (const value of [typed.name, 'Zebediah', typed.email, 'zebediah', 'secret plan', '7731'])
      expect(all).not.toContain(value);
  });

  it('leaves probes out at the info level', async () => {
    await fetch(`${site.origin}/healthz`, { headers: { 'X-Request-Id': 'probe-health' } });
    await fetch(`${site.origin}/en/technology`, { headers: { 'X-Request-Id': 'after-probe' } });
    await expect.poll(() => lines().some((line) => line.reqId === 'after-probe')).toBe(true);
    expect(lines().some((line) => line.reqId === 'probe-health')).toBe(false);
  });
});

describe('a page asked for by many at once', () => {
  it('is rendered once: the others wait for that answer, and each gets the page', async () => {
    const misses = async () => sample((await scrape()).text, 'page_cache_misses_total') ?? 0;
    const before = await misses();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${site.origin}/pt/cases`, { headers: { 'Accept-Encoding': 'br' } })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const pages = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).toContain('<html lang="pt"');
    expect((await misses()) - before).toBe(1);
  });
});

describe('metrics', () => {
  it('are not on the public port, with or without the token', async () => {
    for (const headers of [{}, { Authorization: `Bearer ${token}` }] as Record<string, string>[]) {
      const response = await fetch(`${site.origin}/metrics`, { headers });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('http_request_duration_seconds');
    }
  });

  it('want the bearer token on the metrics port', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({ Authorization: 'Bearer wrong-token-0123456789' })).status).toBe(401);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/en`)).status).toBe(404);
  });

  it('count requests by kind of route, page cache hits, leads by form, refusals, and the outbox backlog', async () => {
    await fetch(`${site.origin}/en/cases`);
    await fetch(`${site.origin}/en/cases`);
    await fetch(`${site.origin}/favicon.svg`);
    await fetch(`${site.origin}/functions/v1/get-cases-by-lang?lng=en`);
    // The demo lead of the logs test was received; a second send within the window is refused.
    expect((await sendDemo('another message')).status).toBe(429);
    // Its webhook call failed once (a 500, tried again later): pending, failed, not given up, and getting older.
    await expect
      .poll(async () => sample((await scrape()).text, 'outbox_failed'), { timeout: 30_000, interval: 200 })
      .toBe(1);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, 'leads_received_total{kind="demo"}')).toBe(1);
    expect(sample(text, 'rate_limit_refusals_total{form="demo"}')).toBe(1);
    expect(sample(text, 'page_cache_hits_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'page_cache_misses_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'outbox_pending')).toBe(1);
    expect(sample(text, 'outbox_given_up')).toBe(0);
    expect(sample(text, 'outbox_oldest_undelivered_age_seconds')).toBeGreaterThan(0);
    // Every public page is rendered on demand (the published copy), so none is a prerendered file.
    for (const kind of ['page', 'asset', 'api', 'other']) {
      expect(text, kind).toMatch(
        new RegExp(`^http_request_duration_seconds_count\\{kind="${kind}",method="GET",status="\\dxx"\\} [1-9]`, 'm'),
      );
    }
    expect(text).toMatch(/^http_request_duration_seconds_count\{kind="action",method="POST",status="2xx"\} [1-9]/m);
    expect(text).toContain('process_cpu_seconds_total');
  });
});
