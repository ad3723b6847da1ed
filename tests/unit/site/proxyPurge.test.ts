import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { casePurgePaths } from '../../../src/server/cases/purgePaths';
import { createProxyPurger } from '../../../src/server/http/proxyPurge';

/** A stand-in for nginx's purge listener: records each purge, and fails the first `failFirst` of each key. */
async function fakeProxy(failFirst = 0) {
  const seen: { method: string; path: string; host: string; encoding: string }[] = [];
  const tries = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const entry = {
      method: req.method!,
      path: req.url!,
      host: req.headers.host!,
      encoding: String(req.headers['x-purge-encoding']),
    };
    const key = `${entry.path}|${entry.encoding}`;
    const attempt = (tries.get(key) ?? 0) + 1;
    tries.set(key, attempt);
    if (attempt <= failFirst) return void res.writeHead(500).end();
    seen.push(entry);
    res.writeHead(entry.path.includes('cached') ? 200 : 404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    seen,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const closing: (() => unknown)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

describe('purging the caching proxies', () => {
  it('purges each path in each encoding the proxy keeps, under the public host, on every proxy', async () => {
    const proxies = [await fakeProxy(), await fakeProxy()];
    closing.push(...proxies.map((proxy) => proxy.close));
    const purger = createProxyPurger({ proxies: proxies.map((proxy) => proxy.url), host: 'www.example.com' });
    closing.push(() => purger.close());
    await purger.purge(['/en/cases', '/en/cases/cached']);
    for (const proxy of proxies) {
      expect(
        proxy.seen.map(({ method, path, host, encoding }) => `${method} ${host}${path} ${encoding}`).sort(),
      ).toEqual([
        'PURGE www.example.com/en/cases ',
        'PURGE www.example.com/en/cases br',
        'PURGE www.example.com/en/cases gzip',
        'PURGE www.example.com/en/cases/cached ',
        'PURGE www.example.com/en/cases/cached br',
        'PURGE www.example.com/en/cases/cached gzip',
      ]);
    }
  });

  it('tries again until the proxy answers, and counts each failed try', async () => {
    const proxy = await fakeProxy(2);
    closing.push(proxy.close);
    const failures: string[] = [];
    let purged = 0;
    const purger = createProxyPurger({
      proxies: [proxy.url],
      host: 'www.example.com',
      firstWaitMs: 1,
      onFailure: (_, path, error) => failures.push(`${path} ${error}`),
      onSuccess: () => purged++,
    });
    closing.push(() => purger.close());
    await purger.purge(['/en/cases']);
    expect(purged).toBe(3);
    expect(failures).toEqual(Array(6).fill('/en/cases status 500'));
  });

  it('gives up after its tries on a proxy that is away, without throwing', async () => {
    const away = new URL('http://127.0.0.1:9');
    const failures: string[] = [];
    const purger = createProxyPurger({
      proxies: [away],
      host: 'www.example.com',
      tries: 2,
      firstWaitMs: 1,
      onFailure: (_, path) => failures.push(path),
    });
    closing.push(() => purger.close());
    await purger.purge(['/sitemap.xml']);
    expect(failures).toEqual(Array(6).fill('/sitemap.xml'));
  });
});

describe('what a case change makes stale at the proxies', () => {
  it('names the lists, the API of every language, the sitemap and the pages of the cases changed', async () => {
    const paths = await casePurgePaths({ type: 'changed', slugs: ['old-name', 'new-name'] }, () =>
      Promise.reject(new Error('not asked')),
    );
    expect(paths).toContain('/sitemap.xml');
    expect(paths).toContain('/ru/cases');
    expect(paths).toContain('/functions/v1/get-cases-by-lang?lng=en');
    expect(paths).toContain('/pt/cases/old-name');
    expect(paths).toContain('/id/cases/new-name');
    expect(paths).toHaveLength(1 + 6 * 4);
  });

  it('names every case when the notice names none, or notices may have been missed', async () => {
    const all = async () => ['a', 'b', 'c'];
    for (const notice of [{ type: 'changed' as const, slugs: [] }, { type: 'resync' as const }]) {
      const paths = await casePurgePaths(notice, all);
      expect(paths.filter((path) => path.startsWith('/fr/cases/'))).toEqual([
        '/fr/cases/a',
        '/fr/cases/b',
        '/fr/cases/c',
      ]);
    }
  });
});
