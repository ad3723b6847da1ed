import { expect, test, type Page } from '@playwright/test';
import {
  catalogs,
  everyPage,
  languageInfo,
  languages,
  localizedPath,
  type Lang,
  type PageId,
} from '../../support/e2e/site';
import { site } from '../../../src/config/site';
import { offices } from '../../../src/data/offices';
import { currencyFor, packages } from '../../../src/data/packages';
import { seedCases } from '../../../src/data/caseSeed';

// Structured data must be in the HTML as served: read it with JavaScript off.
test.use({ javaScriptEnabled: false });

/** A node of a page's JSON-LD graph, loosely typed: the tests read what the page wrote. */
type Node = Record<string, any>;

/** Pages of a more specific kind than WebPage. */
const specialPageTypes: Partial<Record<PageId, string>> = {
  about: 'AboutPage',
  cases: 'CollectionPage',
  contact: 'ContactPage',
  callback: 'ContactPage',
  meeting: 'ContactPage',
};

/** Pages under another page: their breadcrumb has that page between home and them. */
const parentPages: Partial<Record<PageId, PageId>> = { callback: 'contact', meeting: 'contact' };

/** Every JSON-LD script of the page parsed (a script that is not JSON fails here), all from `<head>`. */
async function readGraph(page: Page): Promise<Node[]> {
  const { inHead, all } = await page.evaluate(() => {
    const selector = 'script[type="application/ld+json"]';
    return {
      inHead: document.head.querySelectorAll(selector).length,
      all: [...document.querySelectorAll(selector)].map((script) => script.textContent ?? ''),
    };
  });
  expect(all, 'one JSON-LD script').toHaveLength(1);
  expect(inHead, 'JSON-LD in <head>').toBe(1);
  const data = JSON.parse(all[0]!);
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

/** The JSON-LD of a page fetched without a browser. */
async function fetchGraph(
  request: { get(url: string): Promise<{ text(): Promise<string> }> },
  path: string,
): Promise<Node[]> {
  const html = await (await request.get(path)).text();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => match[1]!,
  );
  expect(scripts, path).toHaveLength(1);
  return JSON.parse(scripts[0]!)['@graph'];
}

const byType = (graph: Node[], type: string) => graph.filter((node) => node['@type'] === type);
// Text as the page holds it: no-break spaces (French punctuation) stay.
const squash = (text: string | null) => (text ?? '').replace(/[ \t\r\n]+/g, ' ').trim();

/** The page node and its breadcrumb, checked as every page must have them; returns the page node. */
function expectPageNode(graph: Node[], lang: Lang, url: string, type: string): Node {
  const node = graph.find((item) => item['@id'] === url);
  expect(node, `a node for ${url}`).toBeDefined();
  expect(node!['@type']).toBe(type);
  expect(node!.url).toBe(url);
  expect(node!.inLanguage).toBe(languageInfo[lang].locale);
  expect(node!.publisher).toEqual({ '@id': expect.any(String) });
  expect(node!.isPartOf).toEqual({ '@id': expect.any(String) });

  const [breadcrumb, ...more] = byType(graph, 'BreadcrumbList');
  expect(more).toHaveLength(0);
  expect(node!.breadcrumb).toEqual({ '@id': breadcrumb!['@id'] });
  const items: Node[] = breadcrumb!.itemListElement;
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  expect(items[0]!.item).toBe(new URL(localizedPath(lang, 'home'), url).href);
  expect(items.at(-1)!.item).toBe(url);
  return node!;
}

test.describe('every page describes itself in JSON-LD', () => {
  // One test per language, its pages read in turn on one page (a step each): a test per page
  // cost more in browser set-up than in reading.
  for (const lang of languages) {
    test(`every ${lang} page`, async ({ page, baseURL }) => {
      for (const [, pageId, path] of everyPage.filter(([pageLang]) => pageLang === lang)) {
        await test.step(path, async () => {
          await page.goto(path);
          const graph = await readGraph(page);
          const url = `${baseURL}${path}`;
          const t = catalogs[lang];
          const node = expectPageNode(graph, lang, url, specialPageTypes[pageId] ?? 'WebPage');
          expect(node.name).toBe(t.meta[pageId].title);
          expect(node.description).toBe(t.meta[pageId].description);

          // The breadcrumb ends at this page under the name the page shows as its heading.
          const trail: Node[] = byType(graph, 'BreadcrumbList')[0]!.itemListElement;
          const heading = pageId === 'home' ? t.nav.home : squash(await page.locator('h1').textContent());
          expect(trail.at(-1)!.name).toBe(heading);
          const parent = parentPages[pageId];
          expect(trail).toHaveLength(pageId === 'home' ? 1 : parent ? 3 : 2);
          if (parent) expect(trail[1]!.item).toBe(`${baseURL}${localizedPath(lang, parent)}`);

          // The company is described on the home page only; everywhere else it is referred to.
          const organizations = byType(graph, 'Organization');
          if (pageId === 'home') {
            expect(organizations).toHaveLength(1);
            expect(organizations[0]).toMatchObject({
              '@id': node.publisher['@id'],
              name: site.name,
              email: site.email,
              telephone: site.phone,
            });
            expect(byType(graph, 'WebSite')).toEqual([
              expect.objectContaining({ '@id': node.isPartOf['@id'], inLanguage: languageInfo[lang].locale }),
            ]);
          } else {
            expect(organizations).toHaveLength(0);
            expect(byType(graph, 'WebSite')).toHaveLength(0);
          }
        });
      }
    });
  }
});

