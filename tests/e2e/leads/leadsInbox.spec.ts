/**
 * The leads inbox as the sales team uses it, on a server of its own, on a fresh PostgreSQL
 * database and on a fresh embedded store: invite ->
 * set a password -> sign in; a lead sent from /ru/contact appears live, is taken, moved to won
 * with a note and exported; other roles and signed-out visitors are refused and change nothing.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser } from '@playwright/test';
import { slowCpu } from '../../support/e2e/pace';
import { catalogs } from '../../support/e2e/site';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { staffCatalogs } from '../../../src/i18n';
import { leadCsvColumns } from '../../../src/server/leads/inbox/csvRows';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, one per store, free when the file loads.
const ports = await freePorts(2);

const t = staffCatalogs.en.leads;
/** The people the tests invite, and their roles. */
const members = {
  'sasha@example.com': 'sales',
  'eddie@example.com': 'editor',
  'sam@example.com': 'sales',
} as const satisfies Record<string, StaffRole>;
type Email = keyof typeof members;

/** The two stores, each with a server of its own (see `staffTestStore` for how people are invited on each). */
const stores = [
  { name: 'PostgreSQL', port: ports[0] },
  { name: 'PGlite', port: ports[1] },
] as const;

/** What a hostile visitor types: it must show as text wherever staff read it. */
const hostileName = '<img src=x onerror=alert(1)>';
const hostileMessage = '<script>alert(2)</script> javascript:alert(3)';

