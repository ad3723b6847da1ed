import { get, type IncomingHttpHeaders } from 'node:http';
import { expect, test, type APIResponse } from '@playwright/test';
import { directiveNames, nonPagePolicy } from '../../../src/server/http/contentSecurityPolicy';
import { catalogs } from '../../support/e2e/site';

/** The Content-Security-Policy headers of a response, each as sent. */
function policyHeaders(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'content-security-policy')
    .map((header) => header.value);
}

/** The policy a prerendered page carries in its <meta>, if any. */
function metaPolicy(html: string): string | undefined {
  return html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i)?.[1];
}

test.describe('security and caching headers', () => {
  test('pages carry a script policy of hashes, never unsafe-inline, and the hardening headers', async ({ request }) => {
    for (const path of ['/en', '/ru/contact', '/fr/solutions', '/es/nope']) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // The site is served over http in tests, so no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
      const html = await response.text();
      // Prerendered pages carry it in a <meta>, on-demand pages as a header.
      const policy = metaPolicy(html) ?? headers['content-security-policy']!;
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'sha256-");
      expect(scriptSrc).not.toContain('unsafe-inline');
    }
  });

  test('every kind of answer carries exactly one policy, each directive once', async ({ request }) => {
    const kinds: [kind: string, path: string][] = [
      ['prerendered page', '/en/about'],
      ['on-demand page', '/en'],
      ['on-demand page with forms', '/en/contact'],
      ['on-demand cases list', '/en/cases'],
      ['case page', '/en/cases/retail-analytics'],
      ['not found', '/en/no-such-page'],
      ['API', '/functions/v1/get-cases-by-lang?lng=en'],
      ['redirect', '/about'],
      ['trailing-slash redirect', '/en/about/'],
      ['sitemap', '/sitemap.xml'],
      ['robots', '/robots.txt'],
      ['image', '/favicon.svg'],
    ];
    for (const [kind, path] of kinds) {
      const response = await request.get(path, { maxRedirects: 0 });
      const sent = policyHeaders(response);
      expect(sent, `${kind} ${path}`).toHaveLength(1);
      const header = sent[0]!;
      const meta = response.headers()['content-type']?.startsWith('text/html')
        ? metaPolicy(await response.text())
        : undefined;
      // Header and meta together: no directive twice, framing always forbidden by the header.
      const names = [...directiveNames(header), ...(meta ? directiveNames(meta) : [])];
      expect(names, `${kind} ${path}`).toEqual([...new Set(names)]);
      expect(header, `${kind} ${path}`).toContain("frame-ancestors 'none'");
      if (!response.headers()['content-type']?.startsWith('text/html')) expect(header).toBe(nonPagePolicy);
      else expect(meta ?? header, `${kind} ${path}`).toMatch(/script-src [^;]*'sha256-/);
    }
    // Pages and their assets are for this site only; the covers the cases API hands out are not.
    expect((await request.get('/en/about')).headers()['cross-origin-resource-policy']).toBe('same-origin');
    const [apiCase] = await (await request.get('/functions/v1/get-cases-by-lang?lng=en')).json();
    expect((await request.get(new URL(apiCase.cover_img).pathname)).headers()['cross-origin-resource-policy']).toBe(
      'cross-origin',
    );
    const page = await request.get('/en');
    const asset = (await page.text()).match(/\/_astro\/[^"' )]+\.(?:js|css)/)?.[0];
    expect(policyHeaders(await request.get(asset!))).toEqual([nonPagePolicy]);
  });

  test('no page breaks its own policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // Each page's policy names only its own inline hashes (src/server/http/pageCache.ts).
    for (const path of ['/en', '/ru/contact', '/id/technology', '/pt/solutions', '/fr/cases/retail-analytics']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('HTML, CSS, JS and SVG are sent compressed', async ({ request, page }) => {
    const html = await request.get('/en/about', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toBe('br');
    const gz = await request.get('/en/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers()['content-encoding']).toBe('gzip');
    const svg = await request.get('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(svg.headers()['content-encoding']).toBe('br');
    await page.goto('/en/contact');
    // The form's scripts load once a visitor starts on it.
    await page.locator('#contact-firstName').focus();
    await expect(page.locator('#contact-form form')).toHaveAttribute('data-enhanced', 'true');
    await page.waitForLoadState('networkidle');
    const assets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => /\/_astro\/.+\.(js|css)$/.test(n)),
    );
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      // A chunk of a few dozen bytes (the bundler's shared runtime) gets no smaller compressed.
      const plain = await request.get(asset, { headers: { 'Accept-Encoding': 'identity' } });
      if ((await plain.body()).length < 1024) continue;
      const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br' } });
      expect(response.headers()['content-encoding'], asset).toBe('br');
    }
    // Pages rendered on demand (those with forms) are compressed on the fly.
    const onDemand = await request.get('/en/contact', { headers: { 'Accept-Encoding': 'br' } });
    expect(onDemand.headers()['content-encoding']).toBe('br');
  });

  test('an on-demand page from the page cache carries the headers and bytes it was rendered with', async ({
    baseURL,
  }) => {
    // A query of its own makes the first request a miss (rendered), the second a hit.
    for (const path of [
      `/en/cases?probe=${Date.now()}`,
      `/ru?probe=${Date.now()}`,
      `/functions/v1/get-cases-by-lang?lng=fr&probe=${Date.now()}`,
    ]) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const url = `${baseURL}${path}${encoding}`;
        const send = () => fetch(url, { headers: { 'accept-encoding': encoding } });
        const rendered = await send();
        const cached = await send();
        const comparable = (response: Response) =>
          // Each answer has its own date and request id; the length is framed differently when compressed on the fly.
          Object.fromEntries(
            [...response.headers].filter(
              ([name]) =>
                !['date', 'x-request-id', 'content-length', 'transfer-encoding', 'keep-alive', 'connection'].includes(
                  name,
                ),
            ),
          );
        expect(cached.status, url).toBe(rendered.status);
        expect(cached.headers.get('x-request-id'), url).toMatch(/^[\w-]{8,}$/);
        expect(comparable(cached), url).toEqual(comparable(rendered));
        expect(await cached.text(), url).toBe(await rendered.text());
      }
    }
  });

  test('a page rendered on demand is compressed once, by the page cache: its first answer has a length and the very bytes of the next', async ({
    baseURL,
  }) => {
    /** An answer's headers and its body as sent, still compressed. */
    const raw = (url: string, encoding: string) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((done, fail) => {
        get(url, { headers: { 'accept-encoding': encoding } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => done({ headers: answer.headers, body: Buffer.concat(chunks) }));
        }).on('error', fail);
      });
    // A query of its own makes the first request a miss, rendered now.
    for (const path of [
      `/ru?probe=${Date.now()}`,
      `/en/about?probe=${Date.now()}`,
      `/ru/solutions?probe=${Date.now()}`,
    ]) {
      for (const encoding of ['br', 'gzip']) {
        const url = `${baseURL}${path}${encoding}`;
        const first = await raw(url, encoding);
        expect(first.headers['content-encoding'], url).toBe(encoding);
        expect(Number(first.headers['content-length']), url).toBe(first.body.length);
        // A page kept five minutes is the same page next time (a form page only one second: not compared).
        if (path.startsWith('/ru?')) continue;
        expect((await raw(url, encoding)).body.equals(first.body), url).toBe(true);
      }
    }
  });

  test('a page the browser holds already is answered 304 without the page, in any encoding', async ({ baseURL }) => {
    for (const path of [`/en/about?probe=${Date.now()}`, `/ru/contact?probe=${Date.now()}`]) {
      const first = await fetch(`${baseURL}${path}`, { headers: { 'accept-encoding': 'br' } });
      const etag = first.headers.get('etag');
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      for (const encoding of ['br', 'gzip', 'identity']) {
        const again = await fetch(`${baseURL}${path}`, {
          headers: { 'accept-encoding': encoding, 'if-none-match': etag! },
        });
        expect(again.status, `${path} ${encoding}`).toBe(304);
        expect(await again.text()).toBe('');
        expect(again.headers.get('etag')).toBe(etag);
        expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      }
      const other = await fetch(`${baseURL}${path}`, { headers: { 'if-none-match': 'W/"another-version"' } });
      expect(other.status, path).toBe(200);
      expect(await other.text()).toContain('</html>');
    }
  });

  test('hashed assets are cached for a year, pages revalidate', async ({ request }) => {
    const page = await request.get('/en');
    // The home page (on demand, with a form) may be shared for a second; browsers revalidate.
    expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, must-revalidate');
    // A page shown from the published copy may be shared for five minutes: a publish purges it.
    expect((await request.get('/en/about')).headers()['cache-control']).toBe('public, max-age=0, s-maxage=300');
    const html = await page.text();
    const asset = html.match(/\/_astro\/[^"' )]+\.(?:js|woff2|css)/)?.[0];
    expect(asset, 'a hashed asset referenced by the home page').toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test("a body over 256 KB is refused with 413 and the site's page in the page language", async ({
    request,
    baseURL,
  }) => {
    const response = await request.post('/fr/contact', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
      data: `message=${'x'.repeat(270_000)}`,
    });
    expect(response.status()).toBe(413);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(await response.text()).toContain(catalogs.fr.errorPages.tooLarge.title);
  });
});
