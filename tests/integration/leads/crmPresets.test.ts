/**
 * The CRM presets against local stand-ins for HubSpot and Bitrix24, on both stores: one lead is
 * one submission and one CRM lead, whatever fails on the way; every failure shows on the
 * dashboard's outbox health in plain words, and the lead stays in the inbox.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { channelProblems } from '../../../src/components/staff/dashboard/OutboxHealth';
import { dashboard } from '../../../src/server/dashboard/queries';
import { outbox } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { configuredChannels } from '../../../src/server/leads/notify/channels';
import { listLeads } from '../../../src/server/leads/inbox/queries';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { retryDelivery } from '../../../src/server/leads/inbox/pipeline';
import { saveLead } from '../../../src/server/leads/intake/store';
import { staffCatalogs } from '../../../src/i18n';
import { FakeBitrix24, FakeHubSpot } from '../../support/integration/crmPeers';
import { sampleLead, sleep, TestWebhook } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

const PORTAL = '62515';
const FORM = '78c2891f-ebdd-44c0-bd94-15c012bbbfbf';
const TOKEN = 'abc123def456';

/** Settings as the server reads them, retries and time limits short enough for a test. */
const settingsWith = (values: Record<string, string>) =>
  parseEnv({
    SITE_URL: 'https://agents.example',
    OUTBOX_RETRY_BASE_MS: '100',
    OUTBOX_RETRY_MAX_MS: '200',
    OUTBOX_SEND_TIMEOUT_MS: '3000',
    ...values,
  });

/** Waits out the longest retry delay, so every failed row is due again. */
const retryDelay = () => sleep(250);