for (const store of stores) {
  test.describe(`the leads inbox on ${store.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const testStore = staffTestStore(store.name, store.port, 'inbox', members);
    const { origin } = testStore;
    const member = (browser: Browser, email: Email, name: string) =>
      signedInPage(browser, testStore, { email, name, password: 'orbit lantern cobalt meadow 42' });
    let leadPath = '';
    serveStaffStore(testStore, store.port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

    test('a lead sent from /ru/contact appears live, is taken, won with a note, and exported', async ({ browser }) => {
      test.setTimeout(180_000);
      const sales = await member(browser, 'sasha@example.com', 'Sasha Sales');
      const dialogs: string[] = [];
      sales.on('dialog', (dialog) => (dialogs.push(dialog.message()), void dialog.dismiss()));
      const stream = sales.waitForResponse(`${origin}/staff/leads/events`);
      await sales.goto(`${origin}/staff/leads`);
      await stream;
      await expect(sales.getByRole('table')).toContainText(t.table.captions.newest);
      await expect(sales.getByText(t.table.empty)).toBeVisible();
      // Marks this document: still there after the lead appears means no reload happened.
      await sales.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      // The same empty inbox on a phone, on a slowed CPU, opened fresh.
      const phone = await sales.context().newPage();
      await phone.setViewportSize({ width: 375, height: 667 });
      await slowCpu(phone);
      const phoneStream = phone.waitForResponse(`${origin}/staff/leads/events`);
      await phone.goto(`${origin}/staff/leads`);
      await phoneStream;
      await expect(phone.getByText(t.table.empty)).toBeVisible();

      const visitor = await browser.newContext({ javaScriptEnabled: false });
      const form = await visitor.newPage();
      await form.goto(`${origin}/ru/contact`);
      const values = {
        firstName: hostileName,
        lastName: 'Lovelace',
        email: 'ada@example.com',
        subject: 'Агент поддержки',
        message: hostileMessage,
      };
      for (const [name, value] of Object.entries(values)) await form.locator(`#contact-${name}`).fill(value);
      await form.locator('#contact-consent').check();
      await form.locator('#contact-form form button[type=submit]').click();
      await expect(form.locator('#contact-form').getByRole('status')).toContainText(
        catalogs.ru.contact_form.success.title,
      );
      await visitor.close();

      const row = sales.locator('#leads-table tbody tr', {
        hasText: 'ada@example.com',
      });
      await expect(row).toHaveCount(1);
      expect(await sales.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
      // The empty view's line leaves with the first row, on both pages.
      await expect(sales.getByText(t.table.empty)).toBeHidden();
      await expect(phone.locator('#leads-table tbody tr', { hasText: 'ada@example.com' })).toHaveCount(1);
      await expect(phone.getByText(t.table.empty)).toBeHidden();
      await phone.close();
      await expect(row).toContainText(`${hostileName} Lovelace`);
      await expect(sales.locator('#leads-table img')).toHaveCount(0);

      await row.getByRole('link').click();
      leadPath = new URL(sales.url()).pathname;
      await expect(sales.locator('main')).toContainText(hostileMessage);
      // What the visitor typed sits in an isolate of its own, so its bidi controls cannot reorder the page around it.
      await expect(sales.locator('main p bdi', { hasText: hostileMessage })).toHaveCSS('unicode-bidi', 'isolate');
      await sales.getByRole('button', { name: t.detail.takeIt }).click();
      await expect(sales.getByRole('combobox', { name: t.detail.assignee })).toHaveValue(/.+/);
      await sales.getByRole('combobox', { name: t.detail.status }).selectOption('won');
      await sales
        .locator('form', {
          has: sales.getByRole('combobox', { name: t.detail.status }),
        })
        .getByRole('button', { name: t.detail.save })
        .click();
      await sales.getByLabel(t.detail.note).fill('Signed the annual plan. <b>not bold</b>');
      await sales.getByRole('button', { name: t.detail.addNote }).click();
      const history = sales.locator('section', {
        has: sales.getByRole('heading', { name: t.detail.timeline }),
      });
      await expect(history).toContainText('Status: New → Won');
      await expect(history).toContainText('Assignee: Nobody → Sasha Sales');
      await expect(history).toContainText('Signed the annual plan. <b>not bold</b>');
      expect(dialogs).toEqual([]);

      await sales.goto(`${origin}/staff/leads?status=won`);
      await expect(sales.locator('#leads-table tbody tr')).toHaveCount(1);
      const [download] = await Promise.all([
        sales.waitForEvent('download'),
        sales.getByRole('link', { name: t.exportCsv }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.charCodeAt(0), 'the UTF-8 byte order mark').toBe(0xfeff);
      const [header, ...rows] = csv.trim().split('\n');
      expect(header).toContain(leadCsvColumns.join(','));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toContain('ada@example.com');
      expect(rows[0]).toMatch(/,won,sasha@example\.com,1,Signed the annual plan\. <b>not bold<\/b>$/);
      // The order picker puts the view in the URL, the caption says which order it is.
      await sales.getByRole('combobox', { name: t.filters.sort }).selectOption(t.sorts.status);
      await sales.getByRole('button', { name: t.filters.apply }).click();
      await expect(sales.getByRole('table')).toContainText(t.table.captions.status);
      expect(new URL(sales.url()).searchParams.get('sort')).toBe('status');
      await sales.context().close();
    });

    test('an editor, a signed-out visitor and a post from another site are refused every lead action, by form or /_actions, and nothing changes', async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const signedOut = await request.get(`${origin}${leadPath}`, {
        maxRedirects: 0,
      });
      expect(signedOut.status()).toBe(303);
      expect(signedOut.headers().location).toBe(`/staff/sign-in?next=${encodeURIComponent(leadPath)}`);
      const sales = await member(browser, 'sam@example.com', 'Sam Sales');
      const seen = async () => (await sales.goto(`${origin}${leadPath}`), sales.locator('main').innerText());
      const before = await seen();

      const editor = await member(browser, 'eddie@example.com', 'Eddie Editor');
      for (const path of ['/staff/leads', leadPath, '/staff/leads/export.csv', '/staff/leads/events']) {
        expect((await editor.request.get(`${origin}${path}`, { maxRedirects: 0 })).status(), path).toBe(403);
      }
      const lead = leadPath.split('/').at(-1)!;
      /** Each lead action and a form it might be sent with. */
      const leadActions: Record<string, Record<string, string>> = {
        'staff.leads.status': { lead, status: 'spam' },
        'staff.leads.assign': { lead, assignee: '' },
        'staff.leads.note': { lead, note: 'Not mine to write.' },
        'staff.leads.retry': { lead, outbox: '1' },
      };
      /** Who is refused, and the status of a post to the lead page and to /_actions: signed out, the page sends to the sign-in. */
      const refusals = [
        { caller: 'signed out', post: request.post.bind(request), origin, page: 303, rpc: 403 },
        { caller: 'editor', post: editor.request.post.bind(editor.request), origin, page: 403, rpc: 403 },
        {
          caller: 'sales from another site',
          post: sales.request.post.bind(sales.request),
          origin: 'https://evil.example',
          page: 403,
          rpc: 403,
        },
      ];
      for (const refusal of refusals) {
        for (const [name, form] of Object.entries(leadActions)) {
          const post = (path: string) =>
            refusal.post(`${origin}${path}`, { form, headers: { Origin: refusal.origin }, maxRedirects: 0 });
          expect(
            (await post(`${leadPath}?_action=${name}`)).status(),
            `${refusal.caller} ${name} on the lead page`,
          ).toBe(refusal.page);
          expect((await post(`/_actions/${name}`)).status(), `${refusal.caller} ${name} to /_actions`).toBe(
            refusal.rpc,
          );
        }
      }
      await editor.context().close();
      expect(await seen()).toBe(before);
      await expect(sales.getByRole('combobox', { name: t.detail.status })).toHaveValue('won');
      await sales.context().close();
    });
  });
}
