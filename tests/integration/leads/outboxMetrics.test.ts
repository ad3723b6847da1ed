/**
 * The outbox gauges of `/metrics` read from the store, on both stores: a notification the outbox
 * has given up on is counted apart, neither pending nor aging the oldest pending one, so one
 * refused lead does not keep the age alert firing.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { leads, outbox } from '../../../src/server/db/schema';
import { createMetrics } from '../../../src/server/metrics';
import { testStores } from '../../support/integration/stores';

/** The value of the sample `name` in the registry's text, undefined when absent. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

describe.each(testStores)('the outbox gauges on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  beforeEach(async () => {
    handle = await store.open();
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it('count pending, failed and given-up notifications apart, and age the oldest pending one only', async () => {
    const { db } = handle;
    const [lead] = await db
      .insert(leads)
      .values({ kind: 'demo', lang: 'en', page: '/en', name: 'Ada Lovelace', email: 'ada@example.com' })
      .returning({ id: leads.id });
    const leadId = lead!.id;
    const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    await db.insert(outbox).values([
      { leadId, channel: 'email', createdAt: ago(10), deliveredAt: ago(9) },
      { leadId, channel: 'webhook', createdAt: ago(5), attempts: 2 },
      { leadId, channel: 'slack', createdAt: ago(1) },
      { leadId, channel: 'hubspot', createdAt: ago(3 * 24 * 60), attempts: 1, givenUpAt: ago(3 * 24 * 60) },
    ]);

    const text = await createMetrics(() => handle).registry.metrics();
    expect(sample(text, 'outbox_pending')).toBe(2);
    expect(sample(text, 'outbox_failed')).toBe(1);
    expect(sample(text, 'outbox_given_up')).toBe(1);
    expect(text).toContain('# HELP outbox_given_up Notifications the outbox gave up on');
    // The webhook's row, five minutes old, is the oldest pending; the given-up row of three days is not counted.
    const oldest = sample(text, 'outbox_oldest_undelivered_age_seconds')!;
    expect(oldest).toBeGreaterThanOrEqual(300);
    expect(oldest).toBeLessThan(24 * 3600);
  });

  it('report nothing pending once the only undelivered notification is given up', async () => {
    const { db } = handle;
    const [lead] = await db
      .insert(leads)
      .values({ kind: 'contact', lang: 'ru', page: '/ru', name: 'Ада', email: 'ada@example.com' })
      .returning({ id: leads.id });
    await db.insert(outbox).values({
      leadId: lead!.id,
      channel: 'bitrix24',
      createdAt: sql`now() - interval '2 days'`,
      attempts: 1,
      givenUpAt: sql`now()`,
    });

    const text = await createMetrics(() => handle).registry.metrics();
    expect([
      sample(text, 'outbox_pending'),
      sample(text, 'outbox_failed'),
      sample(text, 'outbox_given_up'),
      sample(text, 'outbox_oldest_undelivered_age_seconds'),
    ]).toEqual([0, 0, 1, 0]);
  });
});
