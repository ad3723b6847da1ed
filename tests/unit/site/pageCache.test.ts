import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sharedMaxAge } from '../../../src/server/http/cachePolicy';
import {
  brotliWithinRoundTrip,
  chooseEncoding,
  FIRST_ROUND_TRIP_BYTES,
  matchesEntityTag,
  PageCache,
} from '../../../src/server/http/pageCache';

const html = (cacheControl: string, init: ResponseInit = {}) =>
  new Response('<p>page</p>', {
    status: 200,
    ...init,
    headers: { 'content-type': 'text/html', 'cache-control': cacheControl, ...(init.headers as object) },
  });

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

describe('a kept page’s validator', () => {
  it('is sent with the page; a browser that holds that version gets a 304 without the page, in any encoding', async () => {
    const cache = new PageCache();
    const sent = await cache.keep('/en/about', html('public, max-age=0, s-maxage=300'));
    const etag = sent.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(cache.get('/en/about', 'GET', 'br')?.headers.get('etag')).toBe(etag);
    for (const [encoding, ifNoneMatch] of [
      ['br', etag],
      [null, etag],
      ['gzip', `W/"other", ${etag}`],
      ['br', '*'],
    ] as const) {
      const again = cache.get('/en/about', 'GET', encoding, ifNoneMatch)!;
      expect(again.status, String(ifNoneMatch)).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
      expect(again.headers.has('content-length') || again.headers.has('content-encoding')).toBe(false);
    }
    expect(cache.get('/en/about', 'GET', 'br', 'W/"other"')?.status).toBe(200);
  });

  it('changes with the page: after a change, the old version is sent the new page', async () => {
    const cache = new PageCache();
    const old = (await cache.keep('/ru/about', html('public, s-maxage=300'))).headers.get('etag')!;
    cache.drop(() => true);
    const changed = new Response('<p>новая страница</p>', { headers: { 'cache-control': 'public, s-maxage=300' } });
    const current = (await cache.keep('/ru/about', changed)).headers.get('etag')!;
    expect(current).not.toBe(old);
    const answer = cache.get('/ru/about', 'GET', null, old)!;
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('<p>новая страница</p>');
  });

  it('compares as weak validators do, and matches nothing without the header', () => {
    expect(matchesEntityTag('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesEntityTag('W/"abc" , W/"def"', 'W/"def"')).toBe(true);
    expect(matchesEntityTag('W/"abd"', 'W/"abc"')).toBe(false);
    expect(matchesEntityTag(null, 'W/"abc"')).toBe(false);
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

  it('does not keep a page dropped while its body was being read, and sends it whole', async () => {
    const cache = new PageCache();
    const page = `<p>${'A case page long enough to be compressed. '.repeat(60)}</p>`;
    const rendered = new Response(page, {
      headers: { 'content-type': 'text/html', 'cache-control': 'public, s-maxage=60' },
    });
    const keeping = cache.keep('/en/cases', rendered, cache.generation, { method: 'GET', acceptEncoding: 'br' });
    // A publish lands while the rendered page is still being read.
    cache.drop(() => true);
    const sent = await keeping;
    expect(cache.get('/en/cases', 'GET', 'br')).toBeUndefined();
    expect(sent.headers.get('content-encoding')).toBeNull();
    expect(await sent.text()).toBe(page);
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
    await cache.keep(
      '/en',
      new Response(page, { headers: { 'cache-control': 'public, s-maxage=60', 'content-type': 'text/html' } }),
    );
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

  it('is sent compressed by the cache the first time too, as every later time, when the request is named', async () => {
    const page = `<p>${'A page long enough to be worth compressing. '.repeat(60)}</p>`;
    const cache = new PageCache();
    const first = await cache.keep(
      '/ru',
      new Response(page, { headers: { 'cache-control': 'public, s-maxage=1', 'content-type': 'text/html' } }),
      cache.generation,
      { method: 'GET', acceptEncoding: 'gzip, br' },
    );
    expect(first.headers.get('content-encoding')).toBe('br');
    const firstBytes = Buffer.from(await first.arrayBuffer());
    expect(Number(first.headers.get('content-length'))).toBe(firstBytes.length);
    expect(brotliDecompressSync(firstBytes).toString()).toBe(page);
    expect(Buffer.from(await cache.get('/ru', 'GET', 'gzip, br')!.arrayBuffer()).equals(firstBytes)).toBe(true);
    // A client that takes no encoding gets the page as it is; HEAD, no body.
    const plain = await cache.keep(
      '/en',
      new Response(page, { headers: { 'cache-control': 'public, s-maxage=1', 'content-type': 'text/html' } }),
      cache.generation,
      { method: 'GET', acceptEncoding: null },
    );
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(page);
    const head = await cache.keep(
      '/id',
      new Response(page, { headers: { 'cache-control': 'public, s-maxage=1', 'content-type': 'text/html' } }),
      cache.generation,
      { method: 'HEAD', acceptEncoding: 'br' },
    );
    expect(await head.text()).toBe('');
    // What is not kept goes out as it came, for the server's compressor.
    const notKept = await cache.keep(
      '/es',
      new Response(page, { headers: { 'cache-control': 'no-store', 'content-type': 'text/html' } }),
      cache.generation,
      { method: 'GET', acceptEncoding: 'br' },
    );
    expect(notKept.headers.get('content-encoding')).toBeNull();
    expect(await notKept.text()).toBe(page);
  });
});

describe('a kept page’s content security policy', () => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const script = 'window.flag=1';
  const style = 'p{color:red}';
  const island = 'customElements.define("x-i",class extends HTMLElement{})';
  const others = Array.from({ length: 40 }, (_, i) => hash(`other ${i}`));
  const policy = `default-src 'self'; script-src 'self' ${hash(script)} ${hash(island)} ${others.slice(0, 10).join(' ')}; style-src ${hash(style)} ${others.slice(10).join(' ')}; frame-ancestors 'none'`;
  const page = `<html><head><style>${style}</style><script>${script}</script><script type="module" src="/_astro/a.js"></script><script type="application/ld+json">{"a":1}</script></head><body><p>Привет</p><script type="module">${island}</script></body></html>`;

  it('names only the hashes of the page’s own inline scripts and styles, every other source as it was', async () => {
    const cache = new PageCache();
    const sent = await cache.keep(
      '/ru',
      new Response(page, {
        headers: {
          'content-type': 'text/html',
          'cache-control': 'public, s-maxage=60',
          'content-security-policy': policy,
        },
      }),
    );
    const expected = `default-src 'self'; script-src 'self' ${hash(script)} ${hash(island)}; style-src ${hash(style)}; frame-ancestors 'none'`;
    expect(sent.headers.get('content-security-policy')).toBe(expected);
    expect(cache.get('/ru', 'GET')?.headers.get('content-security-policy')).toBe(expected);
    expect(expected.length).toBeLessThan(policy.length / 4);
  });

  it('leaves a directive that names no inline element of the page allowing nothing inline', async () => {
    const cache = new PageCache();
    const sent = await cache.keep(
      '/en',
      new Response('<p>no scripts</p>', {
        headers: {
          'content-type': 'text/html',
          'cache-control': 'public, s-maxage=60',
          'content-security-policy': policy,
        },
      }),
    );
    expect(sent.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'none'; frame-ancestors 'none'",
    );
  });

  it('is left alone on what is not a page', async () => {
    const cache = new PageCache();
    const sent = await cache.keep(
      '/feed.json',
      new Response('{}', {
        headers: {
          'content-type': 'application/json',
          'cache-control': 'public, s-maxage=60',
          'content-security-policy': policy,
        },
      }),
    );
    expect(sent.headers.get('content-security-policy')).toBe(policy);
  });
});

describe('a kept page’s brotli', () => {
  // A page of about 50 KB, as the home pages are: paragraphs of words drawn from a small vocabulary.
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const words = Array.from({ length: 400 }, () =>
    Array.from({ length: 3 + (next() % 8) }, () => 'aeiounrstlkm'[next() % 12]).join(''),
  );
  const page = Array.from(
    { length: 600 },
    () =>
      `<p class="_a${next() % 30}">${Array.from({ length: 12 }, () => words[next() % words.length]).join(' ')}.</p>`,
  ).join('\n');
  const body = new TextEncoder().encode(page).buffer;
  const at = (quality: number) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
  const fast = at(8);
  const best = at(11);

  it('is quality 8 when the answer fits the first round trip with it', async () => {
    const sent = await brotliWithinRoundTrip(body, FIRST_ROUND_TRIP_BYTES - fast.byteLength);
    expect(sent.equals(fast)).toBe(true);
  });

  it('is quality 11 when 8 leaves the answer over the first round trip and 11 brings it within', async () => {
    expect(best.byteLength).toBeLessThan(fast.byteLength - 100);
    const sent = await brotliWithinRoundTrip(body, FIRST_ROUND_TRIP_BYTES - (fast.byteLength - 1));
    expect(sent.equals(best)).toBe(true);
    expect(brotliDecompressSync(sent).toString()).toBe(page);
  });

  it('is quality 8 when even 11 would leave the answer far over', async () => {
    const sent = await brotliWithinRoundTrip(body, FIRST_ROUND_TRIP_BYTES - Math.round(fast.byteLength / 2));
    expect(sent.equals(fast)).toBe(true);
  });
});

describe('PageCache.rendering', () => {
  it('lets a request for a page another is rendering wait for it, and no longer once it is done', async () => {
    const cache = new PageCache();
    let finish = () => {};
    const rendering = cache.rendering('/ru', () => new Promise<string>((resolve) => (finish = () => resolve('page'))));
    const waited = cache.whenRendered('/ru');
    expect(waited).toBeDefined();
    expect(cache.whenRendered('/en')).toBeUndefined();
    let settled = false;
    void waited!.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    finish();
    expect(await rendering).toBe('page');
    await waited;
    expect(settled).toBe(true);
    expect(cache.whenRendered('/ru')).toBeUndefined();
  });

  it('is done when the render fails, and the failure goes to the request that rendered', async () => {
    const cache = new PageCache();
    const failed = cache.rendering('/ru', () => Promise.reject(new Error('store down')));
    const waited = cache.whenRendered('/ru');
    await expect(failed).rejects.toThrow('store down');
    await expect(waited).resolves.toBeUndefined();
    expect(cache.whenRendered('/ru')).toBeUndefined();
  });
});
