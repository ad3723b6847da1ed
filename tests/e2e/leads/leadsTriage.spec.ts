/**
 * A sales member's morning with 20 new leads, on a phone (375 px) and on a desktop (1280 px), on
 * a 4x slower CPU, each from a fresh page: all leads of the page taken at once (the first click),
 * two qualified, one marked as spam, two exported, the view sorted by assignee; then a reply from
 * a lead's page (an email in the lead's language, a call in E.164, a copied number, "replied"),
 * an email corrected, and the earlier lead of that address linked. Axe finds nothing serious and
 * nothing scrolls sideways. A person's send the spam rules held back is restored from the spam
 * view with one click. Then an admin's template is the one a reply uses; an editor, and
 * sales for the templates, are refused every new action and nothing changes.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { format, staffCatalogs } from '../../../src/i18n';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { slowCpu } from '../../support/e2e/pace';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { serveStaffStore, staffTestStore, signedInPage } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const t = staffCatalogs.en.leads;

/** The page's main text with each moment read as its instant: "2 minutes ago" turns with the clock, the instant does not. */
const steadyText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    for (const time of copy.querySelectorAll('time')) time.textContent = time.dateTime;
    return copy.textContent ?? '';
  });
const password = 'orbit lantern cobalt meadow 42';
const emails = {
  admin: 'ada@example.com',
  sales: 'sam@example.com',
  editor: 'eve@example.com',
} as const satisfies Record<StaffRole, string>;
const names = { admin: 'Ada Admin', sales: 'Sam Sales', editor: 'Eve Editor' } as const;

/** The 20 leads of the morning: Russian and French ones with phones, one address writing twice. */
const leads = Array.from({ length: 20 }, (_, index) => {
  const lang = index % 3 === 0 ? 'ru' : index % 3 === 1 ? 'fr' : 'en';
  const number = String(index).padStart(2, '0');
  return {
    lang,
    firstName: lang === 'ru' ? `Мария${number}` : `Marie${number}`,
    lastName: 'Test',
    email: index === 19 ? 'lead03@client.example' : `lead${number}@client.example`,
    phone: lang === 'ru' ? `8 912 345-67-${number}` : '',
  };
});

/** What each width does, on leads of its own: the lead it replies to, the one it marks as spam, the ones it qualifies and exports. */
const walks = [
  { width: 375, height: 667, reply: 0, spam: 17, qualify: [4, 5], exported: [7, 8] },
  { width: 1280, height: 800, reply: 6, spam: 16, qualify: [10, 11], exported: [13, 14] },
] as const;

