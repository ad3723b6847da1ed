import AxeBuilder from '@axe-core/playwright';
import { rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { catalogs, languages, type Lang } from '../../support/e2e/site';
import { baseURL } from '../../../playwright.config';
import { seedCases, seedStories as stories } from '../../../src/data/caseSeed';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { openDatabase } from '../../../src/server/db/client';
import { upsertCases } from '../../../src/server/cases/repository';
import { seedEntries } from '../../../src/server/cases/seed';
import { migratedDataDir } from '../../support/e2e/embeddedStore';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, free when the file loads.
const [translationsPort, remotePort] = await freePorts(2);

// Cases are rendered on the server: everything here must be in the HTML as served.
test.use({ javaScriptEnabled: false });

const { en, ru } = stories;
const slugs = seedCases.map((seed) => seed.slug);
const api = '/functions/v1/get-cases-by-lang';

/** Head tags of the current page, straight from the DOM. */
async function readHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    lang: document.documentElement.lang,
    description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    ogType: document.querySelector('meta[property="og:type"]')?.getAttribute('content') ?? null,
    alternates: Object.fromEntries(
      [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap(
      (script) => JSON.parse(script.textContent ?? 'null')['@graph'],
    ),
  }));
}

test.describe('the cases list', () => {
  test('shows the three stories as cards with responsive covers and working links', async ({
    page,
    request,
    baseURL,
  }) => {
    const response = await page.goto('/en/cases');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    const t = catalogs.en.cases;
    const cards = page.locator('#case-list article');
    await expect(cards).toHaveCount(3);
    await expect(cards.locator('h3')).toHaveText(slugs.map((slug) => en[slug].title));

    const first = cards.first();
    await expect(first).toContainText(en['fintech-customer-service'].summary);
    await expect(first).toContainText('Fintech');
    await expect(first.getByRole('list', { name: t.technologies }).getByRole('listitem')).toHaveText([
      'GPT',
      'RAG',
      'REST API',
    ]);
    await expect(first).toContainText(stories.en[seedCases[0]!.slug].results[0]!.value);
    await expect(first).toContainText(stories.en[seedCases[0]!.slug].results[0]!.label);
    // The start of the story, clamped to three lines.
    const details = first.getByText(en['fintech-customer-service'].body.split('\n\n')[0]!);
    await expect(details).toHaveCSS('-webkit-line-clamp', '3');

    for (const [index, slug] of slugs.entries()) {
      const card = cards.nth(index);
      const sources = card.locator('picture source');
      await expect(sources).toHaveCount(2);
      await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
      await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
      await expect(sources.nth(0)).toHaveAttribute(
        'srcset',
        new RegExp(`/images/cases/${slug}-480\\.[0-9a-f]{10}\\.avif 480w.*${slug}-1200\\.[0-9a-f]{10}\\.avif 1200w`),
      );
      const img = card.locator('picture img');
      await expect(img).toHaveAttribute('width', '1600');
      await expect(img).toHaveAttribute('height', '900');
      await expect(img).toHaveAttribute('alt', '');
      await expect(img).toHaveAttribute('sizes', /.+/);
      // The first cover, a phone's largest paint, is drawn first as its placeholder and fetched
      // once laid out; it arrives. The others wait until they are near.
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(card.locator('img[src^="data:image/avif;base64,"]')).toHaveCount(index === 0 ? 1 : 0);
      if (index === 0)
        await expect
          .poll(() => img.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
          .toBeGreaterThan(0);

      const link = card.getByRole('link', { name: `Read more: ${en[slug].title}` });
      // Visible: "Read more"; the title follows for screen readers only.
      await expect(link.locator('span:not(.visually-hidden)')).toHaveText(t.readMore);
      await expect(link.locator('.visually-hidden')).toHaveCSS('position', 'absolute');
      await expect(link).toHaveAttribute('href', `/en/cases/${slug}`);
      expect((await request.get(`/en/cases/${slug}`)).status()).toBe(200);
    }

    // Every variant the markup offers exists, with the right type.
    const srcsets = await page
      .locator('picture source, picture img')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('srcset') ?? ''));
    const urls = new Set(srcsets.flatMap((srcset) => srcset.split(',').map((part) => part.trim().split(' ')[0]!)));
    expect(urls.size).toBe(3 * 4 * 3);
    const types: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
    for (const url of urls) {
      const image = await request.get(`${baseURL}${url}`);
      expect(image.status(), url).toBe(200);
      expect(image.headers()['content-type']).toBe(types[url.split('.').pop()!]);
    }
  });

  test('is translated in every language', async ({ page }) => {
    for (const lang of languages) {
      await page.goto(`/${lang}/cases`);
      await expect(page.locator('#case-list h3')).toHaveText(slugs.map((slug) => stories[lang][slug].title));
      const readMore = page.locator('#case-list a', { hasText: catalogs[lang].cases.readMore });
      await expect(readMore).toHaveCount(3);
      await expect(readMore.first()).toHaveAttribute('href', `/${lang}/cases/fintech-customer-service`);
    }
  });
});

