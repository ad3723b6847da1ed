/**
 * The built site answering from an app of the test's own, in this process: Astro's handler of
 * the build (`DIST_DIR`, default `dist`) loaded once per file, served on a free port before each
 * test with a fresh store. For tests of what visitors see once something is published.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import type { SiteApp } from '../../../src/server/app';
import type { Database } from '../../../src/server/db/client';
import { appOn, freshStoreEach, type OpenedStore, type TestStore } from './stores';

type AstroHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: undefined,
  locals: { app: SiteApp },
) => void;

/** A site served for one test: its store, its app and the origin it answers on. */
export interface ServedSite {
  readonly handle: OpenedStore;
  readonly db: Database;
  readonly app: SiteApp;
  readonly origin: string;
}

/**
 * The build served from a fresh `store` before each test of the calling `describe`, stopped after
 * it: read `site.db`, `site.app` and `site.origin` inside the tests; the app's `settings` are as the
 * environment would give them (none by default). The app has not read the
 * published documents yet: a test follows them (`followDocuments`) when it needs them.
 */
export function builtSiteEach(store: TestStore, settings: Record<string, string> = {}): ServedSite {
  let astro: AstroHandler;
  beforeAll(async () => {
    const entry = pathToFileURL(resolve(process.env.DIST_DIR ?? 'dist', 'server/entry.mjs')).href;
    ({ handler: astro } = (await import(/* @vite-ignore */ entry)) as { handler: AstroHandler });
  }, 120_000);
  const fresh = freshStoreEach(store);
  const site = {} as { handle: OpenedStore; db: Database; app: SiteApp; origin: string };
  let server: http.Server;
  beforeEach(async () => {
    Object.assign(site, { handle: fresh.handle, db: fresh.db, app: appOn(fresh.handle, settings) });
    server = http.createServer((req, res) => astro(req, res, undefined, { app: site.app }));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((done) => server.close(done));
  });
  return site;
}