describe.each(testStores)('CRM presets on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let hubspot: FakeHubSpot;
  let bitrix: FakeBitrix24;
  beforeEach(async () => {
    handle = await store.open();
    hubspot = await new FakeHubSpot(PORTAL, FORM).start();
    bitrix = await new FakeBitrix24(TOKEN).start();
    for (const level of ['log', 'warn', 'error'] as const) vi.spyOn(console, level).mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await hubspot.stop();
    await bitrix.stop();
    await handle.cleanup();
  });

  const crmSettings = (values: Record<string, string> = {}) =>
    settingsWith({
      HUBSPOT_PORTAL_ID: PORTAL,
      HUBSPOT_FORM_GUID: FORM,
      HUBSPOT_API_URL: hubspot.origin,
      BITRIX24_WEBHOOK_URL: bitrix.webhookUrl,
      ...values,
    });
  const rowOf = async (channel: string) =>
    (await handle.db.select().from(outbox).orderBy(asc(outbox.id))).find((row) => row.channel === channel)!;
  /** The dashboard's outbox health now, and its problems as an English-speaking member reads them. */
  const health = async (settings: ReturnType<typeof settingsWith>) => {
    const data = await dashboard(handle.db, 7, new Date(), configuredChannels(settings));
    return {
      channels: data.health.channels,
      problems: channelProblems(data.health.channels, staffCatalogs.en.dashboard).map((problem) => problem.text),
    };
  };
  const inboxIds = async () => (await listLeads(handle.db, {})).leads.map((lead) => lead.id);

  it('submits one lead to the HubSpot form and adds it to Bitrix24 once each, with its UTM fields', async () => {
    const settings = crmSettings();
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
    expect((await handle.db.select().from(outbox).where(eq(outbox.leadId, id))).map((row) => row.channel)).toEqual([
      'hubspot',
      'bitrix24',
    ]);

    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 2, delivered: 2 });
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 0 });

    expect(hubspot.submissions).toHaveLength(1);
    const fields = Object.fromEntries(
      (hubspot.submissions[0]!.fields as { name: string; value: string }[]).map((field) => [field.name, field.value]),
    );
    expect(fields).toMatchObject({
      email: 'jane.doe@client.example',
      firstname: 'Jane',
      lastname: 'Doe',
      company: 'Doe Industries',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'ai agents',
      utm_content: 'hero',
    });
    expect(hubspot.submissions[0]!.context).toEqual({
      pageUri: 'https://agents.example/fr/',
      pageName: expect.stringContaining('/fr/'),
    });

    expect(bitrix.leads).toHaveLength(1);
    expect(bitrix.leads[0]).toMatchObject({
      NAME: 'Jane',
      LAST_NAME: 'Doe',
      SOURCE_ID: 'WEB',
      UTM_SOURCE: 'newsletter',
      UTM_MEDIUM: 'email',
      UTM_CAMPAIGN: 'spring',
      UTM_TERM: 'ai agents',
      UTM_CONTENT: 'hero',
      ORIGIN_ID: `lead-${id}`,
    });
    expect(bitrix.calls.find((call) => call.path.endsWith('crm.lead.add.json'))!.body.params).toEqual({
      REGISTER_SONET_EVENT: 'Y',
    });

    const { channels } = await health(settings);
    expect(
      channels.map(({ channel, pending, failing, sent, givenUp }) => ({ channel, pending, failing, sent, givenUp })),
    ).toEqual([
      { channel: 'hubspot', pending: 0, failing: 0, sent: 1, givenUp: 0 },
      { channel: 'bitrix24', pending: 0, failing: 0, sent: 1, givenUp: 0 },
    ]);
  });

  it('keeps the lead while both CRMs are down and sends it exactly once each when they are back', async () => {
    const settings = crmSettings();
    await hubspot.stop();
    await bitrix.stop();
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings });

    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 2 });
    expect(await inboxIds()).toEqual([id]);
    expect((await rowOf('hubspot')).lastFailure).toEqual({ kind: 'unreachable' });
    expect((await health(settings)).problems).toEqual([
      'HubSpot: 1 waiting. HubSpot could not be reached.',
      'Bitrix24: 1 waiting. Bitrix24 could not be reached.',
    ]);

    await hubspot.start();
    await bitrix.start();
    await retryDelay();
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ delivered: 2 });
    await retryDelay();
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 0 });
    expect(hubspot.submissions).toHaveLength(1);
    expect(bitrix.leads).toHaveLength(1);
    expect((await rowOf('bitrix24')).lastFailure).toBeNull();
    expect((await health(settings)).problems).toEqual([]);
  });

  it('adds no second Bitrix24 lead when the answer to the first add was lost', async () => {
    const settings = crmSettings({ HUBSPOT_PORTAL_ID: '', HUBSPOT_FORM_GUID: '' });
    bitrix.slowAdd = 4500;
    await saveLead(sampleLead(), { db: handle.db, settings });

    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 1 });
    expect((await rowOf('bitrix24')).lastFailure).toEqual({ kind: 'timeout', seconds: 3 });
    expect((await health(settings)).problems).toEqual(['Bitrix24: 1 waiting. Bitrix24 did not answer within 3 s.']);
    expect(bitrix.leads).toHaveLength(1);

    bitrix.slowAdd = 0;
    await retryDelay();
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ delivered: 1 });
    expect(bitrix.leads).toHaveLength(1);
    expect(bitrix.calls.filter((call) => call.path.endsWith('crm.lead.add.json'))).toHaveLength(1);
  });

  it('retries a Bitrix24 error body that says it is busy, and gives up one that refuses the lead, showing both', async () => {
    const settings = crmSettings({ HUBSPOT_PORTAL_ID: '', HUBSPOT_FORM_GUID: '' });
    // Busy, in a 200 body: tried again and delivered.
    let busy = true;
    bitrix.answer = (call) =>
      busy && call.path.endsWith('crm.lead.add.json')
        ? { status: 200, body: { error: 'QUERY_LIMIT_EXCEEDED', error_description: 'Too many requests' } }
        : undefined;
    const first = await saveLead(sampleLead(), { db: handle.db, settings });
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 1 });
    expect((await rowOf('bitrix24')).lastFailure).toEqual({ kind: 'busy', status: 200, code: 'QUERY_LIMIT_EXCEEDED' });
    expect((await health(settings)).problems).toEqual([
      'Bitrix24: 1 waiting. Bitrix24 is overloaded (200) and will be tried again, code QUERY_LIMIT_EXCEEDED.',
    ]);
    busy = false;
    await retryDelay();
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ delivered: 1 });
    expect(bitrix.leads).toHaveLength(1);

    // Refused, in a 400 body: given up, never sent again on its own, shown until staff retry it.
    bitrix.answer = (call) =>
      call.path.endsWith('crm.lead.add.json')
        ? { status: 400, body: { error: 'ERROR_CORE', error_description: 'Invalid e-mail' } }
        : undefined;
    const second = await saveLead(sampleLead({ email: 'second@client.example' }), { db: handle.db, settings });
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 1 });
    await retryDelay();
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 0 });
    const given = (await handle.db.select().from(outbox).where(eq(outbox.leadId, second.id)))[0]!;
    expect(given).toMatchObject({
      attempts: 1,
      deliveredAt: null,
      lastFailure: { kind: 'rejected', status: 400, code: 'ERROR_CORE' },
    });
    expect(given.givenUpAt).toBeInstanceOf(Date);
    expect(await inboxIds()).toEqual([second.id, first.id]);
    const { channels, problems } = await health(settings);
    expect(channels[0]).toMatchObject({
      channel: 'bitrix24',
      pending: 0,
      failing: 0,
      sent: 1,
      givenUp: 1,
      givenUpLeadId: second.id,
    });
    expect(problems).toEqual(['Bitrix24: 1 given up, the receiver refused the lead. Open it to send it again:']);

    bitrix.answer = undefined;
    expect(await retryDelivery(handle.db, second.id, given.id, { id: 'sales-1' })).toMatchObject({ retried: true });
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ delivered: 1 });
    expect(bitrix.leads.map((lead) => lead.ORIGIN_ID)).toEqual([`lead-${first.id}`, `lead-${second.id}`]);
    expect((await health(settings)).problems).toEqual([]);
  });

  it('shows a HubSpot form that does not exist, and keeps trying it', async () => {
    const settings = crmSettings({
      HUBSPOT_FORM_GUID: '00000000-0000-4000-8000-000000000000',
      BITRIX24_WEBHOOK_URL: '',
    });
    const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 1 });
    const row = await rowOf('hubspot');
    expect(row).toMatchObject({
      lastError: 'HubSpot answered HTTP 404',
      lastFailure: { kind: 'notFound', status: 404 },
      givenUpAt: null,
    });
    expect((await health(settings)).problems).toEqual([
      'HubSpot: 1 waiting. HubSpot refused the form (404: portal or form not found).',
    ]);
    await retryDelay();
    expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 1, failed: 1 });
    expect(hubspot.submissions).toEqual([]);
    expect(await inboxIds()).toEqual([id]);
  });

  it('shows a wrong Telegram token and a webhook receiver that hangs, the lead in the inbox all along, and sends the webhook once it answers', async () => {
    const telegram = await new TestWebhook().start();
    telegram.answerBody = () => JSON.stringify({ ok: false, error_code: 401, description: 'Unauthorized' });
    telegram.answer = () => 401;
    const hanging = await new TestWebhook().start();
    hanging.answer = () => sleep(6000).then(() => 200);
    try {
      const settings = settingsWith({
        LEADS_TELEGRAM_BOT_TOKEN: '123456789:AAH-wrong_token_that_is_long_enough',
        LEADS_TELEGRAM_CHAT_ID: '@agentica_leads',
        TELEGRAM_API_URL: new URL(telegram.url).origin,
        LEADS_WEBHOOK_URL: hanging.url,
      });
      const { id } = await saveLead(sampleLead(), { db: handle.db, settings });
      expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ failed: 2 });
      // The pass ended before the receiver answered (it records a call once it has answered).
      expect(hanging.calls).toEqual([]);
      expect(await inboxIds()).toEqual([id]);
      const { channels, problems } = await health(settings);
      expect(channels.map(({ channel, pending, failing }) => ({ channel, pending, failing }))).toEqual([
        { channel: 'webhook', pending: 1, failing: 1 },
        { channel: 'telegram', pending: 1, failing: 1 },
      ]);
      expect(problems).toEqual([
        'Webhook: 1 waiting. The webhook receiver did not answer within 3 s.',
        'Telegram: 1 waiting. Telegram refused the bot token (401).',
      ]);
      const ru = channelProblems(channels, staffCatalogs.ru.dashboard).map((problem) => problem.text);
      expect(ru).toEqual([
        'Вебхук: ждут 1. Получатель вебхука не ответил за 3 с.',
        'Telegram: ждут 1. Telegram отклонил токен бота (401).',
      ]);

      // The receiver answers in time again: the waiting call goes through, under the lead's key; Telegram still waits for its token.
      hanging.answer = () => 200;
      await retryDelay();
      expect(await deliverDueNow({ db: handle.db, settings })).toMatchObject({ claimed: 2, delivered: 1, failed: 1 });
      expect(hanging.accepted.at(-1)!.headers['idempotency-key']).toBe(`lead-${id}`);
      const after = await health(settings);
      expect(after.channels.map(({ channel, pending, sent }) => ({ channel, pending, sent }))).toEqual([
        { channel: 'webhook', pending: 0, sent: 1 },
        { channel: 'telegram', pending: 1, sent: 0 },
      ]);
      expect(after.problems).toEqual(['Telegram: 1 waiting. Telegram refused the bot token (401).']);
      expect(await inboxIds()).toEqual([id]);
    } finally {
      await telegram.stop();
      await hanging.stop();
    }
  });
});
