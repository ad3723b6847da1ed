/**
 * Every staff screen on a phone (375 x 667) and on a desktop (1280 x 800), as each role sees it,
 * with realistic content (leads with long names, addresses and messages; the seeded cases):
 * the page never scrolls sideways, every link, button and field is a target of 24 px (or spaced
 * as WCAG 2.5.8 allows), axe finds nothing serious. Then the dashboard's charts: bars as long as
 * their numbers under the staff Content-Security-Policy, labels of 12 px or more, tables beside.
 */
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { staffPages } from '../../support/staffPages';
import { slowCpu } from '../../support/e2e/pace';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { serveStaffStore, staffTestStore, signedInPage } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const password = 'orbit lantern cobalt meadow 42';
const emails = {
  admin: 'ada@example.com',
  sales: 'sam@example.com',
  editor: 'eve@example.com',
} as const satisfies Record<StaffRole, string>;
const viewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/**
 * Each staff screen and the roles it is checked as ('signed out': without a session). A screen
 * several roles may open is walked by the one that sees the most of it (the admin, whose screens
 * carry every control); the shell (the overview, the account) by every role, since its
 * navigation differs. Paths that are no screen (a post target, a stream, a download, a redirect)
 * are listed apart; both lists together must name every staff page, so a new screen fails here
 * until it is added.
 */
const screens: [path: string, roles: (StaffRole | 'signed out')[]][] = [
  ['/staff/sign-in', ['signed out']],
  ['/staff/invite/token', ['signed out']],
  ['/staff/setup/token', ['signed out']],
  ['/staff', ['admin', 'sales', 'editor']],
  ['/staff/account', ['admin', 'sales', 'editor']],
  ['/staff/leads', ['admin', 'sales']],
  ['/staff/leads/1', ['admin']],
  ['/staff/leads/replies', ['admin']],
  ['/staff/leads/routing', ['admin']],
  ['/staff/leads/meeting-types', ['admin']],
  ['/staff/leads/meetings', ['admin', 'sales']],
  ['/staff/analytics', ['sales']],
  ['/staff/dashboard', ['admin']],
  ['/staff/cases', ['admin']],
  ['/staff/cases/new', ['editor']],
  ['/staff/cases/1', ['admin']],
  ['/staff/cases/1?translate=ru', ['editor']],
  ['/staff/cases/1/history', ['admin']],
  ['/staff/cases/1/archive', ['editor']],
  ['/staff/cases/import', ['editor']],
  ['/staff/content', ['admin', 'editor']],
  ['/staff/content/packages/all', ['admin']],
  ['/staff/content/packageCopy/ru', ['editor']],
  ['/staff/content/privacyCopy/ru', ['editor']],
  ['/staff/content/socialImages/ru', ['editor']],
  ['/staff/content/packages/all/compare', ['admin']],
  ['/staff/content/preview/solutions/ru', ['editor']],
  // A page without a form: a form's island waits for a visitor's first touch.
  ['/staff/content/preview/about/ru', ['admin']],
  ['/staff/redirects', ['editor']],
  ['/staff/privacy', ['admin']],
  ['/staff/team', ['admin']],
  ['/staff/audit', ['admin']],
  // The refusal a member meets outside their role, and the not-found page.
  ['/staff/team', ['sales']],
  ['/staff/no-such-page', ['editor']],
];
const notScreens = [
  '/staff/account/passkeys',
  '/staff/account/sign-out',
  '/staff/analytics/export.csv',
  '/staff/cases/export.json',
  '/staff/cases/preview/token',
  '/staff/leads/events',
  '/staff/leads/1/files/1',
  '/staff/leads/export.csv',
  '/staff/meetings/feed/token.ics',
  '/staff/refused',
  // Reached only after a password with the authenticator app on: staffTwoFactor.spec.ts checks it at both widths.
  '/staff/sign-in/code',
  '/staff/sign-in/passkey',
];

