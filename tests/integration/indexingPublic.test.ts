/**
 * What search engines see of a page an editor keeps out of them: once the Russian presentation
 * is published as noindex, `/ru/presentation` says so in its head (and is still counted as a
 * visit), leaves the sitemap, and the other languages stop naming it as their Russian version;
 * `/en/presentation` stays listed and indexed. Needs the build.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedIndexing } from '../../src/content/indexing';
import type { SiteApp } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { followDocuments } from '../../src/server/documents/live';
import { publishDocument } from '../../src/server/documents/store';
import { appOn, testStores } from './stores';

type AstroHandler = (req: http.IncomingMessage, res: http.ServerResponse, next: undefined, locals: { app: SiteApp }) => void;

const editor = { id: 'staff-editor-1', email: 'eda@staff.example' };
const publishedAt = new Date('2031-05-06T07:08:09.000Z');
const ROBOTS = '<meta name="robots" content="noindex"/>';

const read = async (origin: string, path: string) => (await fetch(origin + path)).text();
/** The sitemap's `<loc>` addresses, by path. */
const locs = (sitemap: string) => Array.from(sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g), (match) => match[1]);

let astro: AstroHandler;
beforeAll(async () => {
  const entry = pathToFileURL(resolve(process.env.DIST_DIR ?? 'dist', 'server/entry.mjs')).href;
  ({ handler: astro } = (await import(/* @vite-ignore */ entry)) as { handler: AstroHandler });
}, 120_000);

describe.each(testStores)('a page kept out of search engines in one language, on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  let app: SiteApp;
  let server: http.Server;
  let origin: string;
  beforeEach(async () => {
    handle = await store.open();
    db = handle.db;
    app = appOn(handle);
    server = http.createServer((req, res) => astro(req, res, undefined, { app }));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((done) => server.close(done));
    await handle.cleanup();
  });

  it('has the robots meta, leaves the sitemap and the other languages’ alternates; English stays listed', async () => {
    const unfollow = await followDocuments(app, handle, () => {});
    try {
      const before = await read(origin, '/ru/presentation');
      expect(before).not.toContain(ROBOTS);
      expect(locs(await read(origin, '/sitemap.xml'))).toContain('/ru/presentation');
      expect(await read(origin, '/en/presentation')).toMatch(/<link rel="alternate" hrefLang="ru" href="[^"]*\/ru\/presentation"/);

      const indexing = seedIndexing();
      expect(await publishDocument(db, editor, 'indexing', 'ru', { noindex: { ...indexing.noindex, presentation: true } }, publishedAt)).toMatchObject({ ok: true });

      await expect.poll(async () => read(origin, '/ru/presentation'), { timeout: 10_000, interval: 50 }).toContain(ROBOTS);
      const page = await read(origin, '/ru/presentation');
      // Still a page visitors read: its visits are counted.
      expect(page).toMatch(/sendBeacon\(\s*["'`]\/a["'`]/);
      const sitemap = await read(origin, '/sitemap.xml');
      expect(locs(sitemap)).not.toContain('/ru/presentation');
      expect(locs(sitemap)).toContain('/en/presentation');
      expect(locs(sitemap)).toContain('/ru/about');
      expect(sitemap).not.toMatch(/hreflang="ru" href="[^"]*\/ru\/presentation"/);
      const english = await read(origin, '/en/presentation');
      expect(english).not.toContain(ROBOTS);
      expect(english).not.toMatch(/hrefLang="ru" href="[^"]*\/ru\/presentation"/);
      expect(english).toMatch(/<link rel="alternate" hrefLang="fr" href="[^"]*\/fr\/presentation"/);
      expect(english).not.toContain('<meta property="og:locale:alternate" content="ru_RU"/>');
      expect(await read(origin, '/ru/about')).not.toContain(ROBOTS);
    } finally {
      await unfollow();
    }
  });
});
