/**
 * What visitors see of a publish, on both stores: the Growth package's rouble price published
 * by an editor shows on `/ru/solutions` (its card and its JSON-LD Offer), dates the page in the
 * sitemap, and leaves the dollar pages as they were; a package's new name shows on its card, its
 * Offer and the contact form; the page cache keeps answers for five
 * minutes, so only the publish's notice can explain a fresh one. Until the documents were first
 * read the page is a 503. On PostgreSQL, a second server instance shows the publish as well.
 * Needs the build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { SHARED } from '../../../src/content/documents';
import { seedPackages, type PackagesDocument } from '../../../src/content/packages';
import { seedCopy } from '../../../src/content/pageCopy';
import { catalogs, format } from '../../../src/i18n';
import { openDatabase } from '../../../src/server/db/client';
import { followDocuments } from '../../../src/server/documents/live';
import { scheduleDocument } from '../../../src/server/documents/schedule';
import { publishDocument } from '../../../src/server/documents/store';
import { listDocumentVersions } from '../../../src/server/documents/versions';
import { builtSiteEach } from '../../support/integration/builtSite';
import { dropDatabase, freshDatabase, postgresUrl, testStores } from '../../support/integration/stores';
import { freePorts } from '../../support/ports';

const editor = { id: 'staff-editor-1', email: 'eda@staff.example' };
const publishedAt = new Date('2031-05-06T07:08:09.000Z');
const NEW_RUB = 89_500;

/** The seeded price table with the Growth package's rouble price set to `rub`. */
function withGrowthRub(rub: number): PackagesDocument {
  return {
    items: seedPackages().items.map((item) =>
      item.id === 'growth' ? { ...item, prices: { ...item.prices, RUB: rub } } : item,
    ),
  };
}

/** The Offer named `name` in a page's JSON-LD. */
function offerNamed(html: string, name: string): { price?: number; priceCurrency?: string } | undefined {
  const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
  type Node = { '@type'?: string; name?: string; price?: number; priceCurrency?: string };
  const found: Node[] = [];
  JSON.parse(json ?? '{}', (_key, value: Node) => {
    if (value && value['@type'] === 'Offer' && value.name === name) found.push(value);
    return value;
  });
  return found[0];
}

/** The Growth package's Offer in a page's JSON-LD. */
const growthOffer = (html: string) => offerNamed(html, 'Growth');

/** The sitemap's `<lastmod>` of `path`, if any. */
const lastmodOf = (sitemap: string, path: string) =>
  new RegExp(`<loc>[^<]*${path}</loc>(?:<lastmod>([^<]+)</lastmod>)?`).exec(sitemap)?.[1];

async function read(origin: string, path: string): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(origin + path);
  return { status: response.status, text: await response.text(), headers: response.headers };
}

