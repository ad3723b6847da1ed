/**
 * Redirects as an editor sets them, on a phone and on a desktop (CPU 4x slower): a refusal is
 * shown at its field with everything typed kept; a saved redirect answers visitors at once, their
 * campaign tags kept, and its hits are counted; removed, the address is "not found" again. Sales
 * are refused the screen and its actions, and nothing changes.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { staffCatalogs } from '../../../src/i18n';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { slowCpu } from '../../support/e2e/pace';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { serveStaffStore, staffTestStore, signedInPage } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const t = staffCatalogs.en.redirects;
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

test.describe('redirects an editor sets', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PGlite', port, 'redirects', {
    [emails.admin]: 'admin',
    [emails.sales]: 'sales',
    [emails.editor]: 'editor',
  });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  async function signedIn(browser: Browser, role: StaffRole, viewport: (typeof viewports)[number]): Promise<Page> {
    const member = { email: emails[role], name: `${role} member`, password };
    return signedInPage(browser, testStore, member, { viewport }, slowCpu);
  }

  for (const [index, viewport] of viewports.entries()) {
    test(`at ${viewport.width} px an editor sends a campaign address elsewhere, sees its visitors counted, and removes it`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(240_000);
      const from = `/go/spring-${index}`;
      const page = await signedIn(browser, 'editor', viewport);
      await page.goto(`${origin}/staff`);
      await page.locator('#main').getByRole('link', { name: staffCatalogs.en.common.nav.redirects }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);

      // A page's own address is refused at its field, with what was typed kept.
      await page.getByLabel(t.from).fill('/en/solutions');
      await page.getByLabel(t.target).fill('/en/contact');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('alert')).toHaveText(t.refusals.fromRoute);
      await expect(page.getByLabel(t.from)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(t.from)).toHaveValue('/en/solutions');
      await expect(page.getByLabel(t.target)).toHaveValue('/en/contact');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);

      // A script as the target is refused at the target.
      await page.getByLabel(t.from).fill(from);
      await page.getByLabel(t.target).fill('javascript:alert(1)');
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('alert')).toHaveText(t.refusals.targetInvalid);
      await expect(page.getByLabel(t.target)).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel(t.target).fill('/en/solutions#packages');
      await page.getByLabel(t.temporary).check();
      await page.getByRole('button', { name: t.save }).click();
      await expect(page.getByRole('status')).toHaveText(t.saved.replace('{from}', from));
      const row = page.getByRole('row', { name: new RegExp(from) });
      await expect(row).toContainText('/en/solutions#packages');
      await expect(row).toContainText('302');
      await expect(row).toContainText(t.never);

      // Visitors are sent on at once, their campaign tags kept.
      const answer = await request.get(`${origin}${from}?utm_source=newsletter&utm_campaign=spring`, {
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(302);
      expect(answer.headers().location).toBe('/en/solutions?utm_source=newsletter&utm_campaign=spring#packages');
      expect((await request.get(`${origin}${from}`, { maxRedirects: 0 })).status()).toBe(302);
      // Their hits reach the screen (added to the store every few seconds).
      await expect
        .poll(
          async () => (
            await page.reload(),
            await page
              .getByRole('row', { name: new RegExp(from) })
              .getByRole('cell')
              .nth(2)
              .textContent()
          ),
          { timeout: 30_000 },
        )
        .toBe('2');
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await smallTargets(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: t.removeLabel.replace('{from}', from) }).click();
      await expect(page.getByRole('status')).toHaveText(t.removed.replace('{from}', from));
      expect((await request.get(`${origin}${from}`, { maxRedirects: 0 })).status()).toBe(404);
      await page.context().close();
    });
  }

  test('sales are refused the screen and its actions, and nothing changes', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const sales = await signedIn(browser, 'sales', viewports[1]);
    expect((await sales.goto(`${origin}/staff/redirects`))?.status()).toBe(403);
    await expect(sales.getByRole('link', { name: staffCatalogs.en.common.nav.redirects })).toHaveCount(0);
    const context = sales.context().request;
    for (const path of ['/staff/redirects?_action=staff.redirects.save', '/_actions/staff.redirects.save']) {
      const refused = await context.post(`${origin}${path}`, {
        form: { from: '/intruder', target: 'https://evil.example/', status: '301' },
        headers: { Origin: origin },
      });
      expect(refused.status(), path).toBe(403);
    }
    expect((await request.get(`${origin}/intruder`, { maxRedirects: 0 })).status()).toBe(404);
    await sales.context().close();
  });
});
