import { expect, test, type Page } from '@playwright/test';
import { catalogs, everyPage, languages, skipImagesAndFonts } from './site';

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
  for (const [lang, pageId, path] of everyPage) {
    test(path, async ({ page, baseURL }) => {
      await skipImagesAndFonts(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const head = await readHead(page);
      const meta = catalogs[lang].meta[pageId];
      expect(head.lang).toBe(lang);
      expect(head.title.startsWith(meta.title)).toBe(true);
      expect(head.description).toBe(meta.description);
      expect(head.canonical).toBe(`${baseURL}${path}`);
      expect(head.ogUrl).toBe(`${baseURL}${path}`);
      expect(head.ogTitle).toBe(head.title);
      expect(head.ogImage).toBe(`${baseURL}/og/${lang}.png`);
      expect(head.twitterCard).toBe('summary_large_image');
      expect(head.h1?.trim().length).toBeGreaterThan(0);
      const expected = Object.fromEntries(
        languages.map((other) => [other, `${baseURL}${path.replace(`/${lang}`, `/${other}`)}`]),
      );
      expected['x-default'] = expected.en!;
      expect(head.alternates).toEqual(expected);
    });
  }

  test('titles and descriptions are unique across pages and languages', async ({ request }) => {
    // Read from the HTML as served (each page's test above reads the same tags in the DOM).
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
