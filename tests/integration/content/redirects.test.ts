/**
 * The redirects editors set, on both stores: saved with its audit row, refused (nothing kept)
 * where a page or a case answers or where it would loop, answered by every instance once the
 * change's notice reaches it, with the visitor's campaign tags kept, and the hits each instance
 * counted added up, neither lost nor doubled.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { allCaseSlugs } from '../../../src/server/cases/repository';
import { seedCasesIfEmpty } from '../../../src/server/cases/seed';
import { auditLog, redirects } from '../../../src/server/db/schema';
import { RedirectTable } from '../../../src/server/redirects/table';
import { redirects as redirectActions } from '../../../src/actions/staff/redirects';
import { listRedirects, onRedirectChanges } from '../../../src/server/redirects/store';
import { staffActing } from '../../support/integration/acting';
import { freshStoreEach, testStores } from '../../support/integration/stores';

/** An instance's answers to redirected addresses, on a port of its own. */
async function serving(
  table: RedirectTable,
): Promise<{ get(path: string): Promise<Response>; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (!table.answer(req, res, new URL(req.url ?? '/', 'http://site.test'))) res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (path) => fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testStores)('redirects on $name', (store) => {
  const fresh = freshStoreEach(store);

  const editor = () =>
    staffActing(fresh.handle, 'staff-editor-1', 'editor', '203.0.113.9', { email: 'eda@staff.example' });

  it('saves a redirect with its audit row, changes it in place, and removes it', async () => {
    expect(
      await redirectActions.save.perform({ from: '/spring-offer/', target: '/en/solutions', status: 302 }, editor()),
    ).toEqual({
      saved: '/spring-offer',
      replaced: false,
    });
    expect(
      await redirectActions.save.perform(
        { from: '/spring-offer', target: 'https://example.com/offer', status: 301 },
        editor(),
      ),
    ).toEqual({ saved: '/spring-offer', replaced: true });
    const [saved] = await listRedirects(fresh.db);
    expect(saved).toMatchObject({
      fromPath: '/spring-offer',
      target: 'https://example.com/offer',
      status: 301,
      hits: 0,
      lastHitAt: null,
    });
    expect(await redirectActions.remove.perform({ id: saved!.id }, editor())).toEqual({ removed: '/spring-offer' });
    expect(await redirectActions.remove.perform({ id: saved!.id }, editor())).toEqual({ status: 404 });
    expect(await listRedirects(fresh.db)).toEqual([]);
    const audit = await fresh.db
      .select({
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        actorId: auditLog.actorId,
      })
      .from(auditLog)
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      {
        action: 'redirect-save',
        target: '/spring-offer',
        details: { to: '/en/solutions', status: '302' },
        actorId: 'staff-editor-1',
      },
      {
        action: 'redirect-save',
        target: '/spring-offer',
        details: { to: 'https://example.com/offer', status: '301' },
        actorId: 'staff-editor-1',
      },
      {
        action: 'redirect-delete',
        target: '/spring-offer',
        details: { to: 'https://example.com/offer' },
        actorId: 'staff-editor-1',
      },
    ]);
  });

  it('refuses an address a page or a case answers, and a loop, keeping nothing', async () => {
    await seedCasesIfEmpty(fresh.db);
    const [slug] = await allCaseSlugs(fresh.db);
    expect(
      await redirectActions.save.perform({ from: '/ru/solutions', target: '/ru', status: 301 }, editor()),
    ).toMatchObject({
      refusal: 'fromRoute',
      status: 422,
      typed: { from: '/ru/solutions', target: '/ru' },
    });
    expect(
      await redirectActions.save.perform({ from: `/fr/cases/${slug}`, target: '/fr', status: 301 }, editor()),
    ).toMatchObject({
      refusal: 'fromRoute',
      status: 422,
    });
    await redirectActions.save.perform({ from: '/a', target: '/b', status: 301 }, editor());
    expect(await redirectActions.save.perform({ from: '/b', target: '/a', status: 301 }, editor())).toMatchObject({
      refusal: 'loop',
      status: 422,
    });
    expect((await listRedirects(fresh.db)).map((row) => row.fromPath)).toEqual(['/a']);
  });

  it('is answered by every instance once the change is heard, the campaign tags kept, and each hit counted once', async () => {
    const [one, two] = [new RedirectTable(), new RedirectTable()];
    const heard: string[][] = [];
    const unlisten = await onRedirectChanges(fresh.handle, (paths) => {
      heard.push(paths ?? []);
      void one.load(fresh.db);
      void two.load(fresh.db);
    });
    const [first, second] = [await serving(one), await serving(two)];
    try {
      await redirectActions.save.perform({ from: '/go/webinar', target: '/en/contact', status: 302 }, editor());
      await expect.poll(() => heard).toEqual([['/go/webinar']]);
      for (const instance of [first, second]) {
        await expect
          .poll(async () => (await instance.get('/go/webinar?utm_source=mail&utm_campaign=webinar')).status)
          .toBe(302);
      }
      const answer = await first.get('/go/webinar?utm_source=mail');
      expect(answer.headers.get('location')).toBe('/en/contact?utm_source=mail');
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect((await second.get('/go/elsewhere')).status).toBe(404);
      // Three answered by each: its poll's redirect, then the ones below.
      await Promise.all([first.get('/go/webinar'), second.get('/go/webinar'), second.get('/go/webinar')]);
      const at = new Date('2026-11-20T10:00:00Z');
      await Promise.all([one.flushHits(fresh.db, at), two.flushHits(fresh.db, new Date('2026-11-20T09:00:00Z'))]);
      await one.flushHits(fresh.db, new Date('2026-11-20T11:00:00Z')); // nothing new: changes nothing
      const [row] = await fresh.db.select({ hits: redirects.hits, lastHitAt: redirects.lastHitAt }).from(redirects);
      expect(row).toEqual({ hits: 6, lastHitAt: at });
    } finally {
      await Promise.all([first.close(), second.close(), unlisten()]);
    }
  });
});
