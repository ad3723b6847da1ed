/**
 * An admin sets up lead routing, on a desktop (1280 px) and on a phone (375 px): a sales member's
 * languages on the team screen, then rules on the routing screen (a refused rule comes back as
 * typed with its message at the field), moved and deleted. A Russian demo request from the spring
 * campaign goes to the member the rule names, its timeline saying by which rule. Once that member
 * is disabled the routing screen and the dashboard say so, and the next such lead waits in the
 * inbox. Axe finds nothing serious and nothing scrolls sideways; sales are refused the screen.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { staffCatalogs } from '../../../src/i18n';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const r = staffCatalogs.en.routing;
const password = 'copper willow anthem drift 17';
const emails = {
  admin: 'ada@example.com',
  sales: 'sam@example.com',
  editor: 'eve@example.com',
} as const satisfies Record<StaffRole, string>;
const names = { admin: 'Ada Admin', sales: 'Sam Sales', editor: 'Eve Editor' } as const;

test.describe('an admin routes leads', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'routing', {
    [emails.admin]: 'admin',
    [emails.sales]: 'sales',
    [emails.editor]: 'editor',
  });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  async function signedIn(browser: Browser, role: StaffRole, viewport = { width: 1280, height: 800 }): Promise<Page> {
    return signedInPage(browser, testStore, { email: emails[role], name: names[role], password }, { viewport });
  }

  async function expectFits(page: Page, label: string) {
    expect(await sidewaysOverflow(page), label).toBe(0);
    expect(await smallTargets(page), label).toEqual([]);
    expect(await seriousViolations(page), label).toEqual([]);
  }

  /** A Russian demo request from `campaign`, as the home page's form sends it. */
  async function sendRussianDemo(page: Page, name: string, campaign: string) {
    const answer = await page.request.post(`${origin}/ru?_action=demo`, {
      headers: { Origin: origin },
      form: {
        lang: 'ru',
        name,
        email: `${name.toLowerCase()}@client.example`,
        message: 'Нужен агент.',
        consent: 'on',
        page: '/ru',
        utm_campaign: campaign,
      },
    });
    expect(answer.status()).toBe(200);
  }

  test('at 1280 px the admin gives Sam Russian, then adds, refuses, moves and deletes rules', async ({ browser }) => {
    test.setTimeout(300_000);
    // Sam takes up the invitation first, so the team screen lists them.
    (await signedIn(browser, 'sales')).context().close();
    const page = await signedIn(browser, 'admin');
    await page.goto(`${origin}/staff/team`);
    const sam = page.getByRole('form', { name: `Save for ${names.sales}` });
    await sam.getByRole('checkbox', { name: 'Русский' }).check();
    await sam.getByRole('button', { name: `Save for ${names.sales}` }).click();
    await expect(page.getByRole('status')).toHaveText(`Saved: ${names.sales} answers in Русский.`);
    await expectFits(page, 'the team screen at 1280 px');

    await page.goto(`${origin}/staff/leads`);
    await page.getByRole('link', { name: r.link }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(r.title);
    await expect(page.getByText(r.none)).toBeVisible();

    // A prefix with nothing to match is refused at its field; everything chosen is still there.
    const add = page.getByRole('form', { name: r.add });
    await add.getByLabel(r.lang).selectOption('ru');
    await add.getByLabel(r.kind).selectOption('demo');
    await add.getByLabel(r.match).selectOption('prefix');
    await add.getByLabel(r.assignee).selectOption({ label: names.sales });
    await add.getByRole('button', { name: r.create }).click();
    const campaign = page.getByRole('form', { name: r.add }).getByRole('textbox', { name: r.campaign });
    await expect(campaign).toHaveAttribute('aria-invalid', 'true');
    await expect(campaign).toHaveAccessibleDescription(`${r.campaignHint} ${r.prefixEmpty}`);
    await expect(page.getByRole('form', { name: r.add }).getByLabel(r.lang)).toHaveValue('ru');
    await expect(page.getByRole('form', { name: r.add }).getByLabel(r.kind)).toHaveValue('demo');
    await expect(page.getByRole('form', { name: r.add }).getByLabel(r.match)).toHaveValue('prefix');
    await expect(page.getByRole('form', { name: r.add }).getByLabel(r.assignee)).toHaveText(new RegExp(names.sales));
    await expectFits(page, 'the refused rule at 1280 px');
    await campaign.fill('Spring-');
    await page.getByRole('form', { name: r.add }).getByRole('button', { name: r.create }).click();
    await expect(page.getByRole('status')).toHaveText(r.saved);
    await expect(page.getByRole('heading', { name: 'Rule 1' })).toBeVisible();

    // A second rule, then a third; the third moves above the second and is deleted.
    for (const office of ['moscow', 'novosibirsk']) {
      await page.getByRole('form', { name: r.add }).getByLabel(r.office).selectOption(office);
      await page.getByRole('form', { name: r.add }).getByLabel(r.assignee).selectOption('nobody');
      await page.getByRole('form', { name: r.add }).getByRole('button', { name: r.create }).click();
      await expect(page.getByRole('status')).toHaveText(r.saved);
    }
    await page.getByRole('button', { name: 'Move rule 3 up' }).click();
    await expect(page.getByRole('status')).toHaveText(r.moved);
    await expect(page.getByRole('form', { name: 'Rule 2' }).getByLabel(r.office)).toHaveValue('novosibirsk');
    await page.getByRole('button', { name: 'Delete rule 2' }).click();
    await expect(page.getByRole('status')).toHaveText(r.removed);
    await expect(page.getByRole('heading', { name: /^Rule \d$/ })).toHaveText(['Rule 1', 'Rule 2']);
    await expect(page.getByRole('form', { name: 'Rule 2' }).getByLabel(r.office)).toHaveValue('moscow');
    await expectFits(page, 'the routing screen at 1280 px');
    await page.context().close();
  });

  test('at 375 px the admin moves the spring rule last and edits it; nothing scrolls sideways', async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await signedIn(browser, 'admin', { width: 375, height: 667 });
    await page.goto(`${origin}/staff/leads/routing`);
    await expectFits(page, 'the routing screen at 375 px');
    await page.getByRole('button', { name: 'Move rule 1 down' }).click();
    await expect(page.getByRole('status')).toHaveText(r.moved);
    const spring = page.getByRole('form', { name: 'Rule 2' });
    await expect(spring.getByRole('textbox', { name: r.campaign })).toHaveValue('Spring-');
    await spring.getByRole('textbox', { name: r.campaign }).fill('spring-20');
    await spring.getByRole('button', { name: r.save }).click();
    await expect(page.getByRole('status')).toHaveText(r.saved);
    await expect(page.getByRole('form', { name: 'Rule 2' }).getByRole('textbox', { name: r.campaign })).toHaveValue(
      'spring-20',
    );
    await expectFits(page, 'the routing screen after a save at 375 px');
    await page.context().close();
  });

  test('a Russian spring demo goes to Sam by rule 2; once Sam is disabled the admins are told and the next one waits in the inbox', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const page = await signedIn(browser, 'admin');
    await sendRussianDemo(page, 'Mariya', 'spring-2026');
    await page.goto(`${origin}/staff/leads?q=Mariya`);
    await expect(page.locator('#leads-table tbody tr')).toContainText(names.sales);
    await page.locator('#leads-table tbody tr', { hasText: 'Mariya' }).getByRole('link').click();
    await expect(
      page.locator('section', { has: page.getByRole('heading', { name: staffCatalogs.en.leads.detail.timeline }) }),
    ).toContainText(`Assigned to ${names.sales} by rule 2`);

    // Sales may not open the routing screen.
    const sales = await signedIn(browser, 'sales');
    expect((await sales.goto(`${origin}/staff/leads/routing`))?.status()).toBe(403);
    await sales.context().close();

    await page.goto(`${origin}/staff/team`);
    await page.getByRole('button', { name: `Disable: ${emails.sales}` }).click();
    await expect(page.getByRole('status')).toContainText('is disabled');
    const problem = `Rule 2 names ${emails.sales}, whose account is disabled: its leads go to the round robin.`;
    await page.goto(`${origin}/staff/leads/routing`);
    await expect(page.getByRole('region', { name: r.problems })).toContainText(problem);
    await expectFits(page, 'the routing screen with a problem at 1280 px');
    await page.goto(`${origin}/staff/dashboard`);
    await expect(page.locator('#routing-problems')).toContainText(problem);

    await sendRussianDemo(page, 'Olesya', 'spring-2027');
    await page.goto(`${origin}/staff/leads?assignee=none`);
    await expect(page.locator('#leads-table tbody tr', { hasText: 'Olesya' })).toHaveCount(1);
    await page.context().close();
  });
});