describe.each(testStores)('the published documents on the site, on $name', (store) => {
  const site = builtSiteEach(store);

  it('answers 503, asking to come back, until the documents were first read', async () => {
    const answer = await read(site.origin, '/ru/solutions');
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('60');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).not.toContain('79\u00a0000\u00a0₽');
  });

  it('shows a published price on /ru/solutions, in its Offer and the sitemap date, and leaves /en/solutions in dollars', async () => {
    const dropped: string[] = [];
    const unfollow = await followDocuments(site.app, site.handle, (paths) => dropped.push(...paths));
    try {
      const before = await read(site.origin, '/ru/solutions');
      expect(before.status).toBe(200);
      expect(before.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
      expect(before.text).toContain('79\u00a0000\u00a0₽');
      expect(growthOffer(before.text)).toMatchObject({ price: 79_000, priceCurrency: 'RUB' });
      const seededAt = lastmodOf((await read(site.origin, '/sitemap.xml')).text, '/ru/solutions');
      expect(seededAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      expect((await read(site.origin, '/en/solutions')).text).toContain('$2,999');
      expect(lastmodOf((await read(site.origin, '/sitemap.xml')).text, '/ru/about')).toBe(seededAt);

      expect(
        await publishDocument(site.db, editor, 'packages', SHARED, withGrowthRub(NEW_RUB), publishedAt),
      ).toMatchObject({ ok: true, version: 2 });

      await expect
        .poll(async () => (await read(site.origin, '/ru/solutions')).text, { timeout: 10_000, interval: 50 })
        .toContain('89\u00a0500\u00a0₽');
      const after = await read(site.origin, '/ru/solutions');
      expect(after.text).not.toContain('79\u00a0000\u00a0₽');
      expect(growthOffer(after.text)).toMatchObject({ price: NEW_RUB, priceCurrency: 'RUB' });
      const sitemap = (await read(site.origin, '/sitemap.xml')).text;
      expect(lastmodOf(sitemap, '/ru/solutions')).toBe(publishedAt.toISOString());
      expect(lastmodOf(sitemap, '/en/solutions')).toBe(publishedAt.toISOString());
      const english = await read(site.origin, '/en/solutions');
      expect(english.text).toContain('$2,999');
      expect(growthOffer(english.text)).toMatchObject({ price: 2_999, priceCurrency: 'USD' });
      expect(dropped).toEqual(
        expect.arrayContaining(['/en/solutions', '/ru/solutions', '/pt/solutions', '/sitemap.xml']),
      );
    } finally {
      await unfollow();
    }
  });

  it('shows a renamed package under its new name on the solutions page, in its Offer, and in the contact form’s choice and subject, in every language', async () => {
    const unfollow = await followDocuments(site.app, site.handle, () => {});
    try {
      expect((await read(site.origin, '/en/solutions')).text).toMatch(/<h3[^>]*>Growth<\/h3>/);
      const renamed = {
        items: seedPackages().items.map((item) => (item.id === 'growth' ? { ...item, name: 'Growth Pro' } : item)),
      };
      expect(await publishDocument(site.db, editor, 'packages', SHARED, renamed, publishedAt)).toMatchObject({
        ok: true,
        version: 2,
      });

      await expect
        .poll(async () => (await read(site.origin, '/en/solutions')).text, { timeout: 10_000, interval: 50 })
        .toMatch(/<h3[^>]*>Growth Pro<\/h3>/);
      const english = (await read(site.origin, '/en/solutions')).text;
      expect(offerNamed(english, 'Growth Pro')).toMatchObject({ price: 2_999, priceCurrency: 'USD' });
      expect(offerNamed(english, 'Growth')).toBeUndefined();
      expect(offerNamed((await read(site.origin, '/ru/solutions')).text, 'Growth Pro')).toMatchObject({
        price: 79_000,
        priceCurrency: 'RUB',
      });
      const contact = (await read(site.origin, '/ru/contact?package=growth')).text;
      expect(contact).toMatch(/<option value="growth"[^>]*\sselected=""[^>]*>Growth Pro<\/option>/);
      expect(contact).toContain(`value="${format(catalogs.ru.contact_form.subjects.package, { name: 'Growth Pro' })}"`);
    } finally {
      await unfollow();
    }
  });

  it('shows published Russian page copy: the about page, its title for search, the footer of every page; English stays as it was', async () => {
    const dropped: string[] = [];
    const unfollow = await followDocuments(site.app, site.handle, (paths) => dropped.push(...paths));
    try {
      const ru = catalogs.ru;
      const before = await read(site.origin, '/ru/about');
      expect(before.status).toBe(200);
      expect(before.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
      expect(before.text).toMatch(new RegExp(`<h1[^>]*>${ru.about.title}</h1>`));
      // The pages are kept in the page cache: only a publish's notice explains a fresh one.
      expect((await read(site.origin, '/ru/contact')).text).toContain(ru.footer.tagline);

      const about = seedCopy('aboutCopy', 'ru') as { about: typeof ru.about };
      const meta = seedCopy('seo', 'ru') as { meta: typeof ru.meta };
      const footer = seedCopy('footerCopy', 'ru') as { footer: typeof ru.footer };
      expect(
        await publishDocument(
          site.db,
          editor,
          'aboutCopy',
          'ru',
          { about: { ...about.about, title: 'Команда, которая строит агентов' } },
          publishedAt,
        ),
      ).toMatchObject({ ok: true, version: 2 });
      expect(
        await publishDocument(
          site.db,
          editor,
          'seo',
          'ru',
          { meta: { ...meta.meta, about: { ...meta.meta.about, title: 'О компании: новая страница' } } },
          publishedAt,
        ),
      ).toMatchObject({ ok: true });
      expect(
        await publishDocument(
          site.db,
          editor,
          'footerCopy',
          'ru',
          { footer: { ...footer.footer, tagline: 'Агенты, которые работают за вас.' } },
          publishedAt,
        ),
      ).toMatchObject({ ok: true });

      await expect
        .poll(async () => (await read(site.origin, '/ru/about')).text, { timeout: 10_000, interval: 50 })
        .toContain('Команда, которая строит агентов');
      await expect
        .poll(async () => (await read(site.origin, '/ru/contact')).text, { timeout: 10_000, interval: 50 })
        .toContain('Агенты, которые работают за вас.');
      const after = (await read(site.origin, '/ru/about')).text;
      expect(after).toMatch(/<h1[^>]*>Команда, которая строит агентов<\/h1>/);
      expect(after).toMatch(/<title>О компании: новая страница[^<]*<\/title>/);
      expect(after).toMatch(/<meta property="og:title" content="О компании: новая страница/);
      expect(after).toContain('Агенты, которые работают за вас.');
      expect((await read(site.origin, '/ru/privacy')).text).toContain('Агенты, которые работают за вас.');
      const english = (await read(site.origin, '/en/about')).text;
      expect(english).toContain(catalogs.en.about.title);
      expect(english).toContain(catalogs.en.footer.tagline);
      expect(english).not.toContain('Команда, которая строит агентов');
      expect(dropped).toEqual(
        expect.arrayContaining(['/ru/about', '/ru/contact', '/ru', '/ru/privacy', '/sitemap.xml']),
      );
      expect(dropped).not.toContain('/en/about');
    } finally {
      await unfollow();
    }
  });
});

describe('two server instances on one PostgreSQL database', () => {
  const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_documents_public_${process.pid}`;
  const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href;
  const sites: StartedSite[] = [];

  beforeAll(async () => {
    await freshDatabase(databaseName);
    // Each instance looks for due drafts every second, as both would in production every ten.
    for (const port of await freePorts(2))
      sites.push(
        await startSite(port, {
          DIST_DIR: process.env.DIST_DIR ?? 'dist',
          DATABASE_URL: databaseUrl,
          LOG_LEVEL: 'warn',
          DOCUMENTS_SCHEDULE_SECONDS: '1',
        }),
      );
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await dropDatabase(databaseName);
  });

  it('a price published on the shared database shows on both instances once its notice arrives', async () => {
    // Warm both page caches with the old price.
    for (const { origin } of sites) {
      await expect
        .poll(async () => (await read(origin, '/ru/solutions')).status, { timeout: 10_000, interval: 100 })
        .toBe(200);
      expect((await read(origin, '/ru/solutions')).text).toContain('79\u00a0000\u00a0₽');
    }
    const store = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: databaseUrl });
    try {
      expect(
        await publishDocument(store.db, editor, 'packages', SHARED, withGrowthRub(NEW_RUB), publishedAt),
      ).toMatchObject({ ok: true });
    } finally {
      await store.close();
    }
    for (const { origin } of sites) {
      await expect
        .poll(async () => (await read(origin, '/ru/solutions')).text, { timeout: 10_000, interval: 50 })
        .toContain('89\u00a0500\u00a0₽');
      expect(lastmodOf((await read(origin, '/sitemap.xml')).text, '/ru/solutions')).toBe(publishedAt.toISOString());
    }
  });

  it('a headline scheduled a few seconds ahead appears on both instances once its time has come, published once', async () => {
    const headline = 'Агенты выходят на смену';
    const hero = seedCopy('homeCopy', 'ru') as { hero: typeof catalogs.ru.hero; demo: typeof catalogs.ru.demo };
    const store = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: databaseUrl });
    try {
      const scheduledAt = new Date();
      const at = new Date(scheduledAt.getTime() + 4000);
      expect(
        await scheduleDocument(
          store.db,
          editor,
          'homeCopy',
          'ru',
          { ...hero, hero: { ...hero.hero, title: headline } },
          at,
          scheduledAt,
        ),
      ).toMatchObject({ ok: true });
      for (const { origin } of sites) expect((await read(origin, '/ru')).text).not.toContain(headline);
      for (const { origin } of sites) {
        await expect
          .poll(async () => (await read(origin, '/ru')).text, { timeout: 30_000, interval: 100 })
          .toContain(headline);
        // Never before its time: the instances publish only what is due.
        expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
      }
      const versions = await listDocumentVersions(store.db, 'homeCopy', 'ru');
      expect(versions.filter((version) => version.action === 'scheduled')).toHaveLength(1);
      expect(versions[0]).toMatchObject({ version: 2, action: 'scheduled' });
      expect((await read(sites[0]!.origin, '/en')).text).not.toContain(headline);
    } finally {
      await store.close();
    }
  });
});
