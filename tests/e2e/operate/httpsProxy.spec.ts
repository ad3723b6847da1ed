/**
 * The forms behind a TLS terminator, as production runs them: nginx takes HTTPS and forwards
 * plain HTTP to the server. The origin check must judge the public origin, https://..., both
 * when SITE_URL names it and when the proxy is trusted (TRUST_PROXY) to say it; a post from
 * another site must still be refused. Each server keeps an embedded store of its own, read
 * once it has stopped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { catalogs } from '../../support/e2e/site';
import { ensureNginx, startTlsProxy, type TlsProxy } from '../../support/e2e/tlsProxy';
import { freePorts } from '../../support/ports';
import { migratedDataDir } from '../../support/e2e/embeddedStore';

const en = catalogs.en.contact_form;
// Each server's port and its proxy's, free when the file loads; nginx's are written into its configuration.
const ports = await freePorts(4);

/** One server behind the proxy: how it learns the public origin, its ports and store. */
const setups = [
  {
    name: 'with SITE_URL',
    appPort: ports[0],
    tlsPort: ports[1],
    settings: (origin: string): Record<string, string> => ({ SITE_URL: origin }),
  },
  {
    name: 'with TRUST_PROXY',
    appPort: ports[2],
    tlsPort: ports[3],
    settings: (): Record<string, string> => ({ TRUST_PROXY: 'true' }),
  },
].map((setup) => ({
  ...setup,
  origin: `https://127.0.0.1:${setup.tlsPort}`,
  dataDir: `test-results/https-proxy-${setup.appPort}-${Date.now()}`,
}));

/** Starts the built server on `port` and resolves once it answers. */
async function startSite(port: number, settings: Record<string, string>): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['src/server/serve.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      LEADS_WEBHOOK_URL: '',
      SITE_URL: '',
      TRUST_PROXY: '',
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_MAX: '1000',
      ...settings,
    },
    stdio: 'ignore',
  });
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`http://127.0.0.1:${port}/en`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    if (tries > 150 || server.exitCode !== null) throw new Error('The server did not start');
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
}

async function fillContact(page: Page, email: string) {
  const values = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    subject: 'Support agent',
    message: 'Through the proxy.',
  };
  for (const [name, value] of Object.entries(values)) await page.locator(`#contact-${name}`).fill(value);
  await page.locator('#contact-consent').check();
}

test.describe('forms behind an HTTPS proxy', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ ignoreHTTPSErrors: true });
  const servers: ChildProcess[] = [];
  let proxy: TlsProxy | undefined;

  test.beforeAll(async () => {
    test.setTimeout(360_000);
    const missing = ensureNginx();
    if (missing) throw new Error(missing);
    for (const setup of setups)
      servers.push(
        await startSite(setup.appPort, { DATA_DIR: migratedDataDir(setup.dataDir), ...setup.settings(setup.origin) }),
      );
    proxy = await startTlsProxy(setups.map(({ tlsPort, appPort }) => ({ tlsPort, upstreamPort: appPort })));
  });

  test.afterAll(async () => {
    await proxy?.stop();
    for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
    for (const setup of setups) rmSync(setup.dataDir, { recursive: true, force: true });
  });

  for (const setup of setups) {
    test(`${setup.name}: the contact form sends with JavaScript and thanks in place`, async ({ page }) => {
      await page.goto(`${setup.origin}/en/contact`);
      const form = page.locator('#contact-form form');
      // The form's scripts load once a visitor starts on it.
      await page.locator('#contact-firstName').focus();
      await expect(form).toHaveAttribute('data-enhanced', 'true');
      await fillContact(page, `js@${setup.appPort}.example`);
      const [response] = await Promise.all([
        page.waitForResponse('**/_actions/contact'),
        form.getByRole('button', { name: en.submit }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page.locator('#contact-form').getByRole('status')).toContainText(en.success.title);
    });

    test(`${setup.name}: the demo form posts without JavaScript and comes back thanked`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, ignoreHTTPSErrors: true });
      const page = await context.newPage();
      await page.goto(`${setup.origin}/en`);
      await page.locator('#demo-name').fill('Ada');
      await page.locator('#demo-email').fill(`nojs@${setup.appPort}.example`);
      await page.locator('#demo-consent').check();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('#demo form').getByRole('button', { name: en.demo.submit }).click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page.locator('#demo').getByRole('status')).toContainText(en.demo.success);
      await context.close();
    });

    test(`${setup.name}: a post from another site, or over plain http, is still refused`, async ({ request }) => {
      const form = {
        name: 'Mallory',
        email: 'm@evil.example',
        consent: 'yes',
        lang: 'en',
        page: '/en',
      };
      for (const origin of ['https://evil.example', `http://127.0.0.1:${setup.tlsPort}`]) {
        for (const path of ['/_actions/demo', '/en?_action=demo']) {
          const response = await request.post(`${setup.origin}${path}`, { form, headers: { Origin: origin } });
          expect(response.status(), `${origin} ${path}`).toBe(403);
        }
      }
    });
  }

  test('every send the proxy forwarded was stored, and nothing refused', async () => {
    for (const server of servers) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    const { openDatabase } = await import('../../../src/server/db/client');
    const { leads } = await import('../../../src/server/db/schema');
    for (const setup of setups) {
      const store = await openDatabase({ DATA_DIR: setup.dataDir, DATABASE_URL: undefined });
      try {
        const emails = (await store.db.select({ email: leads.email }).from(leads)).map((row) => row.email).sort();
        expect(emails).toEqual([`js@${setup.appPort}.example`, `nojs@${setup.appPort}.example`]);
      } finally {
        await store.close();
      }
    }
  });
});