test.describe('what a page shows is in its JSON-LD', () => {
  for (const lang of languages) {
    test(`${lang}: the solutions page offers the packages of its price table, in its currency`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(localizedPath(lang, 'solutions'));
      const graph = await readGraph(page);
      const node = graph.find((item) => item['@id'] === `${baseURL}${localizedPath(lang, 'solutions')}`)!;
      const offers: Node[] = node.mainEntity.itemListElement;
      const currency = currencyFor(lang);
      expect(offers.map((offer) => [offer['@type'], offer.name, offer.price, offer.priceCurrency])).toEqual(
        packages.map((pkg) => ['Offer', pkg.name, pkg.monthlyPrice[currency], currency]),
      );
      // Each offer leads where its card's button does, and names the package the card shows.
      const cards = page.locator('#packages article');
      await expect(cards.locator('h3')).toHaveText(offers.map((offer) => offer.name));
      const links = await cards
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      expect(offers.map((offer) => offer.url)).toEqual(links);
      for (const offer of offers)
        expect(offer.priceSpecification).toMatchObject({
          price: offer.price,
          priceCurrency: currency,
          unitCode: 'MON',
        });
    });

    test(`${lang}: the cases page lists the cases it links to, in order`, async ({ page, baseURL }) => {
      await page.goto(localizedPath(lang, 'cases'));
      const graph = await readGraph(page);
      const list: Node = graph.find((item) => item['@id'] === `${baseURL}${localizedPath(lang, 'cases')}`)!.mainEntity;
      expect(list['@type']).toBe('ItemList');
      const links = await page
        .locator('#case-list article a[href]')
        .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).href));
      const titles = (await page.locator('#case-list article h3').allTextContents()).map(squash);
      expect(links.length).toBeGreaterThan(0);
      expect(list.numberOfItems).toBe(links.length);
      expect(list.itemListElement).toEqual(
        links.map((url, index) => ({ '@type': 'ListItem', position: index + 1, url, name: titles[index] })),
      );
    });

    test(`${lang}: the contact page gives each office's address, phone and working hours`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(localizedPath(lang, 'contact'));
      const graph = await readGraph(page);
      const places: Node[] = graph.find(
        (item) => item['@id'] === `${baseURL}${localizedPath(lang, 'contact')}`,
      )!.mainEntity;
      const cities = await page.locator('section[aria-labelledby="offices-title"] li h3').allTextContents();
      expect(places.map((place) => place.name)).toEqual(cities.map(squash));
      expect(
        places.map((place) => [
          place['@type'],
          place.telephone,
          place.address['@type'],
          place.address.streetAddress,
          place.address.addressCountry,
        ]),
      ).toEqual(
        offices.map((office) => [
          'Place',
          office.phone,
          'PostalAddress',
          catalogs[lang].contact.offices.addresses[office.id],
          'RU',
        ]),
      );
      const { days, opens, closes } = site.workingHours;
      for (const place of places) {
        expect(place.address.addressLocality).toBe(place.name);
        expect(place.openingHoursSpecification).toMatchObject({
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: days,
        });
        expect(place.openingHoursSpecification.opens.startsWith(opens)).toBe(true);
        expect(place.openingHoursSpecification.closes.startsWith(closes)).toBe(true);
      }
    });

    test(`${lang}: a case page is an Article under Home › Cases`, async ({ page, baseURL }) => {
      const slug = seedCases[0]!.slug;
      const path = `/${lang}/cases/${slug}`;
      await page.goto(path);
      const graph = await readGraph(page);
      const url = `${baseURL}${path}`;
      const node = expectPageNode(graph, lang, url, 'WebPage');
      const title = squash(await page.locator('h1').textContent());
      const trail: Node[] = byType(graph, 'BreadcrumbList')[0]!.itemListElement;
      expect(trail.map((item) => [item.name, item.item])).toEqual([
        [catalogs[lang].nav.home, `${baseURL}${localizedPath(lang, 'home')}`],
        [catalogs[lang].cases.title, `${baseURL}${localizedPath(lang, 'cases')}`],
        [title, url],
      ]);
      const [article] = byType(graph, 'Article');
      expect(node.mainEntity).toEqual({ '@id': article!['@id'] });
      expect(article).toMatchObject({
        headline: title,
        inLanguage: languageInfo[lang].locale,
        mainEntityOfPage: { '@id': url },
      });
      expect(article!.publisher).toEqual(node.publisher);
      expect(byType(graph, 'Organization')).toHaveLength(0);
    });
  }
});

test('every id a page refers to is described on that page or on its language home page', async ({ request }) => {
  for (const lang of languages) {
    const defined = new Set<string>();
    const referred = new Map<string, string>();
    for (const [pageLang, , path] of everyPage.filter(([code]) => code === lang)) {
      const graph = await fetchGraph(request, path);
      // A node with a type describes its id; an object holding only an id refers to one.
      JSON.stringify(graph, (_, value) => {
        if (value && typeof value === 'object' && typeof value['@id'] === 'string') {
          if (value['@type']) defined.add(value['@id']);
          else if (Object.keys(value).length === 1) referred.set(value['@id'], `${pageLang} ${path}`);
        }
        return value;
      });
    }
    for (const [id, where] of referred) expect(defined.has(id), `${id} (referred to on ${where})`).toBe(true);
  }
});
