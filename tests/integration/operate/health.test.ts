/**
 * What a load balancer asks the built server: `/healthz` answers while the process lives,
 * `/readyz` only while the store answers and is migrated. The server runs as its own process
 * on a PostgreSQL database of this test's own, reached through a link the test takes down.
 * Needs the build (`npm test` builds before this suite).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { FaultyLink } from '../../support/integration/faultyLink';
import { freshDatabase, postgresUrl } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

// This file's own server takes a port free when the file loads.
const port = await freePort();
const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_health`;

let link: FaultyLink;
let site: StartedSite;

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${site.origin}${path}`, {
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
    ...init,
  });
  return { status: response.status, cacheControl: response.headers.get('cache-control'), text: await response.text() };
}

beforeAll(async () => {
  await freshDatabase(databaseName);
  link = await new FaultyLink(Number(new URL(postgresUrl).port || 5432), new URL(postgresUrl).hostname).up();
  const url = new URL(postgresUrl);
  url.host = `127.0.0.1:${link.port}`;
  url.pathname = `/${databaseName}`;
  site = await startSite(port, { DATABASE_URL: url.href });
});

afterAll(async () => {
  await site?.stop();
  await link?.down();
});

describe('health and readiness', () => {
  it('answers /healthz and /readyz with 200, never cached, and lists neither in the sitemap', async () => {
    await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000, interval: 250 }).toBe(200);
    for (const path of ['/healthz', '/readyz', '/readyz?probe=1']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.cacheControl, path).toBe('no-store');
    }
    expect((await get('/readyz')).text).toBe('ready\n');
    expect((await get('/healthz', { method: 'HEAD' })).status).toBe(200);
    expect((await get('/readyz', { method: 'POST' })).status).toBe(405);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).toContain('<urlset');
    expect(sitemap.text).not.toMatch(/healthz|readyz/);
  });

  it('answers /readyz with 503 while the database is unreachable, /healthz still 200, and 200 again once it is back', async () => {
    await link.down();
    try {
      const unready = await get('/readyz');
      expect(unready.status).toBe(503);
      expect(unready.cacheControl).toBe('no-store');
      expect(unready.text).toBe('the store does not answer\n');
      expect((await get('/healthz')).status).toBe(200);
    } finally {
      await link.up();
    }
    await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000, interval: 250 }).toBe(200);
  });

  it('answers /readyz with 503 while the database stalls, within its 2 s check', async () => {
    link.stall();
    try {
      const started = performance.now();
      expect((await get('/readyz')).status).toBe(503);
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      link.resume();
    }
    await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000, interval: 250 }).toBe(200);
  });
});
