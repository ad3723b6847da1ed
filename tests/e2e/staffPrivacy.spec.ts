/**
 * The privacy tools, on a server of its own on a fresh PostgreSQL database (so the staff command
 * line can invite people while the server runs): an admin exports everything held about an email
 * address as JSON and erases every lead of it, while other addresses' leads stay; both are in the
 * audit log; sales and editors are refused the page and its actions and erase nothing.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { catalogs } from './site';
import { baseURL } from '../../playwright.config';
import { siteEnvironment, startSite, type StartedSite } from '../../scripts/startSite';
import { staffCatalogs } from '../../src/i18n/staff';
import { format } from '../../src/i18n';
import type { PersonData } from '../../src/server/leads/privacy';

const t = staffCatalogs.en.privacy;
const port = Number(new URL(baseURL).port) + 9;
const origin = `http://127.0.0.1:${port}`;
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const database = `privacy_e2e_${port}_${Date.now()}`;
const databaseUrl = Object.assign(new URL(adminUrl), {
  pathname: `/${database}`,
}).href;
const password = 'orbit lantern cobalt meadow 42';

/** Invites `email` with the staff command line and returns the invitation's path. */
function invite(email: string, role: string): string {
  const run = spawnSync(process.execPath, ['scripts/staff.ts', 'invite', email, '--role', role], {
    env: siteEnvironment({ DATABASE_URL: databaseUrl, SITE_URL: origin }),
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return new URL(run.stdout.trim().split('\n').at(-1)!).pathname;
}

/** A new browser context for a staff member: accepts the invitation, signs in, returns the page. */
async function staffMember(browser: Browser, email: string, role: string, name: string): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(origin + invite(email, role));
  await page.locator('#name').fill(name);
  await page.locator('#password').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.goto(`${origin}/staff/sign-in`);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await Promise.all([page.waitForURL(`${origin}/staff`), page.locator('form button[type=submit]').last().click()]);
  return page;
}

/** Sends the public contact form as a visitor would, without JavaScript. */
async function sendContact(browser: Browser, firstName: string, email: string) {
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const form = await visitor.newPage();
  await form.goto(`${origin}/en/contact`);
  const values = {
    firstName,
    lastName: 'Lovelace',
    email,
    subject: 'Engines',
    message: 'Please call me about the analytical engine.',
  };
  for (const [name, value] of Object.entries(values)) await form.locator(`#contact-${name}`).fill(value);
  await form.locator('#contact-consent').check();
  await form.locator('#contact-form form button[type=submit]').click();
  await expect(form.locator('#contact-form').getByRole('status')).toContainText(catalogs.en.contact_form.success.title);
  await visitor.close();
}

/** Runs one query on the test database. */
async function query<Row extends object>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const leadsOf = async (email: string) => (await query<{ n: number }>('SELECT count(*)::int AS n FROM leads WHERE lower(email) = $1', [email]))[0]!.n;

test.describe('the privacy tools', () => {
  test.describe.configure({ mode: 'serial' });
  let site: StartedSite | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    site = await startSite(port, {
      DATABASE_URL: databaseUrl,
      SITE_URL: origin,
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      LEADS_RETENTION_DAYS: '730',
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  });

  test('an admin exports everything held about an address, then erases its leads and only those', async ({ browser }) => {
    test.setTimeout(180_000);
    await sendContact(browser, 'Ada', 'ada@example.com');
    await sendContact(browser, 'Grace', 'grace@example.com');
    const admin = await staffMember(browser, 'root@example.com', 'admin', 'Ari Admin');

    // A note on the lead: held about the person too, so exported and erased with the lead.
    await admin.goto(`${origin}/staff/leads`);
    await admin.locator('#leads-table tbody tr', { hasText: 'ada@example.com' }).getByRole('link').click();
    await admin.getByLabel(staffCatalogs.en.leads.detail.note).fill('Wants a call on Monday.');
    await admin.getByRole('button', { name: staffCatalogs.en.leads.detail.addNote }).click();
    await expect(admin.getByRole('status')).toHaveText(staffCatalogs.en.leads.detail.saved);

    await admin.getByRole('navigation').getByRole('link', { name: staffCatalogs.en.common.nav.privacy }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(t.title);
    await expect(admin.locator('main')).toContainText(format(t.retention.days, { days: 730 }));

    // Export: a JSON download with the lead, its timeline and its notifications.
    await admin.locator('#export-email').fill('ADA@example.com');
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: t.export.submit }).click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as PersonData;
    expect(exported.leads).toHaveLength(1);
    expect(exported.leads[0]).toMatchObject({
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      message: 'Please call me about the analytical engine.',
    });
    expect(exported.leads[0]!.notes).toMatchObject([{ body: 'Wants a call on Monday.' }]);
    expect(exported.leads[0]!.events.map((event) => event.kind)).toContain('note');

    // A wrong address or two different ones erase nothing and say why.
    const invalid = await admin.request.post(`${origin}/staff/privacy`, {
      form: {
        intent: 'erase',
        email: 'ada at example',
        confirm: 'ada at example',
      },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(invalid.status()).toBe(422);
    expect(await invalid.text()).toContain(t.invalidEmail);
    // In the staff language, which follows the browser until the member picks one.
    const invalidRu = await admin.request.post(`${origin}/staff/privacy`, {
      form: { intent: 'export', email: 'ada@' },
      headers: { Origin: origin, 'Accept-Language': 'ru' },
      maxRedirects: 0,
    });
    expect(invalidRu.status()).toBe(422);
    expect(invalidRu.headers()['content-disposition']).toBeUndefined();
    expect(await invalidRu.text()).toContain(staffCatalogs.ru.privacy.invalidEmail);
    await admin.locator('#erase-email').fill('ada@example.com');
    await admin.locator('#erase-confirm').fill('grace@example.com');
    await admin.getByRole('button', { name: t.erase.submit }).click();
    await expect(admin.getByRole('alert')).toHaveText(t.erase.mismatch);
    // The screen with a problem shown: axe finds nothing serious (the rules of the public pages).
    const axe = await new AxeBuilder({ page: admin })
      .options({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } })
      .analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    expect(await leadsOf('ada@example.com')).toBe(1);
    expect(await leadsOf('grace@example.com')).toBe(1);

    await admin.locator('#erase-email').fill('ada@example.com');
    await admin.locator('#erase-confirm').fill('Ada@Example.com');
    await admin.getByRole('button', { name: t.erase.submit }).click();
    await expect(admin.getByRole('status')).toHaveText(format(t.erase.done, { count: 1 }));
    expect(await leadsOf('ada@example.com')).toBe(0);
    expect(await leadsOf('grace@example.com')).toBe(1);
    expect(await query('SELECT id FROM lead_notes')).toEqual([]);
    expect(await query("SELECT id FROM lead_events WHERE kind = 'note'")).toEqual([]);

    await admin.goto(`${origin}/staff/leads`);
    await expect(admin.locator('#leads-table tbody tr', { hasText: 'grace@example.com' })).toHaveCount(1);
    await expect(admin.locator('#leads-table tbody tr', { hasText: 'ada@example.com' })).toHaveCount(0);

    const logged = await query<{
      action: string;
      actor_email: string;
      target: string;
      details: Record<string, string>;
    }>("SELECT action, actor_email, target, details FROM audit_log WHERE action LIKE 'privacy-%' ORDER BY id");
    expect(logged).toMatchObject([
      {
        action: 'privacy-export',
        actor_email: 'root@example.com',
        target: 'email',
        details: { count: '1' },
      },
      {
        action: 'privacy-erase',
        actor_email: 'root@example.com',
        target: 'email',
        details: { count: '1' },
      },
    ]);
    // The log keeps what was done, not the address that was erased.
    expect(JSON.stringify(logged)).not.toContain('ada@');
    await admin.context().close();
  });

  test('sales and editors are refused the page and its actions, and nothing is erased', async ({ browser }) => {
    test.setTimeout(180_000);
    for (const [email, role] of [
      ['sasha@example.com', 'sales'],
      ['eddie@example.com', 'editor'],
    ] as const) {
      const member = await staffMember(browser, email, role, `${role} member`);
      await expect(member.getByRole('navigation').getByRole('link', { name: staffCatalogs.en.common.nav.privacy })).toHaveCount(0);
      expect(
        (
          await member.request.get(`${origin}/staff/privacy`, {
            maxRedirects: 0,
          })
        ).status(),
        role,
      ).toBe(403);
      const forms: Record<string, string>[] = [
        {
          intent: 'erase',
          email: 'grace@example.com',
          confirm: 'grace@example.com',
        },
        { intent: 'export', email: 'grace@example.com' },
      ];
      for (const form of forms) {
        const refused = await member.request.post(`${origin}/staff/privacy`, {
          form,
          headers: { Origin: origin },
          maxRedirects: 0,
        });
        expect(refused.status(), `${role} ${form.intent}`).toBe(403);
        expect(await refused.text()).not.toContain('Grace');
      }
      await member.context().close();
    }
    expect(await leadsOf('grace@example.com')).toBe(1);
    expect(await query("SELECT id FROM audit_log WHERE action LIKE 'privacy-%'")).toHaveLength(2);
  });
});