test.describe('a case page', () => {
  for (const lang of languages) {
    test(`${lang}: the full story with its own head tags`, async ({ page, baseURL }) => {
      const slug = 'retail-analytics';
      const story = stories[lang][slug];
      const t = catalogs[lang].cases;
      const response = await page.goto(`/${lang}/cases/${slug}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');

      await expect(page.locator('h1')).toHaveText(story.title);
      const paragraphs = story.body.split('\n\n');
      for (const text of paragraphs) await expect(page.locator('article p', { hasText: text })).toHaveCount(1);
      await expect(page.locator('article')).toContainText(story.summary);
      await expect(page.locator('article')).toContainText(stories[lang][seedCases[1]!.slug].industry);
      await expect(page.locator('article')).toContainText(stories[lang][seedCases[1]!.slug].results[0]!.value);
      await expect(page.locator('article')).toContainText(stories[lang][seedCases[1]!.slug].results[0]!.label);
      await expect(page.getByRole('heading', { name: t.technologies })).toBeVisible();
      // The first paint shows the cover's placeholder; the cover itself is fetched once laid out, and arrives.
      await expect(page.locator('article img[src^="data:image/avif;base64,"]')).toHaveCount(1);
      const cover = page.locator('article picture img');
      await expect(cover).toHaveAttribute('loading', 'lazy');
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      await expect(page.getByRole('link', { name: t.backToList })).toHaveAttribute('href', `/${lang}/cases`);
      await expect(page.getByRole('link', { name: t.caseCta.button })).toHaveAttribute(
        'href',
        `/${lang}/contact?subject=project#contact-form`,
      );

      const head = await readHead(page);
      const url = `${baseURL}/${lang}/cases/${slug}`;
      expect(head.lang).toBe(lang);
      expect(head.title.startsWith(story.title)).toBe(true);
      expect(head.description).toBe(story.summary);
      expect(head.canonical).toBe(url);
      expect(head.ogType).toBe('article');
      expect(head.robots).toBeNull();
      const expected: Record<string, string> = Object.fromEntries(
        languages.map((code) => [code, `${baseURL}/${code}/cases/${slug}`]),
      );
      expected['x-default'] = `${baseURL}/en/cases/${slug}`;
      expect(head.alternates).toEqual(expected);
      const article = head.jsonLd.find((item: { '@type'?: string }) => item['@type'] === 'Article');
      expect(article).toMatchObject({
        headline: story.title,
        description: story.summary,
        image: [`${baseURL}/images/cases/${slug}-1200.jpg`],
        url,
        publisher: { '@id': `${baseURL}/#organization` },
      });
      expect(article.inLanguage.startsWith(lang)).toBe(true);
    });
  }

  test('an unknown case answers 404 with the not-found page in its language', async ({ page }) => {
    for (const [lang, path] of [
      ['fr', '/fr/cases/no-such-case'],
      ['ru', '/ru/cases/%3Cscript%3E'],
    ] as [Lang, string][]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const head = await readHead(page);
      expect(head.lang).toBe(lang);
      expect(head.robots).toBe('noindex');
      await expect(page.locator('h1')).toContainText(catalogs[lang].notFound.title);
    }
  });

  test('the sitemap lists every case page with its alternates', async ({ request, baseURL }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const sitemap = await response.text();
    for (const lang of languages) {
      for (const slug of slugs) expect(sitemap).toContain(`<loc>${baseURL}/${lang}/cases/${slug}</loc>`);
    }
    expect(sitemap).toContain(`hreflang="x-default" href="${baseURL}/en/cases/hr-recruiting"`);
    expect(sitemap).toContain(`<loc>${baseURL}/en/about</loc>`);
  });
});

