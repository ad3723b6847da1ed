/**
 * Visit counting as a visitor and the staff see it, on a site of its own on PostgreSQL (so the
 * command line can read the store while the site runs): a visit from a campaign link, the
 * contact page, a lead sent; then the staff Visits page, its CSV and `npm run analytics --
 * export` show the visit, the campaign and a conversion of 1. No public page sets a cookie, and
 * the beacon is a few hundred bytes of inline script, no script file.
 */
import { spawnSync } from 'node:child_process';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { siteEnvironment } from '../../../scripts/startSite';
import { staffCatalogs } from '../../../src/i18n';
import { serveStaffStore, signInOn, staffTestStore } from '../../support/e2e/staffStore';
import { seriousViolations } from '../../support/e2e/staffScreens';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();
const seller = { email: 'seller@example.com', name: 'Sam Seller', password: 'plum sunrise kettle bravo' };
const t = staffCatalogs.en.analytics;

/** Resolves once the page has sent its beacon (after load). */
const beaconSent = (page: Page) =>
  page.waitForRequest((request) => new URL(request.url()).pathname === '/a' && request.method() === 'POST');

test.describe('visit counting', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'analytics', { [seller.email]: 'sales' });
  const { origin } = testStore;
  const served = serveStaffStore(testStore, port, { ANALYTICS_ROLLUP_SECONDS: '1', FORM_MIN_FILL_MS: '0' });

  test('a visit from a campaign link and a lead: the Visits page, its CSV and the command line show the campaign and a conversion of 1', async ({
    page,
    browser,
  }) => {
    // A sign-in, a form, a few page loads and axe: minutes on a busy 2-core machine. The limit only ends a test that hangs.
    test.setTimeout(240_000);
    const landed = beaconSent(page);
    const landing = await page.goto(`${origin}/en?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch`);
    expect(landing?.headers()['set-cookie']).toBeUndefined();
    const beacon = await landed;
    expect(JSON.parse(beacon.postData()!)).toMatchObject({
      u: `${origin}/en?utm_source=newsletter&utm_medium=email&utm_campaign=spring-launch`,
    });
    const response = await beacon.response();
    expect(response?.status()).toBe(204);
    expect(response?.headers()['set-cookie']).toBeUndefined();
    // The beacon is inline, part of the menu's small script (one hash in the page's policy); the page loads no script file.
    const beaconScripts = await page
      .locator('script:not([src])')
      .evaluateAll((scripts) =>
        scripts.map((script) => script.textContent ?? '').filter((text) => text.includes('sendBeacon')),
      );
    expect(beaconScripts).toHaveLength(1);
    expect(beaconScripts[0]).toContain('data-menu-toggle');
    expect(Buffer.byteLength(beaconScripts[0]!)).toBeLessThan(4096);
    // Only a page counted as a visit says so; an error page, with the same script, sends nothing.
    await expect(page.locator('body')).toHaveAttribute('data-counted', '');
    const missing = await page.request.get(`${origin}/en/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).not.toMatch(/<body[^>]*data-counted/);
    expect(await page.locator('script[src]').count()).toBe(0);
    // It goes once the page has painted, never competing with its first paint.
    const order = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      beacon: performance
        .getEntriesByType('resource')
        .find((entry) => (entry as PerformanceResourceTiming).initiatorType === 'beacon')?.startTime,
    }));
    expect(order.painted).toBeDefined();
    expect(order.beacon).toBeGreaterThan(order.painted!);

    const reached = beaconSent(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Contact', exact: true }).first().click();
    await expect(page).toHaveURL(/\/en\/contact/);
    await reached;
    const form = page.locator('#contact-form form');
    await form.locator('input, select, textarea').first().focus();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    for (const [name, value] of Object.entries({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Support agent',
      message: 'We would like an agent that answers support email.',
    })) {
      await page.locator(`#contact-${name}`).fill(value);
    }
    await page.locator('#contact-consent').setChecked(true);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toBeVisible();

    // The staff member's own visits are not counted; they read the figures rolled up each second.
    const staffContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const staff = await staffContext.newPage();
    await signInOn(staff, testStore, seller);
    await staff
      .getByRole('navigation', { name: 'Staff sections' })
      .getByRole('link', { name: staffCatalogs.en.common.nav.analytics })
      .click();
    await expect(staff.getByRole('heading', { level: 1 })).toHaveText(t.title);
    const campaign = staff.locator('#campaigns tr[data-value="spring-launch"]');
    await expect(async () => {
      await staff.reload();
      await expect(campaign.locator('td')).toHaveText(['1', '2', '1', '100%', ''], { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(staff.locator('#total-visitors')).toHaveText('1');
    await expect(staff.locator('#total-views')).toHaveText('2');
    await expect(staff.locator('#total-leads')).toHaveText('1');
    await expect(staff.locator('#total-conversion')).toHaveText('100%');
    await expect(staff.locator('#sources tr[data-value="newsletter"] td')).toHaveText(['1', '2', '1', '100%', '']);
    await expect(staff.locator('#landing tr[data-value="/en"] td')).toHaveText(['1', '2', '1', '100%', '']);
    await expect(staff.locator('#funnel li')).toHaveText([/1 \(100%\)/, /1 \(100%\)/, /1 \(100%\)/]);
    // 375 px: nothing wider than the screen; axe finds nothing serious.
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(staff), '/staff/analytics').toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const download = await staff.request.get(`${origin}/staff/analytics/export.csv?from=${today}&to=${today}`);
    expect(download.status()).toBe(200);
    const fromPage = parse(await download.text(), { columns: true }) as Record<string, string>[];
    const campaignRow = {
      section: 'campaign',
      value: 'spring-launch',
      visitors: '1',
      views: '2',
      leads: '1',
      conversion: '1.0000',
    };
    expect(fromPage).toContainEqual(campaignRow);
    // A single day: its 24 UTC hours, in the CSV and on the page, whose views add up to the day's.
    const hourViews = (rows: Record<string, string>[]) =>
      rows.filter((row) => row.section === 'hour').map((row) => Number(row.views));
    expect(hourViews(fromPage)).toHaveLength(24);
    expect(hourViews(fromPage).reduce((sum, views) => sum + views, 0)).toBe(2);
    await staff.goto(`${origin}/staff/analytics?from=${today}&to=${today}`);
    await expect(staff.getByRole('figure', { name: t.viewsPerHour })).toBeVisible();
    await expect(staff.locator('#views-per-hour-table tbody tr')).toHaveCount(24);
    await expect(staff.locator('#views-per-day-table')).toHaveCount(0);

    const cli = spawnSync(process.execPath, ['scripts/analytics.ts', 'export', '--from', today, '--to', today], {
      env: siteEnvironment(served.settings),
      encoding: 'utf8',
    });
    expect(cli.status, cli.stderr).toBe(0);
    const fromCli = parse(cli.stdout, { columns: true }) as Record<string, string>[];
    expect(fromCli).toContainEqual(campaignRow);
    expect(hourViews(fromCli)).toEqual(hourViews(fromPage));
    expect(fromCli).toContainEqual({
      section: 'period',
      value: `${today}..${today}`,
      visitors: '1',
      views: '2',
      leads: '1',
      conversion: '1.0000',
    });
    await staffContext.close();
  });

  test('no public page sets a cookie', async ({ request }) => {
    for (const path of [
      '/en',
      '/ru',
      '/en/contact',
      '/fr/solutions',
      '/pt/privacy',
      '/es/cases',
      '/id/about',
      '/en/no-such-page',
      '/',
    ]) {
      const answer = await request.get(`${origin}${path}`, { maxRedirects: 0 });
      expect(answer.headers()['set-cookie'], path).toBeUndefined();
    }
  });
});
