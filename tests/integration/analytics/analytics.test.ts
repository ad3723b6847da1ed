/**
 * Page counting on both stores, through the beacon's own handler as the server runs it: views
 * and visitors rolled up per day, the visit a lead came from, forged beacons refused, the salt
 * changing with the day, raw views deleted after their days; on PostgreSQL, two instances at
 * once, and the command line's CSV.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerBeacon } from '../../../src/server/analytics/beacon';
import { analyticsReport, type AnalyticsReport } from '../../../src/server/analytics/report';
import { rollUp } from '../../../src/server/analytics/rollup';
import { visitOf } from '../../../src/server/analytics/visits';
import { createApp } from '../../../src/server/app';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { analyticsEvents, analyticsSalts, leads } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { settleForwarding } from '../../../src/server/http/forwarding';
import { saveLead } from '../../../src/server/leads/intake/store';
import { runScript } from '../../support/integration/commandLine';
import { sampleLead } from '../../support/integration/leadsPeers';
import { postgresUrl, resetPostgres, testStores } from '../../support/integration/stores';

const SITE = 'https://site.example';
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const DAY = '2026-03-10';

/** A clock the test moves. */
function testClock(iso: string) {
  let at = new Date(iso);
  return { now: () => at, set: (next: string) => void (at = new Date(next)) };
}

