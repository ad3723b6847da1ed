import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedMaxAge } from '../../src/server/http/cachePolicy';
import { chooseEncoding, PageCache } from '../../src/server/http/pageCache';

const html = (cacheControl: string, init: ResponseInit = {}) =>
  new Response('<p>page</p>', { status: 200, ...init, headers: { 'content-type': 'text/html', 'cache-control': cacheControl, ...(init.headers as object) } });

describe('sharedMaxAge', () => {
  it('reads s-maxage, and refuses what must not be shared', () => {
    expect(sharedMaxAge(html('public, max-age=0, s-maxage=60'))).toBe(60);
    expect(sharedMaxAge(html('public, max-age=0, must-revalidate'))).toBe(0);
    expect(sharedMaxAge(html('private, no-store'))).toBe(0);
    expect(sharedMaxAge(html('no-store'))).toBe(0);
    expect(sharedMaxAge(html('public, s-maxage=60', { status: 404 }))).toBe(0);
    expect(sharedMaxAge(html('public, s-maxage=60', { headers: { 'set-cookie': 'a=b' } }))).toBe(0);
  });
});

describe('PageCache', () => {
  it('serves a kept page again with its status, headers and body; HEAD without a body', async () => {
    const cache = new PageCache();
    const sent = await cache.keep('/en/cases', html('public, s-maxage=60'));
    expect(await sent.text()).toBe('<p>page</p>');
    const again = cache.get('/en/cases', 'GET');
    expect(again?.status).toBe(200);
    expect(again?.headers.get('content-type')).toBe('text/html');
    expect(await again?.text()).toBe('<p>page</p>');
    expect(await cache.get('/en/cases', 'GET')?.text()).toBe('<p>page</p>');
    expect(await cache.get('/en/cases', 'HEAD')?.text()).toBe('');
    expect(cache.get('/en/cases?utm_source=x', 'GET')).toBeUndefined();
  });

  it('does not keep what may not be shared', async () => {
    const cache = new PageCache();
    const sent = await cache.keep('/en/contact', html('private, no-store'));
    expect(await sent.text()).toBe('<p>page</p>');
    expect(cache.get('/en/contact', 'GET')).toBeUndefined();
  });

  it('forgets a page once its s-maxage is over', async () => {
    let clock = 1_000_000;
    const cache = new PageCache({ now: () => clock });
    await cache.keep('/en', html('public, max-age=0, s-maxage=1, must-revalidate'));
    clock += 999;
    expect(cache.get('/en', 'GET')).toBeDefined();
    clock += 2;
    expect(cache.get('/en', 'GET')).toBeUndefined();
  });
});

describe('PageCache.drop', () => {
  it('forgets what it picks, and does not keep a page that was rendering while it dropped', async () => {
    const cache = new PageCache();
    await cache.keep('/en/cases', html('public, s-maxage=60'));
    await cache.keep('/en/about', html('public, s-maxage=60'));
    const renderingSince = cache.generation;
    expect(cache.drop((key) => key.startsWith('/en/cases'))).toBe(1);
    expect(cache.get('/en/cases', 'GET')).toBeUndefined();
    expect(cache.get('/en/about', 'GET')).toBeDefined();
    // Rendered from the cases as they were before the drop: sent, not kept.
    const sent = await cache.keep('/en/cases', html('public, s-maxage=60'), renderingSince);
    expect(sent.status).toBe(200);
    expect(cache.get('/en/cases', 'GET')).toBeUndefined();
    await cache.keep('/en/cases', html('public, s-maxage=60'), cache.generation);
    expect(cache.get('/en/cases', 'GET')).toBeDefined();
  });
});

describe('chooseEncoding', () => {
  it('prefers br, then gzip, honours q=0, and sends plain to who accepts neither', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeUndefined();
    expect(chooseEncoding(null)).toBeUndefined();
  });
});

describe('a kept page, compressed', () => {
  it('is sent in the encoding the client accepts, and decodes to the page', async () => {
    const page = `<p>${'A page long enough to be worth compressing. '.repeat(60)}</p>`;
    const cache = new PageCache();
    await cache.keep('/en', new Response(page, { headers: { 'cache-control': 'public, s-maxage=60', 'content-type': 'text/html' } }));
    const br = cache.get('/en', 'GET', 'gzip, br')!;
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(page.length / 4);
    expect(brotliDecompressSync(brBytes).toString()).toBe(page);
    const gzip = cache.get('/en', 'GET', 'gzip')!;
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(page);
    const plain = cache.get('/en', 'GET', 'identity')!;
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
  });
});
