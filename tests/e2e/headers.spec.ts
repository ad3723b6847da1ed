import { expect, test } from '@playwright/test';

test.describe('security and caching headers', () => {
  test('pages carry a script policy of hashes, never unsafe-inline, and the hardening headers', async ({ request }) => {
    for (const path of ['/en', '/ru/contact', '/fr/solutions', '/es/nope']) {
      const response = await request.get(path);
      const headers = response.headers();
      // Playwright joins repeated headers with newlines: a page policy and the framing policy.
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      // The site is served over http in tests, so no HSTS.
      expect(headers['strict-transport-security']).toBeUndefined();
      const html = await response.text();
      // Prerendered pages carry it in a <meta>, on-demand pages as a header.
      const policy = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/)?.[1] ?? headers['content-security-policy']!;
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain("'sha256-");
      expect(scriptSrc).not.toContain('unsafe-inline');
    }
  });

  test('no page breaks its own policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    for (const path of ['/en', '/ru/contact', '/id/technology']) {
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
    await page.locator('#contact-form').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const assets = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\/_astro\/.+\.(js|css)$/.test(n)),
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

  test('hashed assets are cached for a year, pages revalidate', async ({ request }) => {
    const page = await request.get('/en');
    // The home page (on demand, with a form) may be shared for a second; browsers revalidate.
    expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, must-revalidate');
    expect((await request.get('/en/about')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const html = await page.text();
    const asset = html.match(/\/_astro\/[^"' )]+\.(?:js|woff2|css)/)?.[0];
    expect(asset, 'a hashed asset referenced by the home page').toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('a body over 32 KB is refused with 413 in the page language', async ({ request, baseURL }) => {
    const response = await request.post('/fr/contact', {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
      data: `message=${'x'.repeat(40_000)}`,
    });
    expect(response.status()).toBe(413);
    expect(await response.text()).toContain('trop long');
  });
});