test.describe('the public cases API', () => {
  test('answers the old contract with cache and CORS headers; no lng means English', async ({ request, baseURL }) => {
    const response = await request.get(api);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    expect(headers['access-control-allow-origin']).toBe('*');
    const cases = (await response.json()) as Record<string, unknown>[];
    expect(cases.map((item) => Object.keys(item).sort())).toEqual(
      slugs.map(() => ['body', 'cover_img', 'id', 'summary', 'title']),
    );
    expect(cases.map((item) => item.id)).toEqual(slugs);
    expect(cases.map((item) => item.title)).toEqual(slugs.map((slug) => en[slug].title));
    expect(cases[0]!.cover_img).toBe(`${baseURL}/images/cases/fintech-customer-service-1200.jpg`);
    const cover = await request.get(cases[0]!.cover_img as string);
    expect(cover.status()).toBe(200);
    // A stable address may show another picture tomorrow: kept for a day, not a year.
    expect(cover.headers()['cache-control']).toBe('public, max-age=86400');
  });

  test('pages link covers by content, kept for a year', async ({ page, request }) => {
    await page.goto('/en/cases');
    const urls = await page
      .locator('picture source, picture img')
      .evaluateAll((elements) =>
        elements
          .flatMap((element) =>
            (element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]!),
          )
          .filter(Boolean),
      );
    expect(urls.length).toBeGreaterThanOrEqual(slugs.length * 12);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/images\/cases\/[a-z-]+-\d+\.[0-9a-f]{10}\.(avif|webp|jpg)$/);
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  test('speaks each language: Russian content for lng=ru', async ({ request }) => {
    const cases = (await (await request.get(`${api}?lng=ru`)).json()) as { title: string; body: string }[];
    expect(cases.map((item) => item.title)).toEqual(slugs.map((slug) => ru[slug].title));
    expect(cases[0]!.body).toBe(ru['fintech-customer-service'].body);
    expect(cases[0]!.title).toMatch(/[а-яё]/i);
  });

  test('refuses an unsupported language with 400 JSON that does not repeat it', async ({ request }) => {
    for (const bad of ['de', '<script>alert(1)</script>', 'x'.repeat(300)]) {
      const response = await request.get(`${api}?lng=${encodeURIComponent(bad)}`);
      expect(response.status()).toBe(400);
      expect(response.headers()['content-type']).toBe('application/json; charset=utf-8');
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: expect.any(String) });
      expect(text).not.toContain(bad);
      expect(text).not.toContain('script');
    }
  });

  test('is read-only: 405 for writes, a CORS preflight for old clients', async ({ request }) => {
    const post = await request.post(api, { data: {} });
    expect(post.status()).toBe(405);
    expect(post.headers()['allow']).toBe('GET, HEAD, OPTIONS');
    const preflight = await request.fetch(api, {
      method: 'OPTIONS',
      headers: { Origin: 'https://old.example', 'Access-Control-Request-Headers': 'authorization,apikey' },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()['access-control-allow-headers']).toContain('apikey');
  });
});

/**
 * A site whose store holds, besides the seeded stories, a case written only in Russian and
 * French, one without an English body, and an unpublished one. The store is filled before the
 * server starts (so the seed is skipped and nothing else is shared).
 */
