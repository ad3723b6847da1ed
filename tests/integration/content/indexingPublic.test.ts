/**
 * What search engines see of a page an editor keeps out of them: once the Russian presentation
 * is published as noindex, `/ru/presentation` says so in its head (and is still counted as a
 * visit), leaves the sitemap, and the other languages stop naming it as their Russian version;
 * `/en/presentation` stays listed and indexed. Needs the build.
 */
import { describe, expect, it } from 'vitest';
import { seedIndexing } from '../../../src/content/indexing';
import { followDocuments } from '../../../src/server/documents/live';
import { publishDocument } from '../../../src/server/documents/store';
import { builtSiteEach } from '../../support/integration/builtSite';
import { testStores } from '../../support/integration/stores';

const editor = { id: 'staff-editor-1', email: 'eda@staff.example' };
const publishedAt = new Date('2031-05-06T07:08:09.000Z');
const ROBOTS = '<meta name="robots" content="noindex"/>';

const read = async (origin: string, path: string) => (await fetch(origin + path)).text();
/** The sitemap's `<loc>` addresses, by path. */
const locs = (sitemap: string) =>
  Array.from(sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g), (match) => match[1]);

describe.each(testStores)('a page kept out of search engines in one language, on $name', (store) => {
  const site = builtSiteEach(store);

  it('has the robots meta, leaves the sitemap and the other languages’ alternates; English stays listed', async () => {
    const unfollow = await followDocuments(site.app, site.handle, () => {});
    try {
      const before = await read(site.origin, '/ru/presentation');
      expect(before).not.toContain(ROBOTS);
      expect(locs(await read(site.origin, '/sitemap.xml'))).toContain('/ru/presentation');
      expect(await read(site.origin, '/en/presentation')).toMatch(
        /<link rel="alternate" hrefLang="ru" href="[^"]*\/ru\/presentation"/,
      );

      const indexing = seedIndexing();
      expect(
        await publishDocument(
          site.db,
          editor,
          'indexing',
          'ru',
          { noindex: { ...indexing.noindex, presentation: true } },
          publishedAt,
        ),
      ).toMatchObject({ ok: true });

      await expect
        .poll(async () => read(site.origin, '/ru/presentation'), { timeout: 10_000, interval: 50 })
        .toContain(ROBOTS);
      const page = await read(site.origin, '/ru/presentation');
      // Still a page visitors read: its visits are counted.
      expect(page).toMatch(/sendBeacon\(\s*["'`]\/a["'`]/);
      const sitemap = await read(site.origin, '/sitemap.xml');
      expect(locs(sitemap)).not.toContain('/ru/presentation');
      expect(locs(sitemap)).toContain('/en/presentation');
      expect(locs(sitemap)).toContain('/ru/about');
      expect(sitemap).not.toMatch(/hreflang="ru" href="[^"]*\/ru\/presentation"/);
      const english = await read(site.origin, '/en/presentation');
      expect(english).not.toContain(ROBOTS);
      expect(english).not.toMatch(/hrefLang="ru" href="[^"]*\/ru\/presentation"/);
      expect(english).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/fr\/presentation"/);
      expect(english).not.toContain('<meta property="og:locale:alternate" content="ru_RU"/>');
      expect(await read(site.origin, '/ru/about')).not.toContain(ROBOTS);
    } finally {
      await unfollow();
    }
  });
});
