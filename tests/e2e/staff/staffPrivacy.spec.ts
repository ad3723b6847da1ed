/**
 * The privacy tools, on a server of its own on a fresh PostgreSQL database and on a fresh
 * embedded store: an admin exports everything held about an email address as JSON and erases
 * every lead of it, while other addresses' leads stay; both are in the audit log; sales and
 * editors are refused the page and its actions and erase nothing. The rows are counted in the
 * store itself (on the embedded store, with its server stopped for the moment, as only one
 * process may hold it).
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { sql } from 'drizzle-orm';
import { catalogs } from '../../support/e2e/site';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { format, staffCatalogs } from '../../../src/i18n';
import { openDatabase } from '../../../src/server/db/client';
import type { PersonData } from '../../../src/server/leads/privacy/personData';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, one per store, free when the file loads.
const ports = await freePorts(2);

const t = staffCatalogs.en.privacy;
const password = 'orbit lantern cobalt meadow 42';
const members = {
  'root@example.com': 'admin',
  'sasha@example.com': 'sales',
  'eddie@example.com': 'editor',
} as const satisfies Record<string, StaffRole>;

const stores = [
  { name: 'PostgreSQL', port: ports[0] },
  { name: 'PGlite', port: ports[1] },
] as const;

/** Sends the public contact form as a visitor would, without JavaScript. */
async function sendContact(browser: Browser, origin: string, firstName: string, email: string) {
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

/** What the store holds of the two test addresses and the privacy actions, counted in the store itself. */
interface Held {
  ada: number;
  grace: number;
  notes: number;
  noteEvents: number;
  logged: { action: string; actor_email: string; target: string; details: Record<string, string> }[];
}

for (const store of stores) {
  test.describe(`the privacy tools on ${store.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const testStore = staffTestStore(store.name, store.port, 'privacy', members);
    const { origin } = testStore;
    const server = serveStaffStore(testStore, store.port, {
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      LEADS_RETENTION_DAYS: '730',
    });

    /** Reads what the store holds (on the embedded store with its server stopped meanwhile). */
    async function held(): Promise<Held> {
      const read = async () => {
        const handle = await openDatabase({
          DATA_DIR: server.settings.DATA_DIR ?? 'unused',
          DATABASE_URL: server.settings.DATABASE_URL,
        });
        try {
          const rows = async (query: ReturnType<typeof sql>) =>
            ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
          const count = async (query: ReturnType<typeof sql>) => Number((await rows(query))[0]!.n);
          return {
            ada: await count(sql`SELECT count(*)::int AS n FROM leads WHERE lower(email) = 'ada@example.com'`),
            grace: await count(sql`SELECT count(*)::int AS n FROM leads WHERE lower(email) = 'grace@example.com'`),
            notes: await count(sql`SELECT count(*)::int AS n FROM lead_notes`),
            noteEvents: await count(sql`SELECT count(*)::int AS n FROM lead_events WHERE kind = 'note'`),
            logged: (await rows(
              sql`SELECT action, actor_email, target, details FROM audit_log WHERE action LIKE 'privacy-%' ORDER BY id`,
            )) as unknown as Held['logged'],
          };
        } finally {
          await handle.close();
        }
      };
      return store.name === 'PGlite' ? server.paused(read) : read();
    }

    test('an admin exports everything held about an address, then erases its leads and only those', async ({
      browser,
    }) => {
      test.setTimeout(300_000);
      await sendContact(browser, origin, 'Ada', 'ada@example.com');
      await sendContact(browser, origin, 'Grace', 'grace@example.com');
      const admin = await signedInPage(browser, testStore, { email: 'root@example.com', name: 'Ari Admin', password });

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
      const [download] = await Promise.all([
        admin.waitForEvent('download'),
        admin.getByRole('button', { name: t.export.submit }).click(),
      ]);
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
      const invalid = await admin.request.post(`${origin}/staff/privacy?_action=staff.privacy.erase`, {
        form: {
          email: 'ada at example',
          confirm: 'ada at example',
        },
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(invalid.status()).toBe(422);
      expect(await invalid.text()).toContain(t.invalidEmail);
      // In the staff language, which follows the browser until the member picks one.
      const invalidRu = await admin.request.post(`${origin}/staff/privacy?_action=staff.privacy.export`, {
        form: { email: 'ada@' },
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
        .options({
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
        })
        .analyze();
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
        [],
      );
      expect(await held()).toMatchObject({ ada: 1, grace: 1, notes: 1, noteEvents: 1 });

      await admin.goto(`${origin}/staff/privacy`);
      await admin.locator('#erase-email').fill('ada@example.com');
      await admin.locator('#erase-confirm').fill('Ada@Example.com');
      await admin.getByRole('button', { name: t.erase.submit }).click();
      await expect(admin.getByRole('status')).toHaveText(format(t.erase.done, { count: 1 }));
      await admin.goto(`${origin}/staff/leads`);
      await expect(admin.locator('#leads-table tbody tr', { hasText: 'grace@example.com' })).toHaveCount(1);
      await expect(admin.locator('#leads-table tbody tr', { hasText: 'ada@example.com' })).toHaveCount(0);

      const { logged, ...counts } = await held();
      expect(counts).toEqual({ ada: 0, grace: 1, notes: 0, noteEvents: 0 });
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

    test('sales, editors and signed-out visitors are refused the page and its actions, by form or /_actions, and nothing is erased or logged', async ({
      browser,
      playwright,
    }) => {
      test.setTimeout(180_000);
      /** Each privacy action and a form it might be sent with. */
      const privacyActions: Record<string, Record<string, string>> = {
        'staff.privacy.erase': { email: 'grace@example.com', confirm: 'grace@example.com' },
        'staff.privacy.export': { email: 'grace@example.com' },
      };
      const signedOut = await playwright.request.newContext();
      /** Who is refused, and the status of a post to the privacy page (signed out: to the sign-in) and to /_actions. */
      const callers = [{ caller: 'signed out', request: signedOut, page: 303 }];
      const pages: Page[] = [];
      for (const email of ['sasha@example.com', 'eddie@example.com'] as const) {
        const role = members[email];
        const member = await signedInPage(browser, testStore, { email, name: `${role} member`, password });
        pages.push(member);
        await expect(
          member.getByRole('navigation').getByRole('link', { name: staffCatalogs.en.common.nav.privacy }),
        ).toHaveCount(0);
        expect((await member.request.get(`${origin}/staff/privacy`, { maxRedirects: 0 })).status(), role).toBe(403);
        callers.push({ caller: role, request: member.request, page: 403 });
      }
      for (const { caller, request, page } of callers) {
        for (const [name, form] of Object.entries(privacyActions)) {
          const post = (path: string) =>
            request.post(`${origin}${path}`, { form, headers: { Origin: origin }, maxRedirects: 0 });
          const onPage = await post(`/staff/privacy?_action=${name}`);
          expect(onPage.status(), `${caller} ${name} on the page`).toBe(page);
          expect(await onPage.text()).not.toContain('Grace');
          const rpc = await post(`/_actions/${name}`);
          expect(rpc.status(), `${caller} ${name} to /_actions`).toBe(403);
          expect(await rpc.text()).not.toContain('Grace');
        }
      }
      await Promise.all([signedOut.dispose(), ...pages.map((page) => page.context().close())]);
      const after = await held();
      expect(after.grace).toBe(1);
      expect(after.logged).toHaveLength(2);
    });
  });
}