/** An app on `handle` with the test's clock, and an HTTP server that answers beacons as `serve.ts` does (behind a trusted proxy). */
async function beaconSite(handle: DatabaseHandle, now: () => Date, settings: Record<string, string> = {}) {
  const app = createApp(parseEnv({ SITE_URL: SITE, TRUST_PROXY: 'true', ...settings }), { handle, now });
  const server = http.createServer((req, res) => {
    settleForwarding(req, app.settings);
    const url = new URL(req.url ?? '/', SITE);
    if (!answerBeacon(app.counting, app.settings, req, res, url, String(req.headers['x-forwarded-for'])))
      res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    app,
    /** Sends a beacon for `page` from `address`; resolves to its status. */
    async send(
      page: string,
      options: {
        address?: string;
        agent?: string;
        referrer?: string;
        width?: number;
        origin?: string | null;
        headers?: Record<string, string>;
        body?: string;
      } = {},
    ) {
      const headers: Record<string, string> = {
        'Content-Type': 'text/plain;charset=UTF-8',
        'User-Agent': options.agent ?? chrome,
        'X-Forwarded-For': options.address ?? '203.0.113.1',
        ...options.headers,
      };
      if (options.origin !== null) headers['Origin'] = options.origin ?? SITE;
      const body =
        options.body ?? JSON.stringify({ u: `${SITE}${page}`, r: options.referrer ?? '', w: options.width ?? 1280 });
      const response = await fetch(`${base}/a`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      return response.status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await app.counting.close();
    },
  };
}

/** The rows of one breakdown as `value: [visitors, views, leads]`. */
const table = (report: AnalyticsReport, dimension: keyof AnalyticsReport['breakdowns']) =>
  Object.fromEntries(report.breakdowns[dimension].map((row) => [row.value, [row.visitors, row.views, row.leads]]));

describe.each(testStores)('page counting on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let site: Awaited<ReturnType<typeof beaconSite>>;
  const clock = testClock(`${DAY}T09:00:00Z`);
  beforeEach(async () => {
    handle = await store.open();
    clock.set(`${DAY}T09:00:00Z`);
    site = await beaconSite(handle, clock.now);
  });
  afterEach(async () => {
    await site.close();
    await handle.cleanup();
  });

  it('counts views and visitors per page, landing page, source, campaign, language and device, and ties a lead to its visit', async () => {
    // A visitor from a newsletter link, who goes on to the contact page; another from a search engine.
    expect(
      await site.send('/en?utm_source=newsletter&utm_medium=email&utm_campaign=spring', {
        address: '203.0.113.1',
        width: 390,
      }),
    ).toBe(204);
    expect(await site.send('/en/contact', { address: '203.0.113.1', referrer: `${SITE}/en`, width: 390 })).toBe(204);
    expect(
      await site.send('/ru', { address: '198.51.100.7', agent: firefox, referrer: 'https://search.example/?q=ai' }),
    ).toBe(204);
    expect(await site.send('/ru/solutions', { address: '198.51.100.7', agent: firefox })).toBe(204);
    expect(await site.send('/ru/solutions', { address: '198.51.100.7', agent: firefox })).toBe(204);
    // Not counted: a crawler, Do Not Track, Global Privacy Control, a signed-in staff member.
    expect(
      await site.send('/en', {
        address: '192.0.2.1',
        agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
    ).toBe(204);
    expect(await site.send('/en', { address: '192.0.2.2', headers: { DNT: '1' } })).toBe(204);
    expect(await site.send('/en', { address: '192.0.2.3', headers: { 'Sec-GPC': '1' } })).toBe(204);
    expect(await site.send('/en', { address: '192.0.2.4', headers: { Cookie: 'staff.session_token=abc' } })).toBe(204);

    // The visit a lead from the first visitor came from, found while its views still wait to be written, and after.
    expect(await visitOf(site.app.counting, handle.db, '203.0.113.1', chrome)).toEqual({
      landing: '/en',
      source: 'newsletter',
      campaign: 'spring',
      referrer: '',
    });
    expect(await site.app.counting.recorder.flush()).toBe(5);
    const visit = await visitOf(site.app.counting, handle.db, '203.0.113.1', chrome);
    expect(visit).toEqual({ landing: '/en', source: 'newsletter', campaign: 'spring', referrer: '' });
    // A visit from a search engine keeps the referring host.
    expect(await visitOf(site.app.counting, handle.db, '198.51.100.7', firefox)).toEqual({
      landing: '/ru',
      source: 'search.example',
      campaign: '',
      referrer: 'search.example',
    });
    expect(await visitOf(site.app.counting, handle.db, '192.0.2.2', chrome)).toBeUndefined();
    clock.set(`${DAY}T09:05:00Z`);
    await saveLead(
      { ...sampleLead({ kind: 'contact', lang: 'en', page: '/en/contact' }), visit },
      { db: handle.db, settings: site.app.settings },
    );
    await handle.db.update(leads).set({ createdAt: clock.now() }); // the store stamps it with its own clock

    await rollUp(handle.db, clock.now(), 30);
    const report = await analyticsReport(handle.db, { from: DAY, to: DAY });
    expect(report.totals).toEqual({ visitors: 2, views: 5, leads: 1 });
    expect(report.perDay).toEqual([{ day: DAY, visitors: 2, views: 5 }]);
    expect(table(report, 'page')).toEqual({
      '/ru/solutions': [1, 2, 0],
      '/en': [1, 1, 0],
      '/en/contact': [1, 1, 0],
      '/ru': [1, 1, 0],
    });
    expect(table(report, 'landing')).toEqual({ '/en': [1, 2, 1], '/ru': [1, 3, 0] });
    expect(table(report, 'source')).toEqual({ newsletter: [1, 2, 1], 'search.example': [1, 3, 0] });
    expect(table(report, 'campaign')).toEqual({ spring: [1, 2, 1], '': [1, 3, 0] });
    expect(table(report, 'lang')).toEqual({ en: [1, 2, 1], ru: [1, 3, 0] });
    expect(table(report, 'device')).toEqual({ mobile: [1, 2, 0], desktop: [1, 3, 0] });
    expect(report.forms).toEqual([{ kind: 'contact', leads: 1 }]);
    expect(report.funnel).toEqual({ visitors: 2, reachedContact: 1, leads: 1 });
    const [stored] = await handle.db
      .select({ landing: leads.visitLanding, source: leads.visitSource, campaign: leads.visitCampaign })
      .from(leads);
    expect(stored).toEqual({ landing: '/en', source: 'newsletter', campaign: 'spring' });

    // Rolled up again (another instance, the next run): the same figures.
    await rollUp(handle.db, clock.now(), 30);
    expect((await analyticsReport(handle.db, { from: DAY, to: DAY })).totals).toEqual({
      visitors: 2,
      views: 5,
      leads: 1,
    });
  });

  it("rolls a day up per UTC hour, and shows today's hours as of the last roll-up, as its days", async () => {
    /** The hours with figures as `hour: [visitors, views]`. */
    const hoursOf = (report: AnalyticsReport) =>
      Object.fromEntries(report.perHour.filter((row) => row.views).map((row) => [row.hour, [row.visitors, row.views]]));
    const viewAt = async (iso: string, page: string, address: string) => {
      clock.set(iso);
      expect(await site.send(page, { address })).toBe(204);
    };
    await viewAt(`${DAY}T00:30:00Z`, '/en', '203.0.113.1');
    await viewAt(`${DAY}T09:10:00Z`, '/en/contact', '203.0.113.1');
    await viewAt(`${DAY}T09:10:00Z`, '/ru', '198.51.100.7');
    await viewAt(`${DAY}T09:59:59Z`, '/ru/solutions', '198.51.100.7');
    await site.app.counting.recorder.flush();

    // Not rolled up yet: no hour shows a figure, as no day does; the hours are there, all 24.
    const before = await analyticsReport(handle.db, { from: DAY, to: DAY });
    expect(before.perHour.map((row) => row.hour)).toEqual(Array.from({ length: 24 }, (_, hour) => hour));
    expect(hoursOf(before)).toEqual({});
    expect(before.totals).toMatchObject({ visitors: 0, views: 0 });

    await rollUp(handle.db, clock.now(), 30);
    const today = await analyticsReport(handle.db, { from: DAY, to: DAY });
    expect(hoursOf(today)).toEqual({ 0: [1, 1], 9: [2, 3] });
    expect(today.totals).toMatchObject({ visitors: 2, views: 4 });

    // A view in the day's last hour: counted at the next roll-up, which recomputes today.
    await viewAt(`${DAY}T23:59:00Z`, '/fr', '192.0.2.50');
    await site.app.counting.recorder.flush();
    expect(hoursOf(await analyticsReport(handle.db, { from: DAY, to: DAY }))).toEqual({ 0: [1, 1], 9: [2, 3] });
    await rollUp(handle.db, clock.now(), 30);
    const later = await analyticsReport(handle.db, { from: DAY, to: DAY });
    expect(hoursOf(later)).toEqual({ 0: [1, 1], 9: [2, 3], 23: [1, 1] });
    expect(later.totals).toMatchObject({ visitors: 3, views: 5 });

    // Rolled up the next day too (late beacons), the same hours; a longer period has no hours.
    await rollUp(handle.db, new Date('2026-03-11T08:00:00Z'), 30);
    expect(hoursOf(await analyticsReport(handle.db, { from: DAY, to: DAY }))).toEqual({
      0: [1, 1],
      9: [2, 3],
      23: [1, 1],
    });
    expect((await analyticsReport(handle.db, { from: '2026-03-09', to: DAY })).perHour).toEqual([]);
    expect(hoursOf(await analyticsReport(handle.db, { from: '2026-03-09', to: '2026-03-09' }))).toEqual({});
  });

  it('refuses forged beacons, and holds a replay at 1,000 a second to the per-address limit', async () => {
    expect(await site.send('/en', { origin: 'https://evil.example' })).toBe(403);
    expect(await site.send('/en', { origin: null })).toBe(403);
    expect(
      await site.send('/en', {
        body: JSON.stringify({ u: `${SITE}/en?utm_campaign=${'x'.repeat(5000)}`, r: '', w: 1 }),
      }),
    ).toBe(413);
    expect(await site.send('/en', { body: '{"u": "' })).toBe(400);
    expect(await site.send('/en', { body: JSON.stringify({ u: 'https://evil.example/en', r: '', w: 1 }) })).toBe(400);
    expect(await site.send('/staff', {})).toBe(400);
    await site.app.counting.recorder.flush();
    expect(await handle.db.$count(analyticsEvents)).toBe(0);

    // One address replays a beacon 1,000 times at once: ANALYTICS_BEACONS_PER_MINUTE (30) of them count.
    const statuses = await Promise.all(
      Array.from({ length: 1000 }, () => site.send('/en?utm_campaign=forged', { address: '192.0.2.99' })),
    );
    const accepted = statuses.filter((status) => status === 204).length;
    expect(accepted).toBeLessThanOrEqual(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1000 - accepted);
    await site.app.counting.recorder.flush();
    await rollUp(handle.db, clock.now(), 30);
    const report = await analyticsReport(handle.db, { from: DAY, to: DAY });
    expect(report.totals.visitors).toBe(1);
    expect(report.totals.views).toBe(accepted);
    expect(report.totals.views).toBeLessThanOrEqual(30);
  });

  it("hashes with a new salt each day, so yesterday's visitor counts again and yesterday's salt is gone", async () => {
    await site.send('/en', { address: '203.0.113.1' });
    clock.set('2026-03-11T00:00:01Z');
    await site.send('/en', { address: '203.0.113.1' });
    await site.app.counting.recorder.flush();
    const visitors = await handle.db.select({ visitor: analyticsEvents.visitor }).from(analyticsEvents);
    expect(visitors).toHaveLength(2);
    expect(visitors[0]!.visitor).not.toBe(visitors[1]!.visitor);
    expect((await handle.db.select({ day: analyticsSalts.day }).from(analyticsSalts)).map((row) => row.day)).toEqual([
      '2026-03-11',
    ]);
    await rollUp(handle.db, clock.now(), 30);
    const report = await analyticsReport(handle.db, { from: '2026-03-10', to: '2026-03-11' });
    expect(report.perDay).toEqual([
      { day: '2026-03-10', visitors: 1, views: 1 },
      { day: '2026-03-11', visitors: 1, views: 1 },
    ]);
  });

  it("deletes raw page views after ANALYTICS_RETENTION_DAYS and keeps their days' figures", async () => {
    await site.send('/en', { address: '203.0.113.1' });
    await site.send('/fr', { address: '203.0.113.2' });
    await site.app.counting.recorder.flush();
    // 30 days later the day's views are still kept; a day later they are rolled up (never before) and deleted.
    expect((await rollUp(handle.db, new Date('2026-04-09T08:00:00Z'), 30)).deleted).toBe(0);
    expect(await handle.db.$count(analyticsEvents)).toBe(2);
    expect((await rollUp(handle.db, new Date('2026-04-09T10:00:00Z'), 30)).deleted).toBe(2);
    expect(await handle.db.$count(analyticsEvents)).toBe(0);
    expect((await analyticsReport(handle.db, { from: DAY, to: DAY })).totals).toEqual({
      visitors: 2,
      views: 2,
      leads: 0,
    });
  });
});

describe('page counting on PostgreSQL with two instances', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  beforeEach(async () => {
    await resetPostgres();
    first = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
    second = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
  });
  afterEach(async () => {
    await first.close();
    await second.close();
  });

  it('neither loses nor doubles a view when both write and roll up at once, and counts a visitor seen by both once', async () => {
    const clock = testClock(`${DAY}T12:00:00Z`);
    const sites = [
      await beaconSite(first, clock.now, { ANALYTICS_BEACONS_PER_MINUTE: '1000' }),
      await beaconSite(second, clock.now, { ANALYTICS_BEACONS_PER_MINUTE: '1000' }),
    ];
    try {
      // 100 visitors per instance, 5 views each, sent to both at once; and one visitor whose views the balancer splits.
      await Promise.all(
        sites.flatMap((site, instance) =>
          Array.from({ length: 100 }, async (_, visitor) => {
            for (let view = 0; view < 5; view++)
              expect(await site.send(`/en?utm_campaign=c${instance}`, { address: `10.${instance}.0.${visitor}` })).toBe(
                204,
              );
          }),
        ),
      );
      expect(await sites[0]!.send('/en/contact', { address: '10.9.9.9' })).toBe(204);
      expect(await sites[1]!.send('/en/contact', { address: '10.9.9.9' })).toBe(204);
      await Promise.all(sites.map((site) => site.app.counting.recorder.flush()));
      expect(await first.db.$count(analyticsEvents)).toBe(1002);
      await Promise.all([
        rollUp(first.db, clock.now(), 30),
        rollUp(second.db, clock.now(), 30),
        rollUp(first.db, clock.now(), 30),
      ]);
      const report = await analyticsReport(first.db, { from: DAY, to: DAY });
      expect(report.totals).toEqual({ visitors: 201, views: 1002, leads: 0 });
      expect(table(report, 'campaign')).toMatchObject({ c0: [100, 500, 0], c1: [100, 500, 0] });
      expect(report.funnel.reachedContact).toBe(1);
    } finally {
      for (const site of sites) await site.close();
    }
  });

  it('exports the figures as CSV from the command line', async () => {
    const clock = testClock(`${DAY}T12:00:00Z`);
    const site = await beaconSite(first, clock.now);
    try {
      await site.send('/en?utm_source=ads&utm_campaign=launch', { address: '203.0.113.1' });
      await site.send('/en/contact', { address: '203.0.113.1' });
      const visit = await visitOf(site.app.counting, first.db, '203.0.113.1', chrome);
      await site.app.counting.recorder.flush();
      await saveLead({ ...sampleLead({ kind: 'contact' }), visit }, { db: first.db, settings: site.app.settings });
      await first.db.update(leads).set({ createdAt: new Date(`${DAY}T12:30:00Z`) }); // the store stamps it with its own clock
      await rollUp(first.db, clock.now(), 30);
    } finally {
      await site.close();
    }
    const { code, stdout, stderr } = await run(['export', '--from', DAY, '--to', DAY]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const rows = parse(stdout, { columns: true }) as Record<string, string>[];
    expect(rows).toContainEqual({
      section: 'period',
      value: `${DAY}..${DAY}`,
      visitors: '1',
      views: '2',
      leads: '1',
      conversion: '1.0000',
    });
    expect(rows).toContainEqual({
      section: 'campaign',
      value: 'launch',
      visitors: '1',
      views: '2',
      leads: '1',
      conversion: '1.0000',
    });
    expect(rows).toContainEqual({
      section: 'source',
      value: 'ads',
      visitors: '1',
      views: '2',
      leads: '1',
      conversion: '1.0000',
    });
    expect(rows.filter((row) => row.section === 'hour')).toHaveLength(24);
    expect(rows).toContainEqual({
      section: 'hour',
      value: `${DAY}T12:00Z`,
      visitors: '1',
      views: '2',
      leads: '',
      conversion: '',
    });
    expect(rows).toContainEqual({
      section: 'hour',
      value: `${DAY}T11:00Z`,
      visitors: '0',
      views: '0',
      leads: '',
      conversion: '',
    });

    const wrong = await run(['export', '--from', '2026-03-31', '--to', '2026-03-01']);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('the first day comes after the last');
  });
});

/** Runs `npm run analytics -- ...args` on the test database. */
const run = (args: string[]) => runScript('analytics.ts', args, { DATABASE_URL: postgresUrl, LOG_LEVEL: 'warn' });
