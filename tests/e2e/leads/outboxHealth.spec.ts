/**
 * The dashboard's outbox health with every receiver misbehaving: a Telegram bot whose token is
 * refused, a webhook receiver that never answers in time, a HubSpot form that does not exist, a
 * Bitrix24 that refuses the lead. Each shows in plain words, at 375 and 1280 px, with nothing
 * serious for axe; the lead is in the inbox all the same.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { FakeBitrix24, FakeHubSpot, FakeReceiver } from '../../support/integration/crmPeers';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const password = 'orbit lantern cobalt meadow 42';
const sales = { email: 'sam@example.com', name: 'Sam Sales', password };
const viewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

test.describe('the outbox health on the dashboard', () => {
  test.describe.configure({ mode: 'serial' });
  const telegram = new FakeReceiver(() => ({
    status: 401,
    body: { ok: false, error_code: 401, description: 'Unauthorized' },
  }));
  const webhook = new FakeReceiver(() => ({ status: 200, body: {}, hang: 60_000 }));
  const hubspot = new FakeHubSpot('62515', '78c2891f-ebdd-44c0-bd94-15c012bbbfbf');
  const bitrix = new FakeBitrix24('abc123def456');
  bitrix.answer = (call) =>
    call.path.endsWith('crm.lead.add.json')
      ? { status: 400, body: { error: 'ERROR_CORE', error_description: 'Invalid e-mail' } }
      : undefined;
  const peers = [telegram, webhook, hubspot, bitrix];
  test.beforeAll(async () => {
    for (const peer of peers) await peer.start();
  });
  test.afterAll(async () => {
    for (const peer of peers) await peer.stop();
  });

  const testStore = staffTestStore('PostgreSQL', port, 'outbox', { [sales.email]: 'sales' });
  const { origin } = testStore;
  // The receivers listen by then (their hook comes first), each on the port the system gave it.
  serveStaffStore(testStore, port, () => ({
    FORM_MIN_FILL_MS: '0',
    OUTBOX_POLL_MS: '200',
    OUTBOX_SEND_TIMEOUT_MS: '3000',
    OUTBOX_RETRY_BASE_MS: '500',
    OUTBOX_RETRY_MAX_MS: '2000',
    LEADS_TELEGRAM_BOT_TOKEN: '123456789:AAH-wrong_token_that_is_long_enough',
    LEADS_TELEGRAM_CHAT_ID: '@agentica_leads',
    TELEGRAM_API_URL: telegram.origin,
    LEADS_WEBHOOK_URL: `${webhook.origin}/hooks/leads`,
    HUBSPOT_PORTAL_ID: '62515',
    HUBSPOT_FORM_GUID: '00000000-0000-4000-8000-000000000000',
    HUBSPOT_API_URL: hubspot.origin,
    BITRIX24_WEBHOOK_URL: `${bitrix.origin}/rest/1/abc123def456/`,
  }));
  const signedIn = (browser: Browser, viewport: (typeof viewports)[number], locale = 'en-US'): Promise<Page> =>
    signedInPage(browser, testStore, sales, { locale, viewport });

  test('a visitor sends a lead that every receiver fails', async ({ request }) => {
    const answer = await request.post(`${origin}/en/contact?_action=contact`, {
      headers: { Origin: origin },
      form: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@navy.example',
        subject: 'Compilers',
        message: 'Please call me.',
        consent: 'on',
        lang: 'en',
        page: '/en/contact',
      },
    });
    expect(answer.status()).toBe(200);
    await expect
      .poll(() => telegram.calls.length + hubspot.calls.length + bitrix.calls.length + webhook.calls.length, {
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(4);
  });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px each failure reads in plain words, the lead is in the inbox, and axe finds nothing serious`, async ({
      browser,
    }) => {
      // Signing in, a dashboard that waits for the worker's attempts and axe, on a busy machine.
      test.setTimeout(180_000);
      const page = await signedIn(browser, viewport);
      const problems = page.locator('#outbox-problems');
      await expect(async () => {
        await page.goto(`${origin}/staff/dashboard?days=7`);
        await expect(problems).toContainText('Telegram refused the bot token (401)', { timeout: 1000 });
        await expect(problems).toContainText('The webhook receiver did not answer within 3 s', { timeout: 1000 });
        await expect(problems).toContainText('HubSpot refused the form (404: portal or form not found)', {
          timeout: 1000,
        });
        await expect(problems).toContainText('Bitrix24: 1 given up, the receiver refused the lead.', { timeout: 1000 });
      }).toPass({ timeout: 45_000 });
      const rows = page.locator('#outbox-channels tbody tr');
      await expect(rows.locator('th')).toHaveText(['Webhook', 'Telegram', 'HubSpot', 'Bitrix24']);
      await expect(page.locator('#outbox-channels tr[data-channel="bitrix24"] td').last()).toHaveText('1');
      await expect(page.locator('#outbox-channels tr[data-channel="hubspot"] td').nth(2)).toHaveText(
        'HubSpot refused the form (404: portal or form not found)',
      );
      expect(await sidewaysOverflow(page), 'sideways overflow').toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${origin}/staff/leads`);
      await expect(page.getByRole('link', { name: /Grace Hopper/ })).toBeVisible();
      await page.context().close();
    });
  }

  test('in Russian, the same failures read in Russian', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, viewports[0], 'ru-RU');
    await page.goto(`${origin}/staff/dashboard?days=7`);
    const problems = page.locator('#outbox-problems');
    await expect(problems).toContainText('Telegram отклонил токен бота (401)');
    await expect(problems).toContainText('Получатель вебхука не ответил за 3 с');
    await expect(problems).toContainText('HubSpot отклонил форму (404: портал или форма не найдены)');
    await expect(page.locator('#outbox-channels tbody th')).toHaveText(['Вебхук', 'Telegram', 'HubSpot', 'Битрикс24']);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
