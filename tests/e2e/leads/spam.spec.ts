/**
 * Spam, as visitors meet it, on a server of this file's own with the default bot checks: a
 * person typing on a phone (375 px, CPU slowed 4x) from a fresh page is stored as a lead, with
 * the proof of work their form worked out meanwhile and the consent they gave; a person without
 * JavaScript too (their page's token as signed two minutes before: time taken without waiting);
 * a bot's post without the page's token, with the hidden field filled, is thanked like anyone and
 * stored as spam, announced to no one. The rows are read from the store once the server stops.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { catalogs } from '../../support/e2e/site';
import { slowCpu } from '../../support/e2e/pace';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { backdate, keepFormTokenKey } from '../../support/e2e/formTokens';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

test.describe('spam and people on a server with the default checks', () => {
  test.describe.configure({ mode: 'serial' });

  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/spam-data-${port}-${Date.now()}`;
  const marker = randomUUID().slice(0, 8);
  const emails = {
    phone: `phone-${marker}@example.com`,
    noScript: `noscript-${marker}@example.com`,
    bot: `bot-${marker}@example.com`,
  };
  let site: StartedSite | undefined;
  let proofSent = '';
  let tokenKey = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tokenKey = await keepFormTokenKey(dataDir);
    site = await startSite(port, {
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      SMTP_URL: 'smtp://127.0.0.1:9',
      OUTBOX_POLL_MS: '3600000',
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test.describe('on a phone', () => {
    test.use({ hasTouch: true, viewport: { width: 375, height: 667 } });

    test('a person typing the contact form from a fresh page is thanked', async ({ page }) => {
      test.setTimeout(240_000);
      await slowCpu(page);
      await page.goto(`${origin}/en/contact`);
      const form = page.locator('#contact-form form');
      const typed = {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: emails.phone,
        subject: 'Support agent',
        message: 'We would like an agent for our support inbox.',
      };
      for (const [name, value] of Object.entries(typed)) {
        await page.locator(`#contact-${name}`).tap();
        await page.locator(`#contact-${name}`).pressSequentially(value, { delay: 20 });
      }
      await page.locator('#contact-consent').check();
      await expect(form).toHaveAttribute('data-enhanced', 'true');
      const [request] = await Promise.all([
        page.waitForRequest('**/_actions/contact'),
        form.getByRole('button', { name: catalogs.en.contact_form.submit }).tap(),
      ]);
      proofSent =
        new URLSearchParams(request.postData() ?? '').get('altcha') ??
        request
          .postDataBuffer()
          ?.toString()
          .match(/name="altcha"\r\n\r\n([^\r]*)/)?.[1] ??
        '';
      await expect(page.locator('#contact-form').getByRole('status')).toContainText(
        catalogs.en.contact_form.success.title,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });

  test('a person without JavaScript is thanked too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin}/fr/contact/meeting`);
    await page.locator('#meeting-name').fill('Amélie Poulain');
    await page.locator('#meeting-email').fill(emails.noScript);
    await page.locator('#meeting-consent').check();
    // As if they took their time over it: the page's token, as signed had it been rendered two minutes ago.
    await backdate(page, 'meeting', tokenKey);
    await page.locator('#meeting form').getByRole('button', { name: catalogs.fr.contact_form.meeting.submit }).click();
    await page.waitForLoadState();
    await expect(page.locator('#meeting').getByRole('status')).toContainText(catalogs.fr.contact_form.meeting.success);
    await context.close();
  });

  test('a bot posting without the page, with the hidden field filled and links, is thanked like anyone', async ({
    request,
  }) => {
    const response = await request.post(`${origin}/_actions/contact`, {
      form: {
        firstName: 'Best',
        lastName: 'Offer',
        email: emails.bot,
        subject: 'SEO',
        message: 'https://a.example https://b.example https://c.example online casino',
        consent: 'yes',
        website: 'https://spam.example',
        lang: 'en',
        page: '/en/contact',
      },
      headers: { Origin: origin },
    });
    expect(response.status()).toBe(200);
  });

  test('the people are leads with their consent, the bot is spam with its reasons, announced to no one', async () => {
    await site!.stop();
    const { openDatabase } = await import('../../../src/server/db/client');
    const { leadEvents, leads, outbox, usedProofs } = await import('../../../src/server/db/schema');
    const { consentGiven } = await import('../../../src/server/leads/intake/consent');
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const rows = await store.db.select().from(leads);
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      const phone = byEmail.get(emails.phone)!;
      expect(phone).toMatchObject({
        kind: 'contact',
        status: 'new',
        consentLang: 'en',
        consentVersion: consentGiven('en', new Date()).version,
      });
      expect(phone.consentAt).toBeInstanceOf(Date);
      expect(byEmail.get(emails.noScript)).toMatchObject({
        kind: 'meeting',
        status: 'new',
        consentLang: 'fr',
        consentVersion: consentGiven('fr', new Date()).version,
      });
      const bot = byEmail.get(emails.bot)!;
      expect(bot.status).toBe('spam');
      const events = await store.db.select().from(leadEvents);
      expect(events.filter((event) => event.leadId === bot.id).map((event) => [event.kind, event.detail])).toEqual([
        ['flagged', { score: 18, reasons: ['honeypot', 'noToken', 'manyLinks', 'phrase'] }],
      ]);
      const notified = new Set((await store.db.select().from(outbox)).map((row) => row.leadId));
      expect([notified.has(phone.id), notified.has(bot.id)]).toEqual([true, false]);
      // The phone's form had worked out its proof by the time it was sent, and it was accepted once.
      expect(proofSent).not.toBe('pending');
      expect(proofSent).toMatch(/^[A-Za-z0-9+/]+=*$/);
      expect(await store.db.select().from(usedProofs)).toHaveLength(1);
    } finally {
      await store.close();
    }
  });
});
