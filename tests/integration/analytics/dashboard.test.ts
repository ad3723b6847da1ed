/** The dashboard's numbers on both stores, from leads and notifications at known times. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dashboard, periodOf } from '../../../src/server/dashboard/queries';
import { dashboardScreen } from '../../../src/server/dashboard/screens';
import type { LeadKind } from '../../../src/forms/leadForms';
import { leads, outbox, type LeadStatus, type Utm } from '../../../src/server/db/schema';
import { appOn, testStores } from '../../support/integration/stores';

const now = new Date('2026-03-10T15:00:00Z');
const at = (iso: string) => new Date(iso);

describe('the period', () => {
  it('counts UTC days back from today, today included', () => {
    const period = periodOf(7, now);
    expect(period.days).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(period.from.toISOString()).toBe('2026-03-04T00:00:00.000Z');
    expect(period.to.toISOString()).toBe('2026-03-11T00:00:00.000Z');
  });
});

describe.each(testStores)('the dashboard on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  async function lead(
    createdAt: string,
    kind: LeadKind,
    lang: string,
    page: string,
    utm: Utm = {},
    status: LeadStatus = 'new',
  ) {
    const [row] = await handle.db
      .insert(leads)
      .values({
        kind,
        lang,
        page,
        name: 'Test',
        email: 'test@example.com',
        utm,
        status,
        createdAt: at(createdAt),
        updatedAt: at(createdAt),
      })
      .returning({ id: leads.id });
    return row!.id;
  }

  it('counts leads per day by form and language, by page and campaign, without spam, and the outbox', async () => {
    const first = await lead('2026-03-04T00:00:00Z', 'demo', 'en', '/en', { source: 'newsletter' });
    await lead('2026-03-04T23:59:59Z', 'contact', 'ru', '/ru/contact');
    await lead('2026-03-10T14:00:00Z', 'demo', 'en', '/en', { source: 'newsletter' });
    await lead('2026-03-10T14:30:00Z', 'callback', 'fr', '/fr/solutions', { source: 'ads' });
    await lead('2026-03-09T10:00:00Z', 'demo', 'en', '/en', {}, 'spam');
    await lead('2026-03-03T23:59:59Z', 'demo', 'en', '/en'); // the day before the period
    await lead('2026-03-11T00:00:00Z', 'demo', 'en', '/en'); // tomorrow, UTC
    await handle.db.insert(outbox).values([
      {
        leadId: first,
        channel: 'email',
        attempts: 3,
        lastError: 'SMTP 451 try later',
        createdAt: at('2026-03-04T00:00:01Z'),
      },
      { leadId: first, channel: 'webhook', attempts: 0, createdAt: at('2026-03-05T00:00:00Z') },
    ]);
    const [delivered] = await handle.db
      .insert(outbox)
      .values({
        leadId: await lead('2026-03-05T09:00:00Z', 'meeting', 'pt', '/pt'),
        channel: 'email',
        attempts: 1,
        deliveredAt: at('2026-03-05T09:01:00Z'),
        createdAt: at('2026-03-01T00:00:00Z'),
      })
      .returning();
    expect(delivered).toBeDefined();

    const data = await dashboard(handle.db, 7, now);
    expect(data.perDay).toEqual(
      [
        { day: '2026-03-04', kind: 'contact', lang: 'ru', count: 1 },
        { day: '2026-03-04', kind: 'demo', lang: 'en', count: 1 },
        { day: '2026-03-05', kind: 'meeting', lang: 'pt', count: 1 },
        { day: '2026-03-10', kind: 'callback', lang: 'fr', count: 1 },
        { day: '2026-03-10', kind: 'demo', lang: 'en', count: 1 },
      ].sort((a, b) => a.day.localeCompare(b.day)),
    );
    expect(data.byPage).toEqual([
      { label: '/en', count: 2 },
      { label: '/fr/solutions', count: 1 },
      { label: '/pt', count: 1 },
      { label: '/ru/contact', count: 1 },
    ]);
    expect(data.byCampaign).toEqual([
      { label: '', count: 2 },
      { label: 'newsletter', count: 2 },
      { label: 'ads', count: 1 },
    ]);
    expect(data.spam).toEqual({ spam: 1, total: 6 });
    expect(data.health.pending).toBe(2);
    expect(data.health.failing).toBe(1);
    expect(data.health.oldest).toMatchObject({ leadId: first, channel: 'email' });
    expect(data.health.failingList).toEqual([
      expect.objectContaining({ leadId: first, channel: 'email', attempts: 3, lastError: 'SMTP 451 try later' }),
    ]);
  });

  it('shows nothing for an empty period', async () => {
    const data = await dashboard(handle.db, 30, now);
    expect(data.perDay).toEqual([]);
    expect(data.byPage).toEqual([]);
    expect(data.spam).toEqual({ spam: 0, total: 0 });
    expect(data.health).toMatchObject({ pending: 0, failing: 0, oldest: undefined, failingList: [] });
  });

  it('the screen shows the period the URL asks for, 7, 30 or 90 days, and 90 for anything else', async () => {
    await lead('2026-03-09T10:00:00Z', 'contact', 'en', '/en/contact');
    await lead('2026-02-01T10:00:00Z', 'contact', 'en', '/en/contact');
    const app = appOn(handle);
    const screen = (query: string) => dashboardScreen(app, new URLSearchParams(query), now);
    const week = await screen('days=7');
    expect(week.days).toBe(7);
    expect(week.data.period.days).toHaveLength(7);
    expect(week.data.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(1);
    for (const asked of ['', 'days=14', 'days=abc', 'days=-7']) expect((await screen(asked)).days).toBe(90);
    const quarter = await screen('days=90');
    expect(quarter.data.perDay.reduce((sum, day) => sum + day.count, 0)).toBe(2);
  });
});
