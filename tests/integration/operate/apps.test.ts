/**
 * Two apps in one process share nothing: each has its own store, page cache, cases, metrics and
 * health, and the built site answers each request from the app it is handed. Needs the build
 * (`npm test` builds before this suite).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type SiteApp } from '../../../src/server/app';
import { unpublish } from '../../../src/server/cases/changes';
import { cases } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { requestUrl } from '../../../src/server/http/requestUrl';
import { eq } from 'drizzle-orm';

type AstroHandler = (
  req: http.IncomingMessage,
  res: http.ServerResponse,
  next: undefined,
  locals: { app: SiteApp },
) => void;

interface Running {
  app: SiteApp;
  origin: string;
  dir: string;
  server: http.Server;
}

const running: Running[] = [];

/** An app on an embedded store of its own, served by the built site's handler on a port of its own. */
async function start(astro: AstroHandler): Promise<Running> {
  const dir = mkdtempSync(join(tmpdir(), 'two-apps-'));
  const app = createApp(parseEnv({ DATA_DIR: dir, CASES_CACHE_SECONDS: '60' }));
  await app.seedCases();
  // Its pages are kept in its page cache once it has read the published content, as a server does at its start.
  await app.documents.load(await app.db());
  const server = http.createServer((req, res) => {
    if (app.health.answer(req, res, requestUrl(req))) return;
    astro(req, res, undefined, { app });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const started = { app, dir, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  running.push(started);
  return started;
}

const caseSlugs = async (site: Running) => {
  const html = await (await fetch(`${site.origin}/en/cases`)).text();
  return [...html.matchAll(/href="\/en\/cases\/([\w-]+)"/g)].map((match) => match[1]);
};

let first: Running;
let second: Running;

beforeAll(async () => {
  const entry = pathToFileURL(resolve(process.env.DIST_DIR ?? 'dist', 'server/entry.mjs')).href;
  const { handler } = (await import(/* @vite-ignore */ entry)) as { handler: AstroHandler };
  first = await start(handler);
  second = await start(handler);
}, 120_000);

afterAll(async () => {
  for (const { app, server, dir } of running) {
    server.close();
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('two apps in one process', () => {
  it('each show their own store: a case unpublished in one is still listed by the other', async () => {
    const listed = await caseSlugs(first);
    expect(listed.length).toBeGreaterThan(0);
    expect(await caseSlugs(second)).toEqual(listed);

    const db = await first.app.db();
    const [target] = await db.select({ id: cases.id, slug: cases.slug }).from(cases).where(eq(cases.slug, listed[0]!));
    const editor = {
      user: { id: 'editor-id', name: 'Edna', email: 'edna@example.com', role: 'editor' as const },
      sessionId: 'unused',
      lang: 'en' as const,
    };
    expect(
      await unpublish(
        { case: target!.id },
        { member: editor, ip: '192.0.2.1', headers: new Headers(), app: first.app, db },
      ),
    ).toEqual({ done: 'unpublished', id: target!.id });

    expect(await caseSlugs(first)).toEqual(listed.slice(1));
    expect(await caseSlugs(second)).toEqual(listed);
  });

  it('each keep their own page cache and count their own hits', async () => {
    const hits = async (site: Running) => (await site.app.metrics.pageCacheHits.get()).values[0]?.value ?? 0;
    const before = [await hits(first), await hits(second)];
    await fetch(`${first.origin}/en/cases`);
    await fetch(`${first.origin}/en/cases`);
    expect(await hits(first)).toBeGreaterThan(before[0]!);
    expect(await hits(second)).toBe(before[1]);
  });

  it('each answer their own readiness: one shutting down leaves the other ready', async () => {
    first.app.health.markStopping();
    expect((await fetch(`${first.origin}/readyz`)).status).toBe(503);
    expect((await fetch(`${second.origin}/readyz`)).status).toBe(200);
  });
});