test.describe('sales triage the leads inbox', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'triage', {
    [emails.admin]: 'admin',
    [emails.sales]: 'sales',
    [emails.editor]: 'editor',
  });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  /** A fresh context of `viewport` on a 4x slower CPU, signed in as `role` (its invitation taken up the first time). */
  async function signedIn(
    browser: Browser,
    role: StaffRole,
    viewport: { width: number; height: number } = { width: 1280, height: 800 },
  ): Promise<Page> {
    const member = { email: emails[role], name: names[role], password };
    const page = await signedInPage(browser, testStore, member, { viewport });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
    await slowCpu(page);
    return page;
  }

  /** The page fits its width and axe finds nothing serious. */
  async function expectFits(page: Page, label: string) {
    expect(await sidewaysOverflow(page), label).toBe(0);
    expect(await smallTargets(page), label).toEqual([]);
    expect(await seriousViolations(page), label).toEqual([]);
  }

  const row = (page: Page, index: number) =>
    page.locator('#leads-table tbody tr', { hasText: leads[index]!.firstName });
  const tick = (page: Page, index: number) => row(page, index).getByRole('checkbox').check();
  const bulkForm = (page: Page) => page.getByRole('form', { name: t.bulk.label });

  test('twenty visitors send leads', async ({ request }) => {
    for (const lead of leads) {
      const path = `/${lead.lang}/contact`;
      const answer = await request.post(`${origin}${path}?_action=contact`, {
        headers: { Origin: origin },
        form: {
          ...lead,
          subject: 'Support agent',
          message: 'We would like a support agent.',
          consent: 'on',
          page: path,
        },
      });
      expect(answer.status(), lead.email).toBe(200);
    }
  });

  test('sales restore a person taken for a bot from the spam view with one click; the lead waits in the inbox as New', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const path = '/en/contact';
    // The browser's autofill filled the hidden field too: the rules store the person's send as spam.
    const answer = await request.post(`${origin}${path}?_action=contact`, {
      headers: { Origin: origin },
      form: {
        firstName: 'Hedy',
        lastName: 'Quick',
        email: 'hedy@client.example',
        subject: 'Support agent',
        message: 'We would like a support agent.',
        consent: 'on',
        page: path,
        website: 'hedy.example',
      },
    });
    expect(answer.status()).toBe(200);
    const page = await signedIn(browser, 'sales');
    await page.goto(`${origin}/staff/leads?status=spam`);
    const inSpam = page.locator('#leads-table tbody tr', { hasText: 'Hedy Quick' });
    await inSpam.getByRole('button', { name: format(t.bulk.restoreLabel, { name: 'Hedy Quick' }) }).click();
    await expect(page.getByRole('status').filter({ hasText: t.bulk.restored })).toBeVisible();
    await expect(inSpam).toHaveCount(0);
    await page.goto(`${origin}/staff/leads?q=hedy@client.example`);
    await expect(page.locator('#leads-table tbody tr', { hasText: 'Hedy Quick' })).toContainText(t.statuses.new);
    await page.context().close();
  });

  for (const walk of walks) {
    test(`at ${walk.width} px sales take every lead of the page, qualify, mark spam, export and sort with bulk actions`, async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      const page = await signedIn(browser, 'sales', walk);
      await page.goto(`${origin}/staff/leads`);
      const shown = await page.locator('#leads-table tbody tr').count();
      expect(shown).toBeGreaterThanOrEqual(18);
      await expectFits(page, `the inbox at ${walk.width} px`);

      // The first click on a fresh page: "All leads on this page", then the member, then Assign.
      await bulkForm(page).getByLabel(t.bulk.all).check();
      // Every lead's box shows it will be taken.
      await expect(page.locator('#leads-table input[type=checkbox][name=lead]:checked')).toHaveCount(shown);
      await bulkForm(page).getByRole('combobox', { name: t.bulk.assignee }).selectOption({ label: names.sales });
      await bulkForm(page).getByRole('button', { name: t.bulk.assign }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done for the leads ticked' })).toHaveText(
        `Done for the leads ticked: ${shown}.`,
      );
      await expect(page.locator('#leads-table tbody tr', { hasNotText: names.sales })).toHaveCount(0);

      for (const index of walk.qualify) await tick(page, index);
      await bulkForm(page).getByRole('combobox', { name: t.bulk.status }).selectOption('qualified');
      await bulkForm(page).getByRole('button', { name: t.bulk.setStatus }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done for the leads ticked' })).toHaveText(
        'Done for the leads ticked: 2.',
      );
      for (const index of walk.qualify) await expect(row(page, index)).toContainText(t.statuses.qualified);

      await tick(page, walk.spam);
      await bulkForm(page).getByRole('button', { name: t.bulk.spam }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done for the leads ticked' })).toHaveText(
        'Done for the leads ticked: 1.',
      );
      await expect(row(page, walk.spam)).toHaveCount(0);
      await page.goto(`${origin}/staff/leads?status=spam`);
      await expect(row(page, walk.spam)).toHaveCount(1);

      await page.goto(`${origin}/staff/leads`);
      for (const index of walk.exported) await tick(page, index);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        bulkForm(page).getByRole('button', { name: t.bulk.export }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.charCodeAt(0), 'the UTF-8 byte order mark').toBe(0xfeff);
      const lines = csv.trim().split('\n');
      expect(lines).toHaveLength(3);
      for (const index of walk.exported) expect(csv).toContain(leads[index]!.email);

      await page.getByRole('combobox', { name: t.filters.sort }).selectOption(t.sorts.assignee);
      await page.getByRole('button', { name: t.filters.apply }).click();
      await expect(page.getByRole('table')).toContainText(t.table.captions.assignee);
      await expectFits(page, `the inbox by assignee at ${walk.width} px`);
      await page.context().close();
    });

    test(`at ${walk.width} px sales reply to a Russian lead by email and phone, correct its email and follow its earlier lead`, async ({
      browser,
    }) => {
      test.setTimeout(360_000);
      const page = await signedIn(browser, 'sales', walk);
      const lead = leads[walk.reply]!;
      await page.goto(`${origin}/staff/leads?q=${lead.email}`);
      await page.locator('#leads-table tbody tr', { hasText: lead.firstName }).getByRole('link').click();
      await expect(page.getByRole('heading', { name: t.reply.title })).toBeVisible();
      await expectFits(page, `the lead page at ${walk.width} px`);

      const mailto = new URL((await page.getByRole('link', { name: t.reply.email }).getAttribute('href'))!);
      expect(mailto.protocol).toBe('mailto:');
      expect(mailto.pathname).toBe(lead.email);
      expect(mailto.searchParams.get('subject')).toBe('Ваша заявка в Agentica');
      expect(mailto.searchParams.get('body')).toMatch(
        new RegExp(`^Здравствуйте, ${lead.firstName} Test!\\r\\n\\r\\n[^]*\\r\\n${names.sales}\\r\\nAgentica$`),
      );
      const digits = lead.phone.replace(/\D/g, '').slice(1);
      await expect(page.getByRole('link', { name: `Call +7${digits}` })).toHaveAttribute('href', `tel:+7${digits}`);
      await page.getByRole('button', { name: t.reply.copyPhone }).click();
      await expect(page.getByText(t.reply.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lead.phone);

      await page.getByRole('button', { name: t.reply.replied }).click();
      const history = page.locator('section', { has: page.getByRole('heading', { name: t.detail.timeline }) });
      await expect(history).toContainText('Replied by email: New → Contacted');
      await expect(page.getByRole('combobox', { name: t.detail.status })).toHaveValue('contacted');

      await page.getByText(t.detail.correct.title).click();
      await page.getByRole('textbox', { name: t.detail.email, exact: true }).fill(`fixed.${lead.email}`);
      await page.getByRole('button', { name: t.detail.correct.saveEmail }).click();
      await expect(history).toContainText(`Email corrected: ${lead.email} → fixed.${lead.email}`);
      await expectFits(page, `the lead page after the reply at ${walk.width} px`);
      await page.context().close();
    });
  }

  test('at 375 px sales save the view on screen and see it counted with the built-in ones, open "Mine, open" and delete the saved view', async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const page = await signedIn(browser, 'sales', walks[0]);
    await page.goto(`${origin}/staff/leads?lang=ru`);
    const views = page.getByRole('navigation', { name: t.views.label });
    // Every lead but the two marked as spam (the twenty visitors' and Hedy's, restored) is Sam's and still open; seven are Russian.
    await expect(views.getByRole('link', { name: `${t.views.builtIn.mine} 19` })).toBeVisible();
    await expect(views.getByRole('link', { name: `${t.views.builtIn.unassigned} 0` })).toBeVisible();
    await expect(views.getByRole('link', { name: `${t.views.builtIn.spam} 2` })).toBeVisible();
    await views.getByLabel(t.views.saveAs).fill('Russian leads');
    await views.getByRole('button', { name: t.views.save }).click();
    await expect(page.getByRole('status').filter({ hasText: t.views.saved })).toBeVisible();
    await expect(views.getByRole('link', { name: 'Russian leads 7' })).toHaveAttribute('aria-current', 'page');
    await expectFits(page, 'the inbox with its views at 375 px');

    await views.getByRole('link', { name: `${t.views.builtIn.mine} 19` }).click();
    await expect(page.locator('#leads-table tbody tr')).toHaveCount(19);
    expect(new URL(page.url()).searchParams.get('open')).toBe('yes');

    await views.getByRole('button', { name: 'Delete the view “Russian leads”' }).click();
    await expect(views.getByRole('link', { name: /Russian leads/ })).toHaveCount(0);
    await page.context().close();
  });

  test('the lead page links the earlier lead of the same address', async ({ browser }) => {
    const page = await signedIn(browser, 'sales');
    await page.goto(`${origin}/staff/leads?q=Marie19`);
    await page.locator('#leads-table tbody tr', { hasText: 'Marie19' }).getByRole('link').click();
    await expect(page.getByRole('link', { name: 'Earlier leads from this email: 1' })).toHaveAttribute(
      'href',
      '/staff/leads?q=lead03%40client.example',
    );
    await page.getByRole('link', { name: /^Lead \d+$/ }).click();
    await expect(page.getByRole('main')).toContainText(leads[3]!.firstName);
    await page.context().close();
  });

  test('an admin’s template is the one sales reply with; sales and an editor are refused every new action, and nothing changes', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const admin = await signedIn(browser, 'admin', walks[0]);
    await admin.goto(`${origin}/staff/leads/replies`);
    await expectFits(admin, 'the reply templates at 375 px');
    const french = admin.locator('section', { has: admin.getByRole('heading', { name: 'Français' }) });
    await french.getByLabel(staffCatalogs.en.leads.templates.subject).fill('Votre projet avec {company}');
    await french.getByRole('button', { name: staffCatalogs.en.leads.templates.save }).click();
    await expect(admin.getByText(staffCatalogs.en.leads.templates.saved)).toBeVisible();

    const sales = await signedIn(browser, 'sales');
    await sales.goto(`${origin}/staff/leads?q=${leads[1]!.email}`);
    await sales.locator('#leads-table tbody tr').first().getByRole('link').click();
    const leadPath = new URL(sales.url()).pathname;
    const mailto = new URL((await sales.getByRole('link', { name: t.reply.email }).getAttribute('href'))!);
    expect(mailto.searchParams.get('subject')).toBe('Votre projet avec Agentica');
    expect(await sales.getByRole('link', { name: t.reply.templates }).count()).toBe(0);
    expect((await sales.request.get(`${origin}/staff/leads/replies`, { maxRedirects: 0 })).status()).toBe(403);
    const before = await steadyText(sales);

    const editor = await signedIn(browser, 'editor');
    const lead = leadPath.split('/').at(-1)!;
    const attempts: [string, string, Record<string, string>, Page[]][] = [
      ['staff.leads.replied', leadPath, { lead, channel: 'email' }, [editor]],
      ['staff.leads.correct', leadPath, { lead, field: 'email', value: 'taken@evil.example' }, [editor]],
      ['staff.inbox.bulk', '/staff/leads', { lead, change: 'spam' }, [editor]],
      [
        'staff.replies.template',
        '/staff/leads/replies',
        { lang: 'fr', subject: 'Pwned', body: 'Pwned' },
        [editor, sales],
      ],
      ['staff.inbox.saveView', '/staff/leads', { name: 'Mine now', query: '' }, [editor]],
      ['staff.inbox.deleteView', '/staff/leads', { view: '1' }, [editor]],
    ];
    for (const [name, path, form, callers] of attempts) {
      for (const caller of callers) {
        const post = (url: string) =>
          caller.request.post(`${origin}${url}`, { form, headers: { Origin: origin }, maxRedirects: 0 });
        expect((await post(`${path}?_action=${name}`)).status(), `${name} on ${path}`).toBe(403);
        expect((await post(`/_actions/${name}`)).status(), `${name} to /_actions`).toBe(403);
      }
    }
    // Sales' saved view is theirs alone: the admin sees none and cannot delete it.
    await sales.goto(`${origin}/staff/leads`);
    await sales.getByLabel(t.views.saveAs).fill('Sam only');
    await sales.getByRole('button', { name: t.views.save }).click();
    const deleteOwn = sales.getByRole('button', { name: 'Delete the view “Sam only”' });
    const viewId = await sales.locator('form', { has: deleteOwn }).locator('input[name=view]').inputValue();
    await admin.goto(`${origin}/staff/leads`);
    await expect(admin.getByRole('link', { name: /Sam only/ })).toHaveCount(0);
    const notTheirs = await admin.request.post(`${origin}/staff/leads?_action=staff.inbox.deleteView`, {
      form: { view: viewId },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(notTheirs.status()).toBe(404);
    await sales.reload();
    await expect(deleteOwn).toBeVisible();

    await sales.goto(`${origin}${leadPath}`);
    expect(await steadyText(sales)).toBe(before);
    const again = new URL((await sales.getByRole('link', { name: t.reply.email }).getAttribute('href'))!);
    expect(again.searchParams.get('subject')).toBe('Votre projet avec Agentica');
    for (const page of [admin, sales, editor]) await page.context().close();
  });
});
