/**
 * A visitor sends the contact form before its script has arrived (the first touch answers:
 * "Sending…", then the server's page), then comes back with the browser's Back button: the page
 * the browser kept (its back/forward cache) shows the form as before the send, its button ready
 * and what she typed still there, so she can send again. Playwright turns that cache off in the
 * browsers it starts; this file starts its own with it on, at 375 px on a CPU slowed 4x.
 */
import { chromium, expect, test, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium';
import { holdScripts, slowCpu } from '../../support/e2e/pace';
import { catalogs } from '../../support/e2e/site';

let browser: Browser;
test.beforeAll(async () => {
  browser = await chromium.launch({ ...chromiumLaunchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
});
test.afterAll(async () => browser?.close());

test('Back after a send made before the script shows the form ready again, with what was typed', async ({
  baseURL,
}) => {
  const copy = catalogs.fr.contact_form;
  const page = await browser.newPage({ baseURL, viewport: { width: 375, height: 667 }, locale: 'fr-FR' });
  await slowCpu(page);
  await holdScripts(page); // never released: the form's script has not arrived when she sends
  await page.goto('/fr/contact');
  // A mark on this page's window: only the page the browser kept still has it after Back.
  await page.evaluate(() => Object.assign(window, { keptByTheBrowser: true }));
  const form = page.locator('#contact-form form');
  await form.locator('[name="firstName"]').fill('Marie');
  await form.locator('[name="lastName"]').fill('Curie');
  await form.locator('[name="email"]').fill('marie.curie@example.fr');
  await form.locator('[name="subject"]').fill('Un agent pour le support');
  await form.locator('[name="message"]').fill('Nous voulons répondre à nos clients la nuit aussi.');
  await form.getByRole('checkbox').check();
  const send = form.getByRole('button', { name: copy.submit });
  await send.click();
  await page.waitForURL(/_action=contact/);

  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/fr\/contact$/);
  expect(await page.evaluate(() => 'keptByTheBrowser' in window)).toBe(true);
  const again = page.locator('#contact-form form');
  await expect(again.locator('button[type="submit"]')).toHaveText(copy.submit);
  await expect(again.locator('button[type="submit"]')).toBeEnabled();
  await expect(again).not.toHaveAttribute('aria-busy');
  await expect(again.locator('[name="lastName"]')).toHaveValue('Curie');
  await page.context().close();
});
