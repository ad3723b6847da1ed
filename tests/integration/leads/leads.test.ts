import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { openDatabase } from '../../../src/server/db/client';
import { leads, outbox } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { deliverDueNow, startOutboxWorker } from '../../../src/server/leads/notify/outbox';
import { retryDelayMs } from '../../../src/server/leads/notify/outboxRows';
import { saveLead } from '../../../src/server/leads/intake/store';
import { newWebhookSecret } from '../../../src/server/leads/notify/webhookSecret';
import { postgresUrl, testStores } from '../../support/integration/stores';
import { sampleLead, sleep, TestSmtpServer, TestWebhook } from '../../support/integration/leadsPeers';

/** Settings as the server would read them, with retries fast enough for a test. */
const settingsWith = (values: Record<string, string>) =>
  parseEnv({ OUTBOX_RETRY_BASE_MS: '200', OUTBOX_RETRY_MAX_MS: '400', OUTBOX_POLL_MS: '50', ...values });

/** Captures what the worker logs, to check it names lead ids and nothing personal. */
function captureLogs(): string[] {
  const lines: string[] = [];
  for (const level of ['log', 'warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  }
  return lines;
}

function expectNoPersonalData(lines: string[]) {
  const lead = sampleLead();
  for (const line of lines) {
    for (const value of [lead.name, lead.email!, lead.phone!, lead.company!, 'Jane', 'client.example']) {
      expect(line).not.toContain(value);
    }
  }
}

describe.each(testStores)('leads on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let logs: string[];
  beforeEach(async () => {
    handle = await store.open();
    logs = captureLogs();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle.cleanup();
  });

  const outboxRows = () => handle.db.select().from(outbox).orderBy(asc(outbox.id));

  it('stores every field of a lead, with one outbox row per configured channel', async () => {
    const none = settingsWith({});
    const mailOnly = settingsWith({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    const both = settingsWith({ SMTP_URL: 'smtp://127.0.0.1:2525', LEADS_WEBHOOK_URL: 'https://hooks.example/leads' });

    const before = Date.now();
    const first = await saveLead(sampleLead(), { db: handle.db, settings: none });
    const second = await saveLead(sampleLead({ kind: 'callback', email: undefined, name: 'Иван Петров' }), {
      db: handle.db,
      settings: mailOnly,
    });
    const third = await saveLead(sampleLead({ kind: 'meeting' }), { db: handle.db, settings: both });
    expect(new Set([first.id, second.id, third.id]).size).toBe(3);

    const [stored] = await handle.db.select().from(leads).where(eq(leads.id, first.id));
    const { email, phone, company, message, details, utm, kind, lang, page, name } = sampleLead();
    expect(stored).toMatchObject({ kind, lang, page, name, email, phone, company, message, details, utm });
    expect(stored!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const [callback] = await handle.db.select().from(leads).where(eq(leads.id, second.id));
    expect(callback).toMatchObject({ kind: 'callback', name: 'Иван Петров', email: null });

    const rows = await outboxRows();
    expect(rows.map((row) => [row.leadId, row.channel])).toEqual([
      [second.id, 'email'],
      [third.id, 'email'],
      [third.id, 'webhook'],
    ]);
    expect(rows.every((row) => row.attempts === 0 && row.deliveredAt === null && row.lastError === null)).toBe(true);
  });

  it('writes the lead and its outbox rows in one transaction', async () => {
    await handle.db.execute(sql`drop table outbox`);
    const settings = settingsWith({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    await expect(saveLead(sampleLead(), { db: handle.db, settings })).rejects.toThrow();
    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    expect(count!.n).toBe(0);
  });

  it('stores the same form sent twice with the same content once, and answers both with that lead', async () => {
    const settings = settingsWith({ LEADS_WEBHOOK_URL: 'https://hooks.example/leads' });
    const first = await saveLead(sampleLead(), { db: handle.db, settings });
    const again = await saveLead(sampleLead(), { db: handle.db, settings });
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, duplicate: true });
    // A double click: identical sends at once take turns, and only one is stored.
    const burst = await Promise.all(
      [1, 2, 3].map(() => saveLead(sampleLead({ name: 'Double Click' }), { db: handle.db, settings })),
    );
    expect(new Set(burst.map((saved) => saved.id)).size).toBe(1);
    expect(burst.filter((saved) => !saved.duplicate)).toHaveLength(1);
    // Any difference makes another lead.
    const changed = await saveLead(sampleLead({ message: 'Something else.' }), { db: handle.db, settings });
    expect(changed.duplicate).toBe(false);

    const [count] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(leads);
    expect(count!.n).toBe(3);
    expect((await outboxRows()).map((row) => row.leadId)).toEqual([first.id, burst[0]!.id, changed.id]);
  });

  it('stores the same content again once a minute has passed', async () => {
    const settings = settingsWith({});
    const first = await saveLead(sampleLead(), { db: handle.db, settings });
    // The clock of the store moves on: the first send is now 61 s old.
    await handle.db.execute(sql`update leads set created_at = created_at - interval '61 seconds'`);
    const later = await saveLead(sampleLead(), { db: handle.db, settings });
    expect(later.duplicate).toBe(false);
    expect(later.id).not.toBe(first.id);
  });

  it('mails the lead to the sales address over SMTP', async () => {
    const smtp = await new TestSmtpServer().start();
    try {
      const settings = settingsWith({ SMTP_URL: smtp.url, LEADS_EMAIL_TO: 'leads@agentica.example' });
      const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
      expect(await deliverDueNow({ db: handle.db, settings })).toEqual({ claimed: 1, delivered: 1, failed: 0 });

      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.to).toEqual(['leads@agentica.example']);
      expect(mail.from).toBe('no-reply@agentica.example');
      expect(mail.headers.get('subject')).toBe('New demo request from Jane Doe (fr)');
      expect(mail.headers.get('message-id')).toBe(`<lead-${id}@agentica.example>`);
      expect(mail.headers.get('reply-to')).toContain('jane.doe@client.example');
      const lead = sampleLead();
      for (const line of [
        `Lead: ${id}`,
        'Kind: demo',
        'Language: fr',
        'Page: /fr/',
        'Name: Jane Doe',
        'Email: jane.doe@client.example',
        'Phone: +33 1 00 00 00 00',
        'Company: Doe Industries',
        'First name: Jane',
        'Last name: Doe',
        'Subject: Customer service agent',
        'Package: growth',
        'Office: moscow',
        'Preferred time: 10:00-12:00',
        'Preferred date: 2026-03-02',
        'UTM source: newsletter',
        'UTM medium: email',
        'UTM campaign: spring',
        'UTM term: ai agents',
        'UTM content: hero',
        `Message:\n${lead.message}`,
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.text).toMatch(/^Time: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/m);

      const [row] = await outboxRows();
      expect(row).toMatchObject({ attempts: 1, lastError: null });
      expect(row!.deliveredAt).toBeInstanceOf(Date);
      // Delivered rows are never sent again.
      expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(logs.some((line) => line.includes(`lead ${id} email delivered`))).toBe(true);
      expectNoPersonalData(logs);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps the lead while the mail server is down and delivers it exactly once when it is back', async () => {
    const smtp = await new TestSmtpServer().start();
    await smtp.stop(); // keep the port, nothing listening on it
    const settings = settingsWith({ SMTP_URL: smtp.url });
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings });

    const beforeFailure = new Date();
    expect(await deliverDueNow({ db: handle.db, settings })).toEqual({ claimed: 1, delivered: 0, failed: 1 });
    const [failed] = await outboxRows();
    expect(failed!.attempts).toBe(1);
    expect(failed!.deliveredAt).toBeNull();
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(beforeFailure.getTime());
    // Not due yet: an immediate pass leaves it alone.
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 0 });
    const [stored] = await handle.db.select().from(leads).where(eq(leads.id, id));
    expect(stored?.name).toBe('Jane Doe');

    await sleep(450);
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 1, failed: 1 });
    expect((await outboxRows())[0]!.attempts).toBe(2);

    await smtp.start(); // same port
    try {
      for (let pass = 0; pass < 8; pass++) {
        await deliverDueNow({ db: handle.db, settings });
        await sleep(100);
      }
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.headers.get('message-id')).toBe(`<lead-${id}@agentica.example>`);
      const [row] = await outboxRows();
      expect(row).toMatchObject({ attempts: 3, lastError: null });
      expect(row!.deliveredAt).toBeInstanceOf(Date);
      expect(logs.filter((line) => line.includes(`lead ${id} email failed`))).toHaveLength(2);
      expectNoPersonalData(logs);
    } finally {
      await smtp.stop();
    }
  });

  it('posts the lead to the webhook, signed, retries after errors and is accepted exactly once', async () => {
    const webhook = await new TestWebhook().start();
    webhook.answer = (call) => (call < 2 ? 500 : 200);
    // Two secrets, as while a receiver moves to the new one; each attempt is dated by its own pass.
    const [newSecret, oldSecret] = [newWebhookSecret(), newWebhookSecret()];
    let attemptAt = new Date('2026-11-26T10:00:00Z');
    const now = () => attemptAt;
    try {
      const settings = settingsWith({
        LEADS_WEBHOOK_URL: webhook.url,
        LEADS_WEBHOOK_SECRET: `${newSecret} ${oldSecret}`,
      });
      const { id } = await saveLead(sampleLead(), { db: handle.db, settings });

      expect(await deliverDueNow({ db: handle.db, settings, now })).toMatchObject({ failed: 1 });
      expect((await outboxRows())[0]!.lastError).toBe('webhook answered HTTP 500');
      for (let pass = 0; pass < 10; pass++) {
        await sleep(120);
        attemptAt = new Date(attemptAt.getTime() + 60_000);
        await deliverDueNow({ db: handle.db, settings, now });
      }
      expect(webhook.calls.map((call) => call.status)).toEqual([500, 500, 200]);
      expect(webhook.accepted).toHaveLength(1);
      const call = webhook.accepted[0]!;
      expect(
        webhook.calls.every(
          (c) => c.headers['idempotency-key'] === `lead-${id}` && c.headers['webhook-id'] === `lead-${id}`,
        ),
      ).toBe(true);
      // A receiver verifies the accepted call with either secret, at the time it was signed.
      const signedAt = new Date(Number(call.headers['webhook-timestamp']) * 1000);
      const [first, second, third] = webhook.calls.map((c) => Number(c.headers['webhook-timestamp']));
      expect(first).toBe(Date.parse('2026-11-26T10:00:00Z') / 1000);
      expect(second).toBeGreaterThan(first!);
      expect(third).toBeGreaterThan(second!);
      vi.useFakeTimers({ toFake: ['Date'], now: signedAt });
      try {
        for (const secret of [newSecret, oldSecret])
          expect(() => new Webhook(secret).verify(call.raw, call.headers as Record<string, string>)).not.toThrow();
        expect(() =>
          new Webhook(newWebhookSecret()).verify(call.raw, call.headers as Record<string, string>),
        ).toThrow();
      } finally {
        vi.useRealTimers();
      }
      expect(call.headers['content-type']).toBe('application/json');
      const lead = sampleLead();
      expect(call.body).toMatchObject({
        id,
        kind: lead.kind,
        lang: lead.lang,
        page: lead.page,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        message: lead.message,
        details: lead.details,
        utm: lead.utm,
      });
      expect(new Date(call.body.createdAt as string).getTime()).not.toBeNaN();
      const [row] = await outboxRows();
      expect(row).toMatchObject({ attempts: 3, lastError: null });
      expect(row!.deliveredAt).toBeInstanceOf(Date);
      expectNoPersonalData(logs);
    } finally {
      await webhook.stop();
    }
  });

  it("tells the team's Slack channel and Telegram chat of a lead, once each, as plain text with a link to it", async () => {
    const slack = await new TestWebhook().start();
    const telegram = await new TestWebhook().start();
    telegram.answerBody = (status) =>
      JSON.stringify(
        status < 300
          ? { ok: true, result: { message_id: 1 } }
          : { ok: false, error_code: status, description: 'Bad Request: chat not found' },
      );
    telegram.answer = (call) => (call === 0 ? 400 : 200);
    try {
      const settings = settingsWith({
        SITE_URL: 'https://agentica.example',
        LEADS_SLACK_WEBHOOK_URL: slack.url,
        LEADS_TELEGRAM_BOT_TOKEN: '123456789:AAH-test_token_that_is_long_enough',
        LEADS_TELEGRAM_CHAT_ID: '-1001234567890',
        TELEGRAM_API_URL: new URL(telegram.url).origin,
      });
      const { id } = await saveLead(
        sampleLead({ name: 'Jane <!channel> \u202eDoe', message: '*Urgent* <https://evil.example|click>' }),
        { db: handle.db, settings },
      );
      expect((await outboxRows()).map((row) => row.channel)).toEqual(['slack', 'telegram']);

      expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ delivered: 1, failed: 1 });
      expect((await outboxRows()).find((row) => row.channel === 'telegram')!.lastError).toBe(
        'Telegram answered HTTP 400: Bad Request: chat not found',
      );
      for (let pass = 0; pass < 10; pass++) {
        await sleep(120);
        await deliverDueNow({ db: handle.db, settings });
      }
      const link = `https://agentica.example/staff/leads/${id}`;
      expect(slack.calls).toHaveLength(1);
      const posted = slack.calls[0]!.body as { text: string; blocks: { text: { type: string; text: string } }[] };
      expect(posted.blocks[0]!.text).toMatchObject({
        type: 'plain_text',
        text: expect.stringContaining('Jane <!channel> [U+202E]Doe'),
      });
      expect(posted.blocks[1]!.text.text).toBe(`<${link}|Open lead ${id} in the staff area>`);
      expect(posted.text).toContain('Jane &lt;!channel&gt; [U+202E]Doe');
      expect(posted.text).toContain('*Urgent* &lt;https://evil.example|click&gt;');
      expect(posted.text).not.toContain('\u202e');

      expect(telegram.accepted).toHaveLength(1);
      const sent = telegram.accepted[0]!;
      expect(sent.path).toBe('/bot123456789:AAH-test_token_that_is_long_enough/sendMessage');
      expect(sent.body).toMatchObject({ chat_id: '-1001234567890', link_preview_options: { is_disabled: true } });
      expect(sent.body).not.toHaveProperty('parse_mode');
      const text = String(sent.body.text);
      expect(text).toMatch(new RegExp(`^New demo request #${id} \\(fr\\) on `));
      expect(text).toContain('jane.doe@client.example · +33 1 00 00 00 00');
      expect(text).toContain('Campaign: newsletter / email / spring');
      expect(text.endsWith(`\n\n${link}`)).toBe(true);
      expect((await outboxRows()).every((row) => row.deliveredAt)).toBe(true);
      // The worker's lines name the lead and the channel, never the token or the visitor.
      expect(logs.join('\n')).not.toContain('AAH-test_token');
    } finally {
      await slack.stop();
      await telegram.stop();
    }
  });

  it('records a wrong Telegram token as its error, keeps trying, and the lead stays in the inbox', async () => {
    const telegram = await new TestWebhook().start();
    telegram.answerBody = () => JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' });
    telegram.answer = () => 401;
    try {
      const settings = settingsWith({
        LEADS_TELEGRAM_BOT_TOKEN: '123456789:AAH-wrong_token_that_is_long_enough',
        LEADS_TELEGRAM_CHAT_ID: '@agentica_leads',
        TELEGRAM_API_URL: new URL(telegram.url).origin,
      });
      const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
      expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 1 });
      const [row] = await outboxRows();
      expect(row).toMatchObject({
        channel: 'telegram',
        attempts: 1,
        deliveredAt: null,
        lastError: 'Telegram answered HTTP 401: Unauthorized',
      });
      expect(await handle.db.select({ id: leads.id }).from(leads)).toEqual([{ id }]);
      expect(logs.join('\n')).not.toContain('AAH-wrong_token');
    } finally {
      await telegram.stop();
    }
  });

  it('runs as a worker that polls on its own and finishes its batch when stopped', async () => {
    const webhook = await new TestWebhook().start();
    let requested!: () => void;
    const firstRequest = new Promise<void>((resolve) => (requested = resolve));
    webhook.onRequest = () => requested();
    webhook.answer = async () => (await sleep(300), 200);
    try {
      const settings = settingsWith({ LEADS_WEBHOOK_URL: webhook.url });
      const worker = startOutboxWorker({ db: async () => handle.db, settings });
      await saveLead(sampleLead(), { db: handle.db, settings });
      await firstRequest;
      await worker.stop(); // the send in flight completes and is recorded
      const [row] = await outboxRows();
      expect(row!.deliveredAt).toBeInstanceOf(Date);
      expect(webhook.accepted).toHaveLength(1);

      await saveLead(sampleLead({ name: 'After the stop' }), { db: handle.db, settings });
      await sleep(300);
      expect(webhook.calls).toHaveLength(1); // stopped: nothing more is sent
    } finally {
      await webhook.stop();
    }
  });

  it('never sends a row twice when two workers share the store', async () => {
    const webhook = await new TestWebhook().start();
    webhook.answer = async (call) => (await sleep(15), call % 7 === 3 ? 503 : 200);
    const other =
      store.name === 'PostgreSQL' ? await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl }) : undefined;
    try {
      const settings = settingsWith({
        LEADS_WEBHOOK_URL: webhook.url,
        OUTBOX_RETRY_BASE_MS: '1',
        OUTBOX_RETRY_MAX_MS: '1',
      });
      const ids: number[] = [];
      for (let i = 0; i < 30; i++)
        ids.push((await saveLead(sampleLead({ name: `Lead ${i}` }), { db: handle.db, settings })).id);

      const claimedBy = [0, 0];
      const work = async (worker: number, db: typeof handle.db) => {
        for (let idle = 0; idle < 5;) {
          const pass = await deliverDueNow({ db, settings, batchSize: 3 });
          claimedBy[worker]! += pass.claimed;
          idle = pass.claimed ? 0 : idle + 1;
          if (!pass.claimed) await sleep(10);
        }
      };
      await Promise.all([work(0, handle.db), work(1, other?.db ?? handle.db)]);

      expect(claimedBy[0]).toBeGreaterThan(0);
      expect(claimedBy[1]).toBeGreaterThan(0);
      const accepted = webhook.accepted.map((call) => call.headers['idempotency-key']);
      expect(accepted).toHaveLength(30);
      expect(new Set(accepted)).toEqual(new Set(ids.map((id) => `lead-${id}`)));
      const rows = await outboxRows();
      expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
      expect(webhook.calls.some((call) => call.status === 503)).toBe(true); // failures were retried
    } finally {
      await other?.close();
      await webhook.stop();
    }
  });
});

describe('retry delays', () => {
  const settings = parseEnv({ OUTBOX_RETRY_BASE_MS: '5000', OUTBOX_RETRY_MAX_MS: '3600000' });
  it('double with each attempt, with jitter, up to the maximum', () => {
    expect(retryDelayMs(0, settings, () => 1)).toBe(5000);
    expect(retryDelayMs(0, settings, () => 0)).toBe(2500);
    expect(retryDelayMs(3, settings, () => 1)).toBe(40_000);
    expect(retryDelayMs(30, settings, () => 1)).toBe(3_600_000);
    const spread = new Set(Array.from({ length: 20 }, () => retryDelayMs(2, settings)));
    expect(spread.size).toBeGreaterThan(1);
    for (const delay of spread)
      (expect(delay).toBeGreaterThanOrEqual(10_000), expect(delay).toBeLessThanOrEqual(20_000));
  });
});