test.describe('a store with partial translations', () => {
  test.describe.configure({ mode: 'serial' });
  const port = translationsPort;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/cases-data-${port}-${Date.now()}`;
  let server: StartedSite | undefined;
  const text = (title: string, body: string | null) => ({
    title,
    summary: `${title}: summary`,
    body,
    industry: 'Logistique',
    results: [],
  });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const store = await openDatabase({ DATA_DIR: migratedDataDir(dataDir), DATABASE_URL: undefined });
    await upsertCases(store.db, [
      ...seedEntries(),
      {
        slug: 'two-languages',
        coverImage: null,
        technologies: [],
        published: true,
        sortOrder: 1,
        translations: { ru: text('Только два языка', 'Текст.'), fr: text('Deux langues seulement', 'Texte.') },
      },
      {
        slug: 'no-english-body',
        coverImage: 'https://images.example/cover.jpg',
        technologies: [],
        published: true,
        sortOrder: 100,
        translations: { en: text('Summary only', null) },
      },
      {
        slug: 'draft',
        coverImage: null,
        technologies: [],
        published: false,
        sortOrder: 0,
        translations: { en: text('Draft', 'Not yet.') },
      },
    ]);
    await store.close();
    server = await startSite(port, { DATA_DIR: dataDir, DIST_DIR: process.env.DIST_DIR ?? 'dist' });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a case names only the languages it exists in, in hreflang and in the switcher', async ({ page }) => {
    expect((await page.goto(`${origin}/fr/cases/two-languages`))?.status()).toBe(200);
    const head = await readHead(page);
    // Links use the public origin the build was made for.
    expect(head.alternates).toEqual({
      ru: `${baseURL}/ru/cases/two-languages`,
      fr: `${baseURL}/fr/cases/two-languages`,
    });
    const switcher = await page
      .locator('header a[hreflang]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(switcher.sort()).toEqual(['/fr/cases/two-languages', '/ru/cases/two-languages']);
    expect((await page.goto(`${origin}/en/cases/two-languages`))?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText(catalogs.en.notFound.title);
  });

  test('a missing body says so, on the card and on the page; an outside cover is a plain image', async ({ page }) => {
    await page.goto(`${origin}/en/cases`);
    const card = page.locator('#case-list article', { hasText: 'Summary only' });
    await expect(card).toContainText(catalogs.en.cases.noContent);
    await expect(card.locator('img')).toHaveAttribute('src', 'https://images.example/cover.jpg');
    await expect(card.locator('picture')).toHaveCount(0);
    await page.goto(`${origin}/en/cases/no-english-body`);
    await expect(page.locator('article')).toContainText(catalogs.en.cases.noContent);
  });

  test('unpublished cases stay hidden; a language without cases says so', async ({ page, request }) => {
    await page.goto(`${origin}/en/cases`);
    await expect(page.locator('#case-list h3')).toHaveText([...slugs.map((slug) => en[slug].title), 'Summary only']);
    expect((await request.get(`${origin}/en/cases/draft`)).status()).toBe(404);
    await page.goto(`${origin}/ru/cases`);
    await expect(page.locator('#case-list h3').first()).toHaveText('Только два языка');
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    expect(sitemap).toContain('/ru/cases/two-languages</loc>');
    expect(sitemap).not.toContain('/en/cases/two-languages');
    expect(sitemap).not.toContain('draft');
  });
});

/** The old backend, scripted per test: what it answers and what it was asked. */
interface Backend {
  server: Server;
  url: string;
  requests: { url: string; headers: IncomingHttpHeaders }[];
  failWith?: number;
}

test.describe('the remote source', () => {
  test.describe.configure({ mode: 'serial' });
  const port = remotePort;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/cases-remote-${port}-${Date.now()}`;
  const backend: Backend = { server: createServer(), url: '', requests: [] };
  let site: StartedSite | undefined;
  const remoteCase = (lang: string) => ({
    id: 'remote-42',
    title: `Remote story (${lang})`,
    summary: `Told by the old backend in ${lang}.`,
    body: 'First.\n\nSecond.',
    cover_img: 'https://storage.example/cover-42.jpg',
  });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    backend.server.on('request', (req, res) => {
      backend.requests.push({ url: req.url ?? '', headers: req.headers });
      const lang = new URL(req.url ?? '/', 'http://x').searchParams.get('lng') ?? '';
      if (backend.failWith) {
        res.writeHead(backend.failWith).end();
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(lang === 'id' ? [] : [remoteCase(lang)]));
    });
    await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
    backend.url = `http://127.0.0.1:${(backend.server.address() as AddressInfo).port}`;
    site = await startSite(port, {
      DATA_DIR: migratedDataDir(dataDir),
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      CASES_SOURCE_URL: backend.url,
      CASES_API_KEY: 'test-key',
      CASES_CACHE_SECONDS: '0',
      CASES_TIMEOUT_MS: '2000',
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await new Promise((resolve) => backend.server.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('lists the backend cases, links them by id and passes the API through', async ({ page, request }) => {
    backend.failWith = undefined;
    backend.requests.length = 0;
    await page.goto(`${origin}/es/cases`);
    const card = page.locator('#case-list article');
    await expect(card).toHaveCount(1);
    await expect(card.locator('h3')).toHaveText('Remote story (es)');
    await expect(
      card.getByRole('link', { name: catalogs.es.cases.readMoreAbout.replace('{title}', 'Remote story (es)') }),
    ).toHaveAttribute('href', '/es/cases/remote-42');
    expect(backend.requests[0]?.url).toBe('/functions/v1/get-cases-by-lang?lng=es');
    expect(backend.requests[0]?.headers.authorization).toBe('Bearer test-key');
    expect(backend.requests[0]?.headers.apikey).toBe('test-key');

    expect((await page.goto(`${origin}/es/cases/remote-42`))?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText('Remote story (es)');
    const head = await readHead(page);
    expect(Object.keys(head.alternates).sort()).toEqual(['en', 'es', 'fr', 'pt', 'ru', 'x-default']);

    const api = await request.get(`${origin}/functions/v1/get-cases-by-lang?lng=fr`);
    expect(await api.json()).toEqual([remoteCase('fr')]);
    await page.goto(`${origin}/id/cases`);
    await expect(page.locator('#case-list')).toContainText(catalogs.id.cases.empty);
  });

  test('a failing backend never looks like "no cases": 503 with Retry-After for what was never read, the last answer with its age for what was', async ({
    request,
  }) => {
    backend.failWith = 503;
    const list = await request.get(`${origin}/pt/cases`);
    expect(list.status()).toBe(503);
    expect(list.headers()['retry-after']).toBe('60');
    expect(list.headers()['cache-control']).toBe('no-store');
    expect(await list.text()).toContain(catalogs.pt.cases.listUnavailable);
    const api = await request.get(`${origin}/functions/v1/get-cases-by-lang?lng=pt`);
    expect(api.status()).toBe(503);
    expect(await api.json()).toEqual({ error: expect.any(String) });
    expect(api.headers()['cache-control']).toBe('no-store');
    const page = await request.get(`${origin}/pt/cases/remote-42`);
    expect(page.status()).toBe(503);
    expect(await page.text()).toContain(catalogs.pt.cases.unavailable);
    // Read before the backend failed: that answer stands in, says its age, and is kept by no cache.
    const earlier = await request.get(`${origin}/functions/v1/get-cases-by-lang?lng=fr`);
    expect(earlier.status()).toBe(200);
    expect(await earlier.json()).toEqual([remoteCase('fr')]);
    expect(Number(earlier.headers()['age'])).toBeGreaterThanOrEqual(0);
    expect(earlier.headers()['cache-control']).toBe('no-store');
  });
});

test.describe('axe', () => {
  // axe runs in the page, so this block turns JavaScript back on.
  test.use({ javaScriptEnabled: true });

  test('finds no serious or critical violation on case pages, wide and narrow', async ({ page }) => {
    for (const [path, width] of [
      ['/en/cases/fintech-customer-service', 1280],
      ['/ru/cases/hr-recruiting', 375],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${path} ${v.id}`);
      expect(serious).toEqual([]);
    }
  });
});
