import { expect, test, type Page } from '@playwright/test';
import { catalogs, everyPage, languages, skipImagesAndFonts } from '../../support/e2e/site';

// Head tags must be in the HTML as served: read them with JavaScript off.
test.use({ javaScriptEnabled: false });

/** The head tags a crawler reads, straight from the DOM. */
async function readHead(page: Page) {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    return {
      lang: document.documentElement.lang,
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates: Object.fromEntries(
        [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
      ogImage: attr('meta[property="og:image"]', 'content'),
      ogUrl: attr('meta[property="og:url"]', 'content'),
      ogTitle: attr('meta[property="og:title"]', 'content'),
      twitterCard: attr('meta[name="twitter:card"]', 'content'),
      h1: document.querySelector('h1')?.textContent ?? null,
    };
  });
}

test.describe('every page answers in its language with its own head tags', () => {
  // One test per language, its pages read in turn on one page: a test per page cost more in
  // browser set-up than in reading. Each check names the page; a failed one lets the rest run.
  for (const lang of languages) {
    test(`every ${lang} page`, async ({ page, baseURL }) => {
      await skipImagesAndFonts(page);
      for (const [, pageId, path] of everyPage.filter(([pageLang]) => pageLang === lang)) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        const head = await readHead(page);
        const meta = catalogs[lang].meta[pageId];
        expect.soft(head.lang, path).toBe(lang);
        expect.soft(head.title.startsWith(meta.title), `${path}: title`).toBe(true);
        expect.soft(head.description, path).toBe(meta.description);
        expect.soft(head.canonical, path).toBe(`${baseURL}${path}`);
        expect.soft(head.ogUrl, path).toBe(`${baseURL}${path}`);
        expect.soft(head.ogTitle, path).toBe(head.title);
        expect.soft(head.ogImage, path).toBe(`${baseURL}/og/${lang}.png`);
        expect.soft(head.twitterCard, path).toBe('summary_large_image');
        expect.soft(head.h1?.trim().length, `${path}: h1`).toBeGreaterThan(0);
        const expected = Object.fromEntries(
          languages.map((other) => [other, `${baseURL}${path.replace(`/${lang}`, `/${other}`)}`]),
        );
        expected['x-default'] = expected.en!;
        expect.soft(head.alternates, path).toEqual(expected);
      }
    });
  }

  test('titles and descriptions are unique across pages and languages', async ({ request }) => {
    // Read from the HTML as served (the tests above read the same tags in the DOM).
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [, , path] of everyPage) {
      const html = await (await request.get(path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '');
    }
    expect(titles.size).toBe(everyPage.length);
    expect(descriptions.size).toBe(everyPage.length);
  });
});

test('each language has its own Open Graph image', async ({ request }) => {
  for (const lang of languages) {
    const response = await request.get(`/og/${lang}.png`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('sitemap.xml lists every page with its alternates, and robots.txt names it', async ({ request, baseURL }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const [, , path] of everyPage) expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  expect(sitemap).toContain(`hreflang="x-default" href="${baseURL}/en/about"`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
