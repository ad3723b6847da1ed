/**
 * The cases while the store cannot be read: never an empty list that looks like "no cases".
 * With nothing read before, the pages answer 503 with Retry-After in the visitor's language, the
 * API 503 JSON, the sitemap 503; with an earlier answer, that answer with its age, kept by no
 * cache; and back to normal once PostgreSQL answers, without a restart. The built server on its
 * own database, reached through a link the test takes down (../../support/integration/faultyLink.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { catalogs } from '../../../src/i18n';
import { FaultyLink } from '../../support/integration/faultyLink';
import { dropDatabase, freshDatabase, postgresUrl } from '../../support/integration/stores';
import { freePort } from '../../support/ports';

// This file's own server takes a port free when the file loads.
const port = await freePort();
const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_cases_outage`;

let link: FaultyLink;
let site: StartedSite;

interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

async function get(path: string): Promise<Answer> {
  const response = await fetch(`${site.origin}${path}`, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Every surface made from the cases, with a check that it shows the seeded retail story. */
const surfaces: [string, (text: string) => boolean][] = [
  ['/en/cases', (text) => text.includes('Retail')],
  ['/ru/cases/retail-analytics', (text) => text.includes('<h1')],
  ['/functions/v1/get-cases-by-lang?lng=en', (text) => text.includes('"id":"retail-analytics"')],
  ['/sitemap.xml', (text) => text.includes('/en/cases/retail-analytics')],
];

beforeAll(async () => {
  await freshDatabase(databaseName);
  link = await new FaultyLink(Number(new URL(postgresUrl).port || 5432), new URL(postgresUrl).hostname).up();
  await link.down();
  const url = new URL(postgresUrl);
  url.host = `127.0.0.1:${link.port}`;
  url.pathname = `/${databaseName}`;
  // Lists and pages kept for a second, so an outage soon meets an expired copy.
  site = await startSite(port, {
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DATABASE_URL: url.href,
    CASES_CACHE_SECONDS: '1',
    LOG_LEVEL: 'fatal',
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await link?.down();
  await dropDatabase(databaseName);
});

describe('the cases while the store cannot be read', () => {
  it('with nothing read before: 503 with Retry-After, a page in the visitor\u2019s language, JSON on the API, kept nowhere', async () => {
    const ru = catalogs.ru.cases;
    for (const [path] of surfaces) {
      const answer = await get(path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get('retry-after'), path).toBe('60');
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
    }
    const list = await get('/ru/cases');
    expect(list.status).toBe(503);
    expect(list.text).toContain(ru.listUnavailable);
    expect(list.text).toContain('<meta name="robots" content="noindex"');
    expect((await get('/ru/cases/retail-analytics')).text).toContain(ru.unavailable);
    const api = await get('/functions/v1/get-cases-by-lang?lng=ru');
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    expect(api.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse(api.text)).toEqual({ error: expect.any(String) });
    expect((await get('/readyz')).status).toBe(503);
  });

  it('once PostgreSQL answers, every surface is back without a restart', async () => {
    await link.up();
    for (const [path, shows] of surfaces) {
      await expect
        .poll(
          async () => {
            const answer = await get(path);
            return answer.status === 200 && shows(answer.text);
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
    }
    expect((await get('/readyz')).status).toBe(200);
    expect(site.process.exitCode).toBeNull();
  });

  it('with an answer read before, that answer stands in with its age, kept by no cache, until the store is back', async () => {
    // The sitemap is kept five minutes by the page cache, whatever the cases' lifetime: left out here.
    const kept = surfaces.filter(([path]) => path !== '/sitemap.xml');
    for (const [path, shows] of kept) expect(shows((await get(path)).text), path).toBe(true);
    await link.down();
    try {
      for (const [path, shows] of kept) {
        // Once the copy's second is over, a read fails and the earlier answer stands in.
        await expect
          .poll(async () => (await get(path)).headers.get('age'), { timeout: 30_000, interval: 250 })
          .not.toBeNull();
        const answer = await get(path);
        expect(answer.status, path).toBe(200);
        expect(shows(answer.text), path).toBe(true);
        expect(Number(answer.headers.get('age')), path).toBeGreaterThanOrEqual(0);
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
      }
    } finally {
      await link.up();
    }
    for (const [path] of kept) {
      await expect
        .poll(
          async () => {
            const answer = await get(path);
            return (
              answer.status === 200 &&
              answer.headers.get('age') === null &&
              answer.headers.get('cache-control') !== 'no-store'
            );
          },
          { timeout: 60_000, interval: 250 },
        )
        .toBe(true);
    }
  });
});