/** What visitors send: long names, a long address, a company name and a message that do not fit a narrow line. */
const leads = [
  {
    page: '/ru/contact',
    firstName: 'Александра-Виктория',
    lastName: 'Константинопольская-Преображенская',
    email: 'aleksandra.konstantinopolskaya@ochen-dlinnoe-nazvanie-kompanii.example',
    company: 'ООО «Международные информационные технологии и консалтинг»',
  },
  {
    page: '/ru/contact',
    firstName: 'Вениамин',
    lastName: 'Кржижановский',
    email: 'krzhizhanovsky@example.ru',
    company: 'Северо-Западная логистическая компания',
  },
  { page: '/ru/contact', firstName: 'Евгения', lastName: 'Ястребова', email: 'yastrebova@example.ru', company: '' },
  {
    page: '/fr/contact',
    firstName: 'Marie-Édith',
    lastName: 'de La Rochefoucauld-Montmorency',
    email: 'marie-edith.delarochefoucauld@groupe-exemple.example',
    company: 'Groupe Exemple Solutions Numériques',
  },
  { page: '/fr/contact', firstName: 'Jean', lastName: 'Dupont', email: 'jean.dupont@example.fr', company: '' },
  {
    page: '/en/contact',
    firstName: 'Maximilian',
    lastName: 'Wolfeschlegelsteinhausenbergerdorff',
    email: 'maximilian.wolfeschlegelsteinhausenbergerdorff@very-long-company-domain.example',
    company: '',
  },
];
const message = `We need the CRM connected to our telephony: https://example.com/a/very/long/path/without/any/breaks/${'x'.repeat(120)} ${'Every call should open the customer card. '.repeat(30)}`;

