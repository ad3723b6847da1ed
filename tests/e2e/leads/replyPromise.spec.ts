/**
 * The reply promise on the staff screens, on a phone (375 px) and a desktop (1280 px): each lead
 * waiting for its first answer shows its time left, an overdue one says so in words and has its
 * own view with its count; a lead's page says the same, and the dashboard counts it. Axe finds nothing serious and nothing
 * scrolls sideways.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import pg from 'pg';
import { staffCatalogs } from '../../../src/i18n';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { serveStaffStore, staffTestStore, signedInPage } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const t = staffCatalogs.en.leads;
const password = 'orbit lantern cobalt meadow 42';
const sales = { email: 'sam@example.com', name: 'Sam Sales', password };

/** The leads and how long ago they arrived, in hours; the promise is the default day. */
const leads = [
  { firstName: 'Olga', hoursAgo: 30 }, // overdue by 6 h
  { firstName: 'Pedro', hoursAgo: 20 }, // 3 h and some minutes left
  { firstName: 'Quinn', hoursAgo: 2 }, // 21 h and some left
] as const;

test.describe('the reply promise in the inbox', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'promise', { [sales.email]: 'sales' });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  async function signedIn(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
    return signedInPage(browser, testStore, sales, { viewport });
  }

  const row = (page: Page, index: number) =>
    page.locator('#leads-table tbody tr', { hasText: leads[index]!.firstName });

  test('three visitors send leads, arriving 30, 20 and 2 hours ago', async ({ request }) => {
    for (const lead of leads) {
      const answer = await request.post(`${origin}/en/contact?_action=contact`, {
        headers: { Origin: origin },
        form: {
          firstName: lead.firstName,
          lastName: 'Test',
          email: `${lead.firstName.toLowerCase()}@client.example`,
          subject: 'Support agent',
          message: 'We would like a support agent.',
          consent: 'on',
          page: '/en/contact',
        },
      });
      expect(answer.status(), lead.firstName).toBe(200);
    }
    const client = new pg.Client({ connectionString: testStore.settings.DATABASE_URL });
    await client.connect();
    try {
      for (const lead of leads)
        await client.query(`update leads set created_at = now() - make_interval(hours => $1) where name like $2`, [
          lead.hoursAgo,
          `${lead.firstName}%`,
        ]);
    } finally {
      await client.end();
    }
  });

  for (const viewport of [
    { width: 375, height: 667 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px the inbox shows each lead's time left, the overdue one in words, and the overdue view`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const page = await signedIn(browser, viewport);
      await page.goto(`${origin}/staff/leads`);
      await expect(row(page, 0)).toContainText(/Overdue by 6 hrs?/);
      await expect(row(page, 0).locator('svg')).toHaveCount(1);
      await expect(row(page, 1)).toContainText(/3 hrs? left/);
      await expect(row(page, 2)).toContainText(/21 hrs? left/);
      await expect(row(page, 1)).not.toContainText('Overdue');
      expect(await sidewaysOverflow(page), 'the inbox').toBe(0);
      expect(await smallTargets(page), 'the inbox').toEqual([]);
      expect(await seriousViolations(page), 'the inbox').toEqual([]);

      const views = page.getByRole('navigation', { name: t.views.label });
      await views.getByRole('link', { name: `${t.views.builtIn.overdue} 1` }).click();
      await expect(page).toHaveURL(/\?due=overdue$/);
      await expect(page.locator('#leads-table tbody tr')).toHaveCount(1);
      await expect(row(page, 0)).toContainText(/Overdue by 6 hrs?/);
      expect(await sidewaysOverflow(page), 'the overdue view').toBe(0);
      expect(await seriousViolations(page), 'the overdue view').toEqual([]);

      await row(page, 0).getByRole('link').click();
      await expect(page.locator('#lead-due')).toContainText(/Overdue by 6 hrs?/);
      expect(await sidewaysOverflow(page), 'the lead page').toBe(0);
      expect(await seriousViolations(page), 'the lead page').toEqual([]);
      await page.context().close();
    });
  }

  test('at 375 px the dashboard shows the share answered in time, per language, as a table', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, { width: 375, height: 667 });
    await page.goto(`${origin}/staff/dashboard?days=7`);
    const d = staffCatalogs.en.dashboard.replies;
    await expect(page.getByRole('heading', { name: d.title })).toBeVisible();
    // Nobody has answered yet and one lead is past its deadline: none of one decided lead in time.
    await expect(page.locator('#reply-share')).toHaveText('0%');
    await expect(page.locator('#reply-median')).toHaveText('—');
    const english = page.locator('#replies-by-language tbody tr', { hasText: 'English' });
    await expect(english.locator('td')).toHaveText(['3', '0', '—', '0%', '1']);
    expect(await sidewaysOverflow(page), 'the dashboard').toBe(0);
    expect(await seriousViolations(page), 'the dashboard').toEqual([]);
    await page.context().close();
  });
});
