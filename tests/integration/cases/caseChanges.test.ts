/**
 * A case change shows at once, not after CASES_CACHE_SECONDS: the notice sent when it commits
 * drops the cases cache and the cached pages, sitemap and API answers made from cases, on the
 * store it was made on (both kinds) and on every server instance of one PostgreSQL database.
 * Caches live an hour here, so only the notice can explain a fresh answer. Needs the build.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { openDatabase } from '../../../src/server/db/client';
import { CASE_EVENTS_CHANNEL, dropCachesOnCaseChanges, isCasesDerived } from '../../../src/server/cases/events';
import type { CaseImport } from '../../../src/server/cases/importFormat';
import { exportCases, upsertCases } from '../../../src/server/cases/repository';
import { createStoreSource } from '../../../src/server/cases/storeSource';
import { PageCache } from '../../../src/server/http/pageCache';
import { dropDatabase, freshDatabase, postgresUrl, testStores } from '../../support/integration/stores';
import { freePorts } from '../../support/ports';

/** A new case with English text only. */
function newCase(slug: string, title: string): CaseImport {
  return {
    slug,
    coverImage: null,
    technologies: [],
    published: true,
    sortOrder: 99,
    translations: { en: { title, summary: `${title}: the summary`, body: null, industry: 'Logistics', results: [] } },
  };
}

/** A cached answer as the page cache keeps it (shared for an hour). */
const cachedAnswer = (text: string) =>
  new Response(text, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=3600', 'Content-Type': 'text/html' } });

describe('which cached answers are made from cases', () => {
  it.each([
    ['/en/cases', true],
    ['/ru/cases?page=2', true],
    ['/fr/cases/retail-analytics', true],
    ['/sitemap.xml', true],
    ['/functions/v1/get-cases-by-lang?lng=pt', true],
    ['/en', false],
    ['/en/casestudies', false],
    ['/en/contact', false],
    ['/xx/cases', false],
    ['/functions/v1/other', false],
  ])('%s: %s', (key, derived) => {
    expect(isCasesDerived(key)).toBe(derived);
  });
});

describe.each(testStores)('a committed case change on $name', (store) => {
  it('drops the cached list and the pages made from cases, and nothing else', async () => {
    const handle = await store.open();
    try {
      const source = createStoreSource({ db: async () => handle.db, cacheSeconds: 3600 });
      const pages = new PageCache();
      for (const key of ['/en/cases', '/en/cases/first-story', '/sitemap.xml', '/en/about'])
        await pages.keep(key, cachedAnswer(key));
      const notices: string[] = [];
      const unlisten = await dropCachesOnCaseChanges(handle, (notice) => {
        source.invalidate();
        pages.drop(isCasesDerived);
        notices.push(notice.type);
      });

      await upsertCases(handle.db, [newCase('first-story', 'First title')]);
      await expect.poll(() => notices.length).toBe(1);
      expect((await source.list('en')).map((entry) => entry.title)).toEqual(['First title']);

      // Cached now, for an hour: only the next notice can change what it answers.
      for (const key of ['/en/cases', '/en/cases/first-story', '/sitemap.xml'])
        await pages.keep(key, cachedAnswer(key));
      await upsertCases(handle.db, [newCase('first-story', 'Second title')]);
      await expect.poll(() => notices.length).toBe(2);
      expect((await source.list('en')).map((entry) => entry.title)).toEqual(['Second title']);
      for (const key of ['/en/cases', '/en/cases/first-story', '/sitemap.xml'])
        expect(pages.get(key, 'GET'), key).toBeUndefined();
      expect(await pages.get('/en/about', 'GET')?.text()).toBe('/en/about');

      // A rolled-back change says nothing.
      await handle.db
        .transaction(async (tx) => {
          await tx.execute(`select pg_notify('${CASE_EVENTS_CHANNEL}', '{"type":"changed","slugs":[]}')`);
          throw new Error('rolled back');
        })
        .catch(() => {});
      await upsertCases(handle.db, [newCase('first-story', 'Third title')]);
      await expect.poll(() => notices.length).toBe(3);
      await unlisten();
    } finally {
      await handle.cleanup();
    }
  });

  it('after a gap in listening (resync), drops the caches too', async () => {
    const heard: string[] = [];
    let handlers: { resync?: () => void } = {};
    const fakeStore = {
      listen: async (_channel: string, given: { resync?: () => void }) => ((handlers = given), async () => {}),
    };
    await dropCachesOnCaseChanges(fakeStore as never, (notice) => heard.push(notice.type));
    handlers.resync?.();
    expect(heard).toEqual(['resync']);
  });
});

describe('two server instances on one PostgreSQL database', () => {
  const databaseName = `${new URL(postgresUrl).pathname.slice(1)}_case_changes_${process.pid}`;
  const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${databaseName}` }).href;
  const sites: StartedSite[] = [];

  beforeAll(async () => {
    await freshDatabase(databaseName);
    for (const port of await freePorts(2)) {
      sites.push(
        await startSite(port, {
          DIST_DIR: process.env.DIST_DIR ?? 'dist',
          DATABASE_URL: databaseUrl,
          CASES_CACHE_SECONDS: '3600',
          LOG_LEVEL: 'warn',
        }),
      );
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    await dropDatabase(databaseName);
  });

  it('a case published through the store shows on both instances: list, case page, sitemap and API', async () => {
    const paths = ['/en/cases', '/en/cases/live-change', '/sitemap.xml', '/functions/v1/get-cases-by-lang?lng=en'];
    const read = async (site: StartedSite, path: string) => {
      const response = await fetch(site.origin + path);
      return { status: response.status, text: await response.text() };
    };
    // Warm every cache on both instances: the new case is absent from all of them.
    for (const site of sites) {
      for (const path of paths) {
        const first = await read(site, path);
        expect(first.text, path).not.toContain('Live change');
        expect((await read(site, path)).status, path).toBe(first.status);
      }
    }

    const store = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: databaseUrl });
    try {
      const published = performance.now();
      await upsertCases(store.db, [newCase('live-change', 'Live change')]);
      for (const site of sites) {
        for (const path of paths) {
          await expect
            .poll(async () => (await read(site, path)).text, { timeout: 10_000, interval: 50 })
            .toContain(path === '/sitemap.xml' ? '/en/cases/live-change' : 'Live change');
        }
      }
      console.log(
        `case change seen on both instances, every path, ${Math.round(performance.now() - published)} ms after its commit`,
      );

      // And taken back: unpublished, it leaves both instances too.
      const [changed] = (await exportCases(store.db)).filter((entry) => entry.slug === 'live-change');
      await upsertCases(store.db, [{ ...changed!, published: false }]);
      for (const site of sites) {
        await expect
          .poll(async () => (await read(site, '/en/cases/live-change')).status, { timeout: 10_000, interval: 50 })
          .toBe(404);
        await expect
          .poll(async () => (await read(site, '/en/cases')).text, { timeout: 10_000, interval: 50 })
          .not.toContain('Live change');
      }
    } finally {
      await store.close();
    }
  });
});
