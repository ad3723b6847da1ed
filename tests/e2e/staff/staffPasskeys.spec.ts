/**
 * Passkeys in Chromium's virtual authenticator (WebAuthn over the DevTools protocol): a member
 * adds one on the account page, signs out, signs in with it, finds both in the audit log, and
 * removes it, after which it no longer opens the staff area. The site runs on a store of its
 * own, embedded and PostgreSQL, at `localhost` (WebAuthn takes a host name, not an IP address,
 * as relying party).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import config from '../../../playwright.config';
import { staffCatalogs } from '../../../src/i18n';
import { serveStaffStore, staffTestStore } from '../../support/e2e/staffStore';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, one per store, free when the file loads.
const ports = await freePorts(2);

const t = staffCatalogs.en;
const email = 'keyholder@example.com';
const password = 'amber quarry lantern 17 violet';
const stores = [
  { name: 'PGlite', port: ports[0] },
  { name: 'PostgreSQL', port: ports[1] },
] as const;

// The project's launch options, and `localhost` always to the address the site listens on.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--host-resolver-rules=MAP localhost 127.0.0.1'],
  },
});

for (const store of stores) {
  test.describe(`passkeys on ${store.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const testStore = staffTestStore(store.name, store.port, 'passkeys', { [email]: 'admin' }, 'localhost');
    const { origin } = testStore;
    serveStaffStore(testStore, store.port);

    test('a member adds a passkey, signs in with it, and removes it', async ({ page, context }) => {
      test.setTimeout(120_000);
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });

      await page.goto(origin + testStore.invitation(email));
      await page.locator('#name').fill('Kim Keyholder');
      await page.locator('#password').fill(password);
      await page.locator('form button[type=submit]').click();
      await expect(page.getByRole('status')).toContainText('Your password is set');
      await page.goto(`${origin}/staff/sign-in`);
      await page.locator('#email').fill(email);
      await page.locator('#password').fill(password);
      await Promise.all([page.waitForURL(`${origin}/staff`), page.locator('form button[type=submit]').first().click()]);

      await page.goto(`${origin}/staff/account`);
      await expect(page.locator('#passkeys')).toHaveText(t.account.noPasskeys);
      await page.getByLabel(t.account.passkeyName).fill('Work laptop');
      await page.getByRole('button', { name: t.account.addPasskey }).click();
      await page.waitForURL(`${origin}/staff/account?passkey-added`);
      await expect(page.getByRole('status').first()).toHaveText(t.account.passkeyAdded);
      await expect(page.locator('#passkeys')).toContainText('Work laptop');
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      expect(credentials).toHaveLength(1);
      const serious = (await new AxeBuilder({ page }).analyze()).violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => v.id)).toEqual([]);

      await page.getByRole('button', { name: t.common.signOut, exact: true }).click();
      await page.waitForURL(/\/staff\/sign-in/);
      await Promise.all([
        page.waitForURL(`${origin}/staff`),
        page.getByRole('button', { name: t.signIn.passkey }).click(),
      ]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Kim Keyholder');

      await page.goto(`${origin}/staff/audit`);
      await expect(page.locator('main')).toContainText(t.audit.actions['passkey-add']);
      await expect(page.locator('main')).toContainText('passkey');

      await page.goto(`${origin}/staff/account`);
      await page.getByRole('button', { name: 'Remove Work laptop' }).click();
      await expect(page.getByRole('status').first()).toHaveText(t.account.passkeyDeleted);
      await expect(page.locator('#passkeys')).toHaveText(t.account.noPasskeys);

      // The authenticator still holds the key, but the site no longer knows it.
      await page.getByRole('button', { name: t.common.signOut, exact: true }).click();
      await page.waitForURL(/\/staff\/sign-in/);
      await page.getByRole('button', { name: t.signIn.passkey }).click();
      await expect(page.locator('#passkey-status')).toHaveText(t.signIn.passkeyFailed);
      expect(new URL(page.url()).pathname).toBe('/staff/sign-in');
    });
  });
}
