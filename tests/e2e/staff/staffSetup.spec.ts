/**
 * The first admin of a fresh install, in the browser: the server prints a one-time link on its
 * first start; the owner opens it on a phone or a desktop, sets their email, name and password,
 * signs in, and the link is spent. Each width starts a server of its own on a fresh embedded store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSite } from '../../../scripts/startSite';
import { slowCpu } from '../../support/e2e/pace';
import { seriousViolations, sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { migratedDataDir } from '../../support/e2e/embeddedStore';
import { freePort } from '../../support/ports';

const viewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

test.describe('the first admin', () => {
  test.describe.configure({ mode: 'serial' });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px: the printed setup link makes the first admin once, who then signs in`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const port = await freePort();
      const dir = mkdtempSync(join(tmpdir(), 'setup-e2e-'));
      const site = await startSite(
        port,
        { DATA_DIR: migratedDataDir(dir), SITE_URL: `http://127.0.0.1:${port}` },
        { keepOutput: true },
      );
      try {
        const linkIn = () =>
          /No administrator yet\..*?(http:\/\/127\.0\.0\.1:\d+\/staff\/setup\/[\w-]+)/.exec(site.output())?.[1];
        await expect.poll(linkIn, { timeout: 60_000, intervals: [250] }).toBeTruthy();
        const link = linkIn()!;

        const page = await (await browser.newContext({ locale: 'en-US', viewport })).newPage();
        await slowCpu(page);
        await page.goto(link);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up the staff area');
        expect(await sidewaysOverflow(page)).toBe(0);
        expect(await smallTargets(page)).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByLabel('Your email address').fill('owner@example.com');
        await page.getByLabel('Your name').fill('Olga Owner');
        await page.getByLabel('Password').fill('harbour violet engine tulip');
        await page.getByRole('button', { name: 'Set password' }).click();
        await expect(page.getByRole('status')).toContainText('You are the first administrator.');

        await page.getByRole('link', { name: 'Go to sign-in' }).click();
        await page.locator('#email').fill('owner@example.com');
        await page.locator('#password').fill('harbour violet engine tulip');
        await Promise.all([
          page.waitForURL(`${site.origin}/staff`),
          page.locator('form button[type=submit]').last().click(),
        ]);
        await page.goto(`${site.origin}/staff/team`);
        await expect(page.getByRole('cell', { name: 'owner@example.com', exact: true })).toBeVisible();

        await page.goto(link);
        await expect(page.getByRole('alert')).toContainText('The staff area is set up already');
        await expect(page.getByLabel('Password')).toHaveCount(0);
        await page.context().close();
      } finally {
        await site.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});
