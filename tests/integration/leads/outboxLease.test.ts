/**
 * What a crashed instance costs its notifications: a worker that dies mid-send (SIGKILL) holds
 * its claims only for the lease, after which another worker sends them, under the same key;
 * a worker that lives keeps renewing its claim however long the send takes. On PostgreSQL,
 * where several instances share the outbox; the dying worker is a process of its own.
 */
import { spawn } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/client';
import { outbox } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { saveLead } from '../../../src/server/leads/intake/store';
import { sampleLead, TestWebhook } from '../../support/integration/leadsPeers';
import { postgresUrl, resetPostgres } from '../../support/integration/stores';

let handle: DatabaseHandle;
let webhook: TestWebhook;
beforeEach(async () => {
  for (const level of ['log', 'warn'] as const) vi.spyOn(console, level).mockImplementation(() => {});
  await resetPostgres();
  handle = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
  webhook = await new TestWebhook().start();
});
afterEach(async () => {
  await webhook.stop();
  await handle.close();
  vi.restoreAllMocks();
});

/** Resolves when the webhook receiver has the next request in hand. */
const nextArrival = () => new Promise<void>((resolve) => (webhook.onRequest = resolve));

describe('outbox claims', () => {
  it(
    'of a worker killed mid-send are due again within the lease, and the repeat carries the same key',
    { timeout: 60_000 },
    async () => {
      const leaseMs = 1500;
      const settings = parseEnv({ LEADS_WEBHOOK_URL: webhook.url });
      const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
      // The first request is never answered: the worker is busy sending when it dies.
      webhook.answer = (call) => (call === 0 ? new Promise<number>(() => {}) : 200);
      const arrived = nextArrival();
      const worker = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `import { openDatabase } from './src/server/db/client.ts';
         import { parseEnv } from './src/server/env.ts';
         import { deliverDueNow } from './src/server/leads/notify/outbox.ts';
         const store = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: process.env.TEST_DATABASE_URL });
         await deliverDueNow({ db: store.db, settings: parseEnv({ LEADS_WEBHOOK_URL: process.env.TEST_WEBHOOK_URL }), leaseMs: ${leaseMs} });`,
        ],
        { env: { ...process.env, TEST_DATABASE_URL: postgresUrl, TEST_WEBHOOK_URL: webhook.url }, stdio: 'ignore' },
      );
      await arrived;
      // While it lives, its claim holds: another worker finds nothing to send.
      expect(await deliverDueNow({ db: handle.db, settings, leaseMs })).toMatchObject({ claimed: 0 });
      const killed = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await killed;

      const diedAt = performance.now();
      await expect
        .poll(async () => (await deliverDueNow({ db: handle.db, settings, leaseMs })).delivered, {
          timeout: 20_000,
          interval: 100,
        })
        .toBe(1);
      expect(performance.now() - diedAt).toBeLessThan(leaseMs + 5000);
      expect(webhook.accepted.map((call) => call.headers['idempotency-key'])).toEqual([`lead-${id}`]);
      const [row] = await handle.db.select().from(outbox).where(eq(outbox.leadId, id));
      expect(row!.deliveredAt).toBeInstanceOf(Date);
    },
  );

  it('of a slow send are renewed while it lasts, so no other worker sends it too', { timeout: 60_000 }, async () => {
    const leaseMs = 3000;
    const settings = parseEnv({ LEADS_WEBHOOK_URL: webhook.url });
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    webhook.answer = async () => (await released, 200);
    const arrived = nextArrival();
    const slow = deliverDueNow({ db: handle.db, settings, leaseMs });
    await arrived;
    const claimedUntil = async () =>
      (await handle.db.select().from(outbox).where(eq(outbox.leadId, id)))[0]!.nextAttemptAt.getTime();
    const first = await claimedUntil();
    await expect.poll(claimedUntil, { timeout: 20_000, interval: 200 }).toBeGreaterThan(first);
    // Past the first lease, the claim still holds.
    await expect.poll(() => Date.now(), { timeout: 20_000, interval: 200 }).toBeGreaterThan(first + 500);
    expect(await deliverDueNow({ db: handle.db, settings, leaseMs })).toMatchObject({ claimed: 0 });
    release();
    expect(await slow).toMatchObject({ claimed: 1, delivered: 1 });
    expect(webhook.calls).toHaveLength(1);
  });
});
