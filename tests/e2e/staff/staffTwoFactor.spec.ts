/**
 * The authenticator app as a second step of a password sign-in, through plain form posts (no
 * script of the page's own takes part): a member sets it up on the account page (a wrong first code is
 * refused and the key stays on screen), signs out, is asked for a code after the password, is
 * refused a wrong one, signs in with the app's code and then with a backup code, and turns the
 * app off, after which the password alone signs in. On PostgreSQL (in English) and on the
 * embedded store (in Russian, the browser's language). The codes come from an RFC 6238
 * implementation of the test's own (`tests/fixtures/totp.ts`).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { staffCatalogs } from '../../../src/i18n';
import { authenticatorApp } from '../../fixtures/totp';
import { serveStaffStore, staffTestStore } from '../../support/e2e/staffStore';
import { sidewaysOverflow, smallTargets } from '../../support/e2e/staffScreens';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, one per store, free when the file loads.
const ports = await freePorts(2);

const stores = [
  { name: 'PostgreSQL', port: ports[0], lang: 'en', locale: 'en-US' },
  { name: 'PGlite', port: ports[1], lang: 'ru', locale: 'ru-RU' },
] as const;

const email = 'tova@example.com';
const password = 'harbor violet quartz 58 meadow';

async function noSeriousAxeViolations(page: Page) {
  const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const store of stores) {
  test.describe(`the authenticator app on ${store.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const t = staffCatalogs[store.lang];
    const testStore = staffTestStore(store.name, store.port, 'totp', { [email]: 'sales' });
    const { origin } = testStore;
    serveStaffStore(testStore, store.port);

    test('is set up with a first code, then asked for after the password; a backup code works once; turned off, the password alone signs in', async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ locale: store.locale });
      const page = await context.newPage();
      await page.goto(origin + testStore.invitation(email));
      await page.locator('#name').fill('Tova Totp');
      await page.locator('#password').fill(password);
      await page.locator('form button[type=submit]').click();

      const passwordStep = async () => {
        await page.goto(`${origin}/staff/sign-in`);
        await page.locator('#email').fill(email);
        await page.locator('#password').fill(password);
        await page.locator('form button[type=submit]').first().click();
      };
      await passwordStep();
      await expect(page).toHaveURL(`${origin}/staff`);

      await page.goto(`${origin}/staff/account`);
      await expect(page.locator('#app-status')).toHaveText(t.account.appIsOff);
      await page.locator('#app-password').fill(password);
      await page.getByRole('button', { name: t.account.setUpApp }).click();
      await expect(page.getByRole('img', { name: t.account.qrCode })).toBeVisible();
      const key = (await page.locator('#app-key').textContent())!;
      expect(key).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
      const backupCodes = await page.locator('.codes code').allTextContents();
      expect(backupCodes).toHaveLength(10);
      await noSeriousAxeViolations(page);
      const app = authenticatorApp(key);

      await page.locator('#app-code').fill(app.wrongCode());
      const refused = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.getByRole('button', { name: t.account.confirmApp }).click();
      expect((await refused).status()).toBe(422);
      await expect(page.getByRole('alert')).toHaveText(t.account.appWrongCode);
      await expect(page.locator('#app-key')).toHaveText(key);
      await page.locator('#app-code').fill(app.code());
      await page.getByRole('button', { name: t.account.confirmApp }).click();
      await expect(page).toHaveURL(`${origin}/staff/account?done=app-enabled`);
      await expect(page.getByRole('status').first()).toHaveText(t.account.appEnabled);
      await expect(page.locator('#app-status')).toHaveText(t.account.appIsOn);

      await page.getByRole('button', { name: t.common.signOut, exact: true }).click();
      await passwordStep();
      await expect(page).toHaveURL(`${origin}/staff/sign-in/code?next=%2Fstaff`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.signIn.codeTitle);
      await noSeriousAxeViolations(page);
      // The code's screen fits a phone and a desktop, its targets large enough to tap (the staff walk cannot reach it).
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
        expect(await sidewaysOverflow(page), `sideways at ${width} px`).toBe(0);
        expect(await smallTargets(page), `small targets at ${width} px`).toEqual([]);
      }
      // The password alone opens nothing.
      expect((await page.request.get(`${origin}/staff/leads`, { maxRedirects: 0 })).status()).toBe(303);
      await page.locator('#code').fill(app.wrongCode());
      const wrong = page.waitForResponse((response) => response.request().method() === 'POST');
      await page.locator('form button[type=submit]').click();
      expect((await wrong).status()).toBe(401);
      await expect(page.getByRole('alert')).toHaveText(t.signIn.wrongCode);
      await page.locator('#code').fill(app.code());
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(`${origin}/staff`);

      await page.getByRole('button', { name: t.common.signOut, exact: true }).click();
      await passwordStep();
      await page.locator('#code').fill(backupCodes[0]!);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(`${origin}/staff`);
      await page.getByRole('button', { name: t.common.signOut, exact: true }).click();
      await passwordStep();
      await page.locator('#code').fill(backupCodes[0]!);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('alert')).toHaveText(t.signIn.wrongCode);
      await page.locator('#code').fill(backupCodes[1]!);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(`${origin}/staff`);

      await page.goto(`${origin}/staff/account`);
      await page.locator('#app-off-password').fill(password);
      await page.getByRole('button', { name: t.account.turnAppOff }).click();
      await expect(page).toHaveURL(`${origin}/staff/account?done=app-disabled`);
      await expect(page.locator('#app-status')).toHaveText(t.account.appIsOff);
      await page.getByRole('button', { name: t.common.signOut, exact: true }).click();
      await passwordStep();
      await expect(page).toHaveURL(`${origin}/staff`);
      await context.close();
    });
  });
}