test.describe('staff screens on a phone and on a desktop', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'phones', {
    [emails.admin]: 'admin',
    [emails.sales]: 'sales',
    [emails.editor]: 'editor',
  });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  // Each member takes up their invitation and signs in once, through the pages; each test starts
  // from a fresh page of a new context that carries its member's session. A sign-in in every test
  // (two in some) took longer than many of the checks that followed it.
  const sessions = new Map<StaffRole, BrowserContextOptions['storageState']>();
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    for (const role of Object.keys(emails) as StaffRole[]) {
      const member = { email: emails[role], name: `${role} member`, password };
      const page = await signedInPage(browser, testStore, member);
      sessions.set(role, await page.context().storageState());
      await page.context().close();
    }
  });

  /**
   * A fresh page of a new context of `viewport` with `role`'s session: on a 4x
   * slower CPU for a test that acts on the screens, at full speed for one that only reads them
   * (their size, targets, axe and hydration errors do not depend on it).
   */
  async function signedIn(
    browser: Browser,
    role: StaffRole,
    viewport: (typeof viewports)[number] = viewports[0],
    pace: 'acting' | 'reading' = 'acting',
  ): Promise<Page> {
    const context = await browser.newContext({ locale: 'en-US', viewport, storageState: sessions.get(role) });
    const page = await context.newPage();
    if (pace === 'acting') await slowCpu(page);
    return page;
  }

  /** Opens each screen `role` may see and checks it at the page's size. */
  async function walk(page: Page, role: StaffRole | 'signed out') {
    const paths = screens.filter(([, roles]) => roles.includes(role)).map(([path]) => path);
    expect(paths.length).toBeGreaterThan(1);
    // A hydrated screen whose browser render differs from the server's is rebuilt by React,
    // and a click landing meanwhile is lost: React reports it as an error.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on(
      'console',
      (entry) =>
        entry.type() === 'error' && /React|hydrat/i.test(entry.text()) && errors.push(`${page.url()}: ${entry.text()}`),
    );
    for (const path of paths) {
      await page.goto(origin + path);
      const label = `${role} ${path} at ${page.viewportSize()!.width} px`;
      await expect(page.locator('h1'), label).toBeVisible();
      // Hydrated screens have hydrated: the same markup kept, no error.
      await expect(page.locator('astro-island[ssr]'), label).toHaveCount(0);
      expect(errors, label).toEqual([]);
      expect(await sidewaysOverflow(page), label).toBe(0);
      expect(await smallTargets(page), label).toEqual([]);
      expect(await seriousViolations(page), label).toEqual([]);
    }
  }

  test('the screens listed here are every staff page there is', () => {
    const listed = new Set([...screens.map(([path]) => path.split('?')[0]!), ...notScreens]);
    expect(staffPages().filter((path) => !listed.has(path))).toEqual([]);
  });

  test('visitors send leads with long names, addresses and messages', async ({ request }) => {
    for (const lead of leads) {
      const answer = await request.post(`${origin}${lead.page}?_action=contact`, {
        headers: { Origin: origin },
        form: {
          ...lead,
          subject: 'CRM and telephony integration for the customer service team',
          message,
          consent: 'on',
          lang: lead.page.split('/')[1]!,
          page: lead.page,
        },
      });
      expect(answer.status(), lead.email).toBe(200);
    }
  });

  for (const viewport of viewports) {
    test(`signed out at ${viewport.width} px: the sign-in and a spent invitation fit`, async ({ browser }) => {
      const page = await (await browser.newContext({ viewport })).newPage();
      await walk(page, 'signed out');
      await page.context().close();
    });
  }

  test('the checks find what they look for: a page wider than the phone, two small buttons side by side', async ({
    page,
  }) => {
    await page.setViewportSize(viewports[0]);
    await page.goto(`${origin}/staff/sign-in`);
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await smallTargets(page)).toEqual([]);
    await page.locator('main').evaluate((main) => {
      const wide = main.appendChild(document.createElement('p'));
      wide.textContent = 'A line that will not wrap';
      wide.style.width = '500px';
      for (const name of ['x', 'y']) {
        const button = main.appendChild(document.createElement('button'));
        button.textContent = name;
        Object.assign(button.style, { width: '12px', height: '12px', minHeight: '0', padding: '0', margin: '0' });
      }
    });
    expect(await sidewaysOverflow(page)).toBeGreaterThan(100);
    expect(await smallTargets(page)).toEqual(['button "x" 12x12', 'button "y" 12x12']);
  });

  for (const role of ['admin', 'sales', 'editor'] as const) {
    for (const viewport of viewports) {
      test(`${role} at ${viewport.width} px: the screens it is checked as fit, with 24 px targets and no serious axe finding`, async ({
        browser,
      }) => {
        // The role's screens, each checked by axe: minutes on a busy machine.
        test.setTimeout(600_000);
        const page = await signedIn(browser, role, viewport, 'reading');
        await walk(page, role);
        await page.context().close();
      });
    }
  }

  for (const viewport of viewports) {
    test(`at ${viewport.width} px a moment reads how long ago, exact in the member's time zone on hover and to screen readers; the zone is theirs to choose`, async ({
      browser,
    }) => {
      const page = await signedIn(browser, 'admin', viewport);
      await page.goto(`${origin}/staff/account`);
      const started = page.locator('main table time').first();
      // The session begun before the tests: how long ago, then the exact time in UTC, the default zone.
      await expect(started).toHaveText(/^(now|\d+ minutes? ago) \(\d+ \w+ \d{4}, \d\d:\d\d UTC\)$/);
      await expect(started).toHaveAttribute('title', /^\d+ \w+ \d{4}, \d\d:\d\d UTC$/);
      await expect(started.locator('.visually-hidden')).toHaveCSS('position', 'absolute');
      const zone = page.getByRole('form', { name: 'Time zone' });
      await zone.getByRole('combobox').selectOption('Asia/Tokyo');
      await zone.getByRole('button').click();
      await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
      await expect(zone.getByRole('combobox')).toHaveValue('Asia/Tokyo');
      await expect(page.locator('main table time').first()).toHaveAttribute('title', /GMT\+9$/);
      // Every screen follows: the audit log's moments too.
      await page.goto(`${origin}/staff/audit`);
      await expect(page.locator('main time').first()).toHaveAttribute('title', /GMT\+9$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`${origin}/staff/account`);
      await zone.getByRole('combobox').selectOption('UTC');
      await zone.getByRole('button').click();
      await expect(page.locator('main table time').first()).toHaveAttribute('title', /UTC$/);
      await page.context().close();
    });
  }

  test('on a phone the inbox is a list of cards, one per lead, still a table to a screen reader', async ({
    browser,
  }) => {
    const page = await signedIn(browser, 'sales');
    await page.goto(`${origin}/staff/leads`);
    const rows = page.locator('#leads-table tbody tr');
    await expect(rows).toHaveCount(leads.length);
    const main = await page.locator('main').boundingBox();
    for (const row of await rows.all()) {
      const box = (await row.boundingBox())!;
      // A card within the column, the lead's name on top.
      expect(box.x + box.width).toBeLessThanOrEqual(main!.x + main!.width);
      const name = (await row.getByRole('rowheader').boundingBox())!;
      expect(name.y).toBeLessThan((await row.getByRole('cell').first().boundingBox())!.y);
    }
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(leads.length + 1);
    await expect(rows.first().getByRole('cell').first()).toBeVisible();
    await page.context().close();
  });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px the dashboard's period is chosen by a link, without JavaScript too`, async ({
      browser,
    }) => {
      // Signed in without a script too, through the sign-in page's plain form; then the page only
      // follows links, at the CPU's full speed.
      const sales = { email: emails.sales, name: 'sales member', password };
      const page = await signedInPage(browser, testStore, sales, { viewport, javaScriptEnabled: false });
      await page.goto(`${origin}/staff/dashboard`);
      const periods = page.getByRole('navigation', { name: 'Period' });
      // 90 days until another period is chosen.
      await expect(periods.getByRole('link', { name: 'Last 90 days' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText('Leads in 90 days (no spam)')).toBeVisible();
      await periods.getByRole('link', { name: 'Last 7 days' }).click();
      await expect(page).toHaveURL(`${origin}/staff/dashboard?days=7`);
      await expect(periods.getByRole('link', { name: 'Last 7 days' })).toHaveAttribute('aria-current', 'page');
      await expect(periods.getByRole('link', { name: 'Last 90 days' })).not.toHaveAttribute('aria-current');
      await expect(page.getByText('Leads in 7 days (no spam)')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      await page.context().close();
    });
  }

  test('the dashboard draws bars as long as their numbers under the staff CSP, with labels of 12 px or more and the numbers in tables', async ({
    browser,
  }) => {
    for (const viewport of viewports) {
      const page = await signedIn(browser, 'admin', viewport);
      const refused: string[] = [];
      page.on('console', (entry) => entry.text().includes('Content Security Policy') && refused.push(entry.text()));
      await page.goto(`${origin}/staff/dashboard`);
      const label = `at ${viewport.width} px`;
      // Leads by page: 3 from /ru/contact, 2 from /fr/contact, 1 from /en/contact; each bar's length follows its count.
      const bars = await page.locator('#by-page tbody tr').evaluateAll((rows) =>
        rows.map((row) => ({
          count: Number(row.querySelector('td')!.textContent),
          width: row.querySelector('rect')!.getBoundingClientRect().width,
        })),
      );
      expect(
        bars.map(({ count }) => count),
        label,
      ).toEqual([3, 2, 1]);
      for (const bar of bars) expect(bar.width / bars[0]!.width, label).toBeCloseTo(bar.count / 3, 2);
      // Leads per day by language, stacked: each part as tall as its number.
      const parts = await page.locator('#by-language-title + svg rect').evaluateAll((rects) =>
        rects.map((rect) => ({
          value: Number(rect.getAttribute('data-value')),
          height: rect.getBoundingClientRect().height,
        })),
      );
      expect(parts.map(({ value }) => value).sort(), label).toEqual([1, 2, 3]);
      for (const part of parts)
        expect(part.height / parts[0]!.height, label).toBeCloseTo(part.value / parts[0]!.value, 2);
      // The labels are read at their size on screen, not only the size the stylesheet names.
      const labels = await page.locator('figure svg text').evaluateAll((texts) =>
        texts.map((text) => ({
          size: parseFloat(getComputedStyle(text).fontSize),
          height: text.getBoundingClientRect().height,
        })),
      );
      expect(labels.length, label).toBeGreaterThan(4);
      for (const text of labels) {
        expect(text.size, label).toBeGreaterThanOrEqual(12);
        expect(text.height, label).toBeGreaterThanOrEqual(12);
      }
      // Every chart has its numbers as a table.
      for (const chart of ['by-kind', 'by-language']) {
        await page.locator(`#${chart}-title ~ details summary`).click();
        await expect(page.locator(`#${chart}-table tbody tr`), label).not.toHaveCount(0);
      }
      await expect(page.locator('main [style]'), label).toHaveCount(0);
      expect(refused, label).toEqual([]);
      await page.context().close();
    }
  });
});
