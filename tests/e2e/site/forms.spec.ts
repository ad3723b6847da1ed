/**
 * The lead forms as a visitor uses them: with JavaScript (checked in the browser, sent through
 * the action, thank-you in place) and without (a full post that comes back to the same page),
 * plus what the server refuses: bad input, hostile markup, oversized bodies, other origins,
 * too many sends, and bots. Stored rows are checked on a server of this file's own (see
 * "a dedicated server" below).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogs } from '../../support/e2e/site';
import { format } from '../../../src/i18n';
import { baseURL } from '../../../playwright.config';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { backdate as backdateToken, keepFormTokenKey, renderedAgo } from '../../support/e2e/formTokens';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const dedicatedPort = await freePort();

const en = catalogs.en.contact_form;
const fr = catalogs.fr.contact_form;
const ru = catalogs.ru.contact_form;

const HOSTILE_SCRIPT = '<script>alert(1)</script>';
const HOSTILE_ATTRIBUTE = '"><img src=x onerror=alert(1)>';

/** A date a week from now, as a date input takes it. */
function nextWeek(): string {
  return new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 10);
}

/**
 * The form inside a page section, once React has taken it over (it then checks input itself).
 * React arrives when a visitor starts on the form, so this focuses its first field, as they would.
 */
async function enhancedForm(page: Page, section: string): Promise<Locator> {
  const form = page.locator(`#${section} form`);
  await form.locator('input, select, textarea').first().focus();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  return form;
}

/** Fills controls by their ids (`{prefix}-{name}`): text, selects and the consent box. */
async function fill(page: Page, prefix: string, values: Record<string, string | boolean>) {
  for (const [name, value] of Object.entries(values)) {
    const control = page.locator(`#${prefix}-${name}`);
    if (typeof value === 'boolean') await control.setChecked(value);
    else if (await control.evaluate((el) => el.tagName === 'SELECT')) await control.selectOption(value);
    else await control.fill(value);
  }
}

const validContact = (email = 'ada@example.com') => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  phone: '+44 (20) 0000-0000',
  company: 'Analytical Engines',
  subject: 'Support agent',
  message: 'We would like an agent that answers support email.',
  consent: true,
});

/** Fails the test if the page ever opens a dialog (an injected `alert`). */
function forbidDialogs(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
}

/** Marks the document so a later check can tell it was not reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

test.describe('with JavaScript', () => {
  test('the contact form sends without reloading, thanks in place, and sends again', async ({ page }) => {
    forbidDialogs(page);
    for (let round = 0; round < 2; round++) {
      await page.goto('/en/contact');
      const form = await enhancedForm(page, 'contact-form');
      await fill(page, 'contact', validContact());
      await markDocument(page);
      const [response] = await Promise.all([
        page.waitForResponse('**/_actions/contact'),
        form.getByRole('button', { name: en.submit }).click(),
      ]);
      expect(response.status()).toBe(200);
      const thanks = page.locator('#contact-form').getByRole('status');
      await expect(thanks).toContainText(en.success.title);
      await expect(thanks).toContainText(en.success.text);
      await expect(thanks).toBeFocused();
      await expect(page.locator('#contact-form form')).toHaveCount(0);
      await expectSameDocument(page);
    }
  });

  test('a package link chooses the package and names it in the subject', async ({ page }) => {
    await page.goto('/es/contact?package=growth#contact-form');
    const form = await enhancedForm(page, 'contact-form');
    await expect(page.locator('#contact-package')).toHaveValue('growth');
    await expect(page.locator('#contact-subject')).toHaveValue(
      format(catalogs.es.contact_form.subjects.package, { name: 'Growth' }),
    );
    const { subject: _subject, ...rest } = validContact();
    await fill(page, 'contact', rest);
    await form.getByRole('button', { name: catalogs.es.contact_form.submit }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(
      catalogs.es.contact_form.success.title,
    );
  });

  test('a subject link fills the subject in the page language', async ({ page }) => {
    await page.goto('/ru/contact?subject=consultation');
    await expect(page.locator('#contact-subject')).toHaveValue(ru.subjects.consultation);
    await page.goto('/ru/contact?subject=<script>&package=platinum');
    await expect(page.locator('#contact-subject')).toHaveValue('');
    // No package of that name: the form draws no package choice, as when no link chose one.
    await expect(page.locator('#contact-form form')).toBeVisible();
    await expect(page.locator('#contact-package')).toHaveCount(0);
  });

  test('the demo form on the home page replaces the contact link and thanks in place', async ({ page }) => {
    await page.goto('/pt#demo');
    const t = catalogs.pt.contact_form;
    const section = page.locator('#demo');
    await expect(section.locator('a[href^="/pt/contact"]')).toHaveCount(0);
    await expect(section.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(section.locator('a[href^="tel:"]')).toHaveCount(1);
    const form = await enhancedForm(page, 'demo');
    await fill(page, 'demo', {
      name: 'Ada',
      email: 'ada@example.com',
      company: 'AE',
      phone: '+55 11 0000-0000',
      message: 'Show us',
      consent: true,
    });
    await markDocument(page);
    await form.getByRole('button', { name: t.demo.submit }).click();
    await expect(section.getByRole('status')).toContainText(t.demo.success);
    await expectSameDocument(page);
  });

  test('the call-back form thanks in place', async ({ page }) => {
    await page.goto('/id/contact/callback');
    const form = await enhancedForm(page, 'callback');
    await fill(page, 'callback', {
      name: 'Ada',
      phone: '+62 21 0000 0000',
      preferredTime: 'Senin pagi',
      consent: true,
    });
    await form.getByRole('button', { name: catalogs.id.contact_form.callback.submit }).click();
    await expect(page.locator('#callback').getByRole('status')).toContainText(
      catalogs.id.contact_form.callback.success,
    );
  });

  test('the meeting form takes the office from the link and thanks in place', async ({ page }) => {
    await page.goto('/en/contact/meeting?office=novosibirsk#meeting');
    const form = await enhancedForm(page, 'meeting');
    await expect(page.locator('#meeting-office')).toHaveValue('novosibirsk');
    await fill(page, 'meeting', { name: 'Ada', email: 'ada@example.com', date: nextWeek(), consent: true });
    await form.getByRole('button', { name: en.meeting.submit }).click();
    await expect(page.locator('#meeting').getByRole('status')).toContainText(en.meeting.success);
  });

  test('invalid input is shown inline in the page language, focused, and nothing is sent', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = await enhancedForm(page, 'contact-form');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_actions/')) sent.push(request.url());
    });
    await fill(page, 'contact', {
      firstName: 'Ada',
      lastName: '   ',
      email: 'ada@example',
      phone: 'call me',
      subject: 'x'.repeat(150),
      message: 'Bonjour',
    });
    await form.getByRole('button', { name: fr.submit }).click();

    const summary = form.getByRole('alert');
    await expect(summary).toContainText(fr.errors.summary);
    await expect(page.locator('#contact-lastName-error')).toHaveText(fr.errors.required);
    await expect(page.locator('#contact-email-error')).toHaveText(fr.errors.email);
    await expect(page.locator('#contact-phone-error')).toHaveText(fr.errors.phone);
    await expect(page.locator('#contact-consent-error')).toHaveText(fr.errors.consent);
    await expect(page.locator('#contact-lastName')).toBeFocused();
    await expect(page.locator('#contact-lastName')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays.
    await expect(page.locator('#contact-firstName')).toHaveValue('Ada');
    await expect(page.locator('#contact-email')).toHaveValue('ada@example');
    await expect(page.locator('#contact-subject')).toHaveValue('x'.repeat(150));
    await expect(page.locator('#contact-message')).toHaveValue('Bonjour');
    expect(sent).toEqual([]);

    await fill(page, 'contact', { lastName: 'Lovelace', email: 'ada@example.com', phone: '', consent: true });
    await form.getByRole('button', { name: fr.submit }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(fr.success.title);
    expect(sent).toHaveLength(1);
  });

  test('input the server refuses is shown inline and keeps every value', async ({ page }) => {
    await page.goto('/ru#demo');
    const form = await enhancedForm(page, 'demo');
    await fill(page, 'demo', { name: 'Ада', email: 'ada@example.com', message: 'Привет', consent: true });
    // The browser's check passes; the request the server gets carries an email it must refuse.
    await page.route('**/_actions/demo', (route) =>
      route.continue({
        headers: { ...route.request().headers(), 'content-type': 'application/x-www-form-urlencoded' },
        postData: new URLSearchParams({
          name: 'Ада',
          email: 'not-an-email',
          consent: 'yes',
          lang: 'ru',
          page: '/ru',
        }).toString(),
      }),
    );
    const [response] = await Promise.all([
      page.waitForResponse('**/_actions/demo'),
      form.getByRole('button', { name: ru.demo.submit }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.locator('#demo-email-error')).toHaveText(ru.errors.email);
    await expect(page.locator('#demo-email')).toBeFocused();
    await expect(page.locator('#demo-name')).toHaveValue('Ада');
    await expect(page.locator('#demo-message')).toHaveValue('Привет');
    await expect(page.locator('#demo-consent')).toBeChecked();
    await expect(form.getByRole('button', { name: ru.demo.submit })).toBeEnabled();
  });

  test('the button says it is sending and cannot be pressed twice', async ({ page }) => {
    await page.goto('/en/contact/callback');
    const form = await enhancedForm(page, 'callback');
    await fill(page, 'callback', { name: 'Ada', phone: '+1 555 000 0000', consent: true });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    await page.route('**/_actions/callback', async (route) => {
      sends++;
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: en.callback.submit }).click();
    const busy = form.getByRole('button', { name: en.sending });
    await expect(busy).toBeDisabled();
    await busy.click({ force: true });
    release();
    await expect(page.locator('#callback').getByRole('status')).toContainText(en.callback.success);
    expect(sends).toBe(1);
  });

  test('a lost connection is explained at the top and nothing typed is lost', async ({ page }) => {
    await page.goto('/es/contact');
    const form = await enhancedForm(page, 'contact-form');
    await fill(page, 'contact', validContact());
    await page.route('**/_actions/contact', (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: catalogs.es.contact_form.submit }).click();
    const summary = form.getByRole('alert');
    await expect(summary).toHaveText(catalogs.es.contact_form.errors.network);
    await expect(summary).toBeFocused();
    await expect(page.locator('#contact-message')).toHaveValue(validContact().message);
    await expect(page.locator('#contact-consent')).toBeChecked();
  });

  test('a send answered "busy" (503) is sent again by itself with the same key, and thanked once the store takes it', async ({
    page,
  }) => {
    await page.goto('/ru');
    const form = await enhancedForm(page, 'demo');
    await fill(page, 'demo', { name: 'Ada', email: 'busy@example.com', consent: true });
    const keys: string[] = [];
    let busy = true;
    await page.route('**/_actions/demo', async (route) => {
      keys.push(
        new URLSearchParams(route.request().postData() ?? '').get('idempotencyKey') ??
          String(/name="idempotencyKey"\r\n\r\n([^\r]+)/.exec(route.request().postData() ?? '')?.[1]),
      );
      if (!busy) return route.continue();
      busy = false;
      await route.fulfill({
        status: 503,
        headers: { 'Content-Type': 'application/json', 'Retry-After': '5' },
        body: JSON.stringify({
          type: 'AstroActionError',
          code: 'SERVICE_UNAVAILABLE',
          status: 503,
          message: ru.errors.busy,
        }),
      });
    });
    await form.getByRole('button', { name: ru.demo.submit }).click();
    await expect(page.locator('#demo').getByRole('status')).toContainText(ru.demo.success, { timeout: 30_000 });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  test('an oversized body is refused with 413 and explained in the page language', async ({ page }) => {
    await page.goto('/fr/contact');
    const form = await enhancedForm(page, 'contact-form');
    await fill(page, 'contact', validContact());
    // Only a tampered form can be this large: the fields' own limits keep a real one far below.
    await form.evaluate((element) => {
      const padding = document.createElement('input');
      padding.type = 'hidden';
      padding.name = 'padding';
      // Over the 256 KB a form post may carry.
      padding.value = 'x'.repeat(270_000);
      element.append(padding);
    });
    const [response] = await Promise.all([
      page.waitForResponse('**/_actions/contact'),
      form.getByRole('button', { name: fr.submit }).click(),
    ]);
    expect(response.status()).toBe(413);
    await expect(form.getByRole('alert')).toHaveText(fr.errors.tooLarge);
    await expect(page.locator('#contact-message')).toHaveValue(validContact().message);
  });

  test('hostile input is sent and thanked for as plain text, never run', async ({ page }) => {
    forbidDialogs(page);
    await page.goto('/en/contact');
    const form = await enhancedForm(page, 'contact-form');
    await fill(page, 'contact', {
      ...validContact(),
      firstName: HOSTILE_SCRIPT,
      lastName: HOSTILE_ATTRIBUTE,
      company: HOSTILE_SCRIPT,
      subject: HOSTILE_ATTRIBUTE,
      message: `${HOSTILE_SCRIPT} ${HOSTILE_ATTRIBUTE}`,
    });
    await form.getByRole('button', { name: en.submit }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(en.success.title);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** Submits a form by its button and returns the response to the post. */
  async function post(page: Page, section: string, button: string) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('_action=')),
      page.locator(`#${section} form`).getByRole('button', { name: button }).click(),
    ]);
    await page.waitForLoadState();
    return response;
  }

  test('the contact form posts to the page, which comes back with the thank-you', async ({ page }) => {
    await page.goto('/en/contact?utm_source=newsletter');
    await expect(page.locator('#contact-form input[name="utm_source"]')).toHaveValue('newsletter');
    await expect(page.locator('#contact-form form')).toHaveAttribute(
      'action',
      '/en/contact?_action=contact#contact-form',
    );
    await fill(page, 'contact', validContact());
    const response = await post(page, 'contact-form', en.submit);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(new URL(page.url()).pathname).toBe('/en/contact');
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(en.success.title);
    await expect(page.locator('#contact-form form')).toHaveCount(0);
  });

  test('a package request, a demo, a call-back and a meeting each come back thanked', async ({ page }) => {
    test.slow(); // eight page loads
    await page.goto('/fr/contact?package=scale');
    await fill(page, 'contact', validContact());
    expect((await post(page, 'contact-form', fr.submit)).status()).toBe(200);
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(fr.success.title);

    await page.goto('/fr');
    await fill(page, 'demo', { name: 'Ada', email: 'ada@example.com', consent: true });
    expect((await post(page, 'demo', fr.demo.submit)).status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/fr');
    await expect(page.locator('#demo').getByRole('status')).toContainText(fr.demo.success);

    await page.goto('/fr/contact/callback');
    await fill(page, 'callback', { name: 'Ada', phone: '+33 1 00 00 00 00', consent: true });
    expect((await post(page, 'callback', fr.callback.submit)).status()).toBe(200);
    await expect(page.locator('#callback').getByRole('status')).toContainText(fr.callback.success);

    // An office's link from before the meeting form had its own page still reaches it.
    const moved = await page.goto('/fr/contact?office=saintPetersburg');
    expect(new URL(moved!.url()).pathname).toBe('/fr/contact/meeting');
    expect(moved!.request().redirectedFrom()).not.toBeNull();
    await expect(page.locator('#meeting-office')).toHaveValue('saintPetersburg');
    await fill(page, 'meeting', { name: 'Ada', email: 'ada@example.com', date: nextWeek(), consent: true });
    expect((await post(page, 'meeting', fr.meeting.submit)).status()).toBe(200);
    await expect(page.locator('#meeting').getByRole('status')).toContainText(fr.meeting.success);
  });

  test('invalid input comes back with 400, the errors in the page language and every value', async ({ page }) => {
    const response0 = await page.goto('/ru/contact?utm_campaign=spring&package=growth');
    expect(response0?.headers()['cache-control']).toBe('public, max-age=0, s-maxage=1, must-revalidate');
    // Values the browser's own checks let through but the rules refuse.
    const typed = {
      firstName: 'Ада',
      lastName: '   ',
      email: 'ada@example',
      phone: '+7 495 000-00-00',
      company: 'Компания',
      package: 'start',
      subject: 'Тема',
      message: 'Сообщение\nна две строки',
      consent: true,
    };
    await fill(page, 'contact', typed);
    const response = await post(page, 'contact-form', ru.submit);
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const form = page.locator('#contact-form form');
    await expect(form.getByRole('alert')).toContainText(ru.errors.summary);
    await expect(page.locator('#contact-lastName-error')).toHaveText(ru.errors.required);
    await expect(page.locator('#contact-email-error')).toHaveText(ru.errors.email);
    for (const [name, value] of Object.entries(typed)) {
      if (name === 'consent') await expect(page.locator('#contact-consent')).toBeChecked();
      else if (name !== 'lastName') await expect(page.locator(`#contact-${name}`)).toHaveValue(value as string);
    }
    await expect(form.locator('input[name="utm_campaign"]')).toHaveValue('spring');
  });

  test('hostile input in every field is shown back as text, never as markup', async ({ page }) => {
    forbidDialogs(page);
    await page.goto('/en/contact');
    const fields = {
      firstName: HOSTILE_SCRIPT,
      lastName: HOSTILE_ATTRIBUTE,
      email: `a@b${HOSTILE_ATTRIBUTE}`.slice(0, 60),
      company: HOSTILE_SCRIPT,
      subject: HOSTILE_ATTRIBUTE,
      message: `${HOSTILE_SCRIPT}${HOSTILE_ATTRIBUTE}`,
    };
    // The email type would stop the post in the browser; the server must cope with what it gets.
    await page.locator('#contact-email').evaluate((input) => input.setAttribute('type', 'text'));
    await fill(page, 'contact', { ...fields, consent: true });
    const response = await post(page, 'contact-form', en.submit);
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).not.toContain(HOSTILE_SCRIPT);
    expect(html).not.toContain(HOSTILE_ATTRIBUTE);
    for (const [name, value] of Object.entries(fields))
      await expect(page.locator(`#contact-${name}`)).toHaveValue(value);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('#contact-email-error')).toHaveText(en.errors.email);
  });
});

test.describe('requests from elsewhere', () => {
  const form = {
    firstName: 'A',
    lastName: 'B',
    email: 'a@example.com',
    subject: 'S',
    message: 'M',
    consent: 'yes',
    lang: 'en',
    page: '/en/contact',
  };

  test('a form posted from another origin is refused with 403', async ({ request }) => {
    for (const path of ['/en/contact?_action=contact', '/_actions/contact']) {
      const response = await request.post(path, { form, headers: { Origin: 'http://evil.example' } });
      expect(response.status()).toBe(403);
      // Forwarding headers from a client are not believed: this server trusts no proxy.
      const forged = await request.post(path, {
        form,
        headers: { Origin: 'http://evil.example', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
      });
      expect(forged.status()).toBe(403);
    }
    const same = await request.post('/_actions/contact', { form, headers: { Origin: baseURL } });
    expect(same.status()).toBe(200);
  });

  test("a body over 256 KB is refused with 413: in JSON to the script, with the site's page in the page language without it", async ({
    request,
  }) => {
    const big = { ...form, message: 'x'.repeat(260 * 1024) };
    const rpc = await request.post('/_actions/contact', {
      multipart: big,
      headers: { Origin: baseURL, Accept: 'application/json' },
    });
    expect(rpc.status()).toBe(413);
    expect((await rpc.json()).message).toBe(en.errors.tooLarge);
    const page = await request.post('/ru/contact?_action=contact', { form: big, headers: { Origin: baseURL } });
    expect(page.status()).toBe(413);
    expect(page.headers()['content-language']).toBe('ru');
    expect(await page.text()).toContain(catalogs.ru.errorPages.tooLarge.title);
  });

  test('a message far over its limit (100 KB) comes back in the form with the limit named, without JavaScript', async ({
    request,
  }) => {
    const long = 'A very long message. '.repeat(4800);
    const page = await request.post('/ru/contact?_action=contact', {
      form: { ...form, lang: 'ru', page: '/ru/contact', message: long },
      headers: { Origin: baseURL },
    });
    expect(page.status()).toBe(400);
    const html = await page.text();
    expect(html).toContain(ru.errors.tooLong.replace('{max}', '5000'));
    expect(html).toContain(long.slice(0, 200));
  });

  test('a NUL byte or forged line is refused in the page language, and the other values come back', async ({
    request,
  }) => {
    const response = await request.post('/fr/contact?_action=contact', {
      form: { ...form, lang: 'fr', page: '/fr/contact', company: 'Analytical Engines', message: 'm\u0000m' },
      headers: { Origin: baseURL },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(fr.errors.characters);
    expect(html).toContain('value="Analytical Engines"');
    const rpc = await request.post('/_actions/contact', {
      form: { ...form, subject: 'S\u0007' },
      headers: { Origin: baseURL, Accept: 'application/json' },
    });
    expect(rpc.status()).toBe(400);
    expect((await rpc.json()).fields).toEqual({ subject: ['characters'] });
  });

  test('a page in an unknown language is the not-found page, not a form', async ({ request }) => {
    for (const path of ['/xx/contact', '/xx']) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain(catalogs.en.notFound.title);
    }
  });
});

/**
 * A dedicated server for what needs other settings or a look into the store: at most two sends
 * per form and visitor, forms sent within a minute of being shown count as bots (stored as spam). It keeps its
 * embedded store in a fresh folder; after it stops, the test opens that folder and reads the
 * rows. This needs no database server and shares nothing with other suites (the PostgreSQL
 * `test` database is reset by the integration tests), and the server's own process writes
 * every row, through the same code as in production.
 *
 * No test waits for the bot check's minimum time to pass: a form a person took their time
 * over is one whose "shown at" field says so (`backdate`), as it would after a real wait.
 */
test.describe('a dedicated server', () => {
  test.describe.configure({ mode: 'serial' });

  const port = dedicatedPort;
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `test-results/forms-data-${port}-${Date.now()}`;
  const MIN_FILL_MS = 60_000;
  const marker = randomUUID().slice(0, 8);
  const emails = {
    stored: `stored-${marker}@example.com`,
    packaged: `package-${marker}@example.com`,
    honeypotJs: `honeypot-js-${marker}@example.com`,
    honeypotRequest: `honeypot-request-${marker}@example.com`,
    tooFast: `fast-${marker}@example.com`,
    claimer: `claimer-${marker}@example.com`,
  };
  let site: StartedSite | undefined;
  let tokenKey = '';
  /** Makes the form inside `section` carry its page's token as rendered two minutes ago. */
  const backdate = (page: Page, section: string) => backdateToken(page, section, tokenKey);

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    tokenKey = await keepFormTokenKey(dataDir);
    site = await startSite(port, {
      DATA_DIR: dataDir,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      RATE_LIMIT_MAX: '2',
      RATE_LIMIT_WINDOW_SECONDS: '600',
      FORM_MIN_FILL_MS: String(MIN_FILL_MS),
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('the third call-back within the window is refused with 429 in the page language', async ({ page }) => {
    for (let send = 1; send <= 3; send++) {
      // A new query each round: a link differing only in its hash would not load the page again.
      await page.goto(`${origin}/ru/contact/callback?round=${send}`);
      const form = await enhancedForm(page, 'callback');
      // A different name each round: the same content twice within a minute is one lead.
      await fill(page, 'callback', { name: `Ада ${send}`, phone: '+7 495 000-00-00', consent: true });
      await backdate(page, 'callback');
      const [response] = await Promise.all([
        page.waitForResponse('**/_actions/callback'),
        form.getByRole('button', { name: ru.callback.submit }).click(),
      ]);
      if (send < 3) {
        expect(response.status()).toBe(200);
        await expect(page.locator('#callback').getByRole('status')).toContainText(ru.callback.success);
      } else {
        expect(response.status()).toBe(429);
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        await expect(form.getByRole('alert')).toHaveText(ru.errors.rateLimited);
        await expect(page.locator('#callback-name')).toHaveValue('Ада 3');
      }
    }
  });

  test('without JavaScript the third meeting request comes back with 429 and the values', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (let send = 1; send <= 3; send++) {
      await page.goto(`${origin}/fr/contact/meeting?round=${send}`);
      await fill(page, 'meeting', { name: `Ada ${send}`, email: 'ada@example.com', consent: true });
      await backdate(page, 'meeting');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        page.locator('#meeting form').getByRole('button', { name: fr.meeting.submit }).click(),
      ]);
      await page.waitForLoadState();
      if (send < 3) {
        expect(response.status()).toBe(200);
        await expect(page.locator('#meeting').getByRole('status')).toContainText(fr.meeting.success);
      } else {
        expect(response.status()).toBe(429);
        expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        await expect(page.locator('#meeting form').getByRole('alert')).toHaveText(fr.errors.rateLimited);
        await expect(page.locator('#meeting-email')).toHaveValue('ada@example.com');
      }
    }
    await context.close();
  });

  test('a visitor cannot escape the limit by claiming other addresses in X-Forwarded-For', async ({ request }) => {
    const statuses: number[] = [];
    for (let send = 1; send <= 3; send++) {
      const response = await request.post(`${origin}/_actions/demo`, {
        form: {
          name: `Claimer ${send}`,
          email: emails.claimer,
          consent: 'yes',
          lang: 'en',
          page: '/en',
          formToken: renderedAgo(tokenKey, 120_000),
        },
        headers: { Origin: origin, 'X-Forwarded-For': `203.0.113.${send}` },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  test('a filled honeypot or a form sent too fast is thanked for like any other', async ({ page, request }) => {
    await page.goto(`${origin}/en/contact`);
    const form = await enhancedForm(page, 'contact-form');
    await fill(page, 'contact', validContact(emails.honeypotJs));
    await form
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await backdate(page, 'contact-form');
    await form.getByRole('button', { name: en.submit }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(en.success.title);

    const base = {
      firstName: 'Bot',
      lastName: 'Bot',
      subject: 'S',
      message: 'M',
      consent: 'yes',
      lang: 'en',
      page: '/en/contact',
    };
    const headers = { Origin: origin };
    const trapped = await request.post(`${origin}/_actions/contact`, {
      form: { ...base, email: emails.honeypotRequest, website: 'x', formToken: renderedAgo(tokenKey, 120_000) },
      headers,
    });
    expect(trapped.status()).toBe(200);
    // The page's own token, sent at once.
    const html = await (await request.get(`${origin}/en/contact`)).text();
    const formToken = /name="formToken" value="([^"]+)"/.exec(html)?.[1];
    expect(formToken).toBeTruthy();
    const fast = await request.post(`${origin}/_actions/contact`, {
      form: { ...base, email: emails.tooFast, formToken: formToken! },
      headers,
    });
    expect(fast.status()).toBe(200);
  });

  test('real sends are stored with their kind, details and campaign; bots are stored as spam', async ({ page }) => {
    await page.goto(
      `${origin}/en/contact?package=growth&utm_source=newsletter&utm_campaign=${encodeURIComponent(HOSTILE_SCRIPT)}`,
    );
    let form = await enhancedForm(page, 'contact-form');
    await fill(page, 'contact', validContact(emails.packaged));
    await backdate(page, 'contact-form');
    await form.getByRole('button', { name: en.submit }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toBeVisible();

    await page.goto(`${origin}/en/contact`);
    form = await enhancedForm(page, 'contact-form');
    await fill(page, 'contact', { ...validContact(emails.stored), message: `${HOSTILE_SCRIPT} ${HOSTILE_ATTRIBUTE}` });
    await backdate(page, 'contact-form');
    await form.getByRole('button', { name: en.submit }).click();
    await expect(page.locator('#contact-form').getByRole('status')).toBeVisible();

    // Stop the server so its embedded store can be opened here.
    await site!.stop();
    const { openDatabase } = await import('../../../src/server/db/client');
    const { leads } = await import('../../../src/server/db/schema');
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      const rows = await store.db.select().from(leads);
      const byEmail = new Map(rows.map((row) => [row.email, row]));
      expect(byEmail.get(emails.packaged)).toMatchObject({
        kind: 'package',
        lang: 'en',
        page: '/en/contact',
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        details: { subject: 'Support agent', package: 'growth', firstName: 'Ada', lastName: 'Lovelace' },
        utm: { source: 'newsletter', campaign: HOSTILE_SCRIPT },
      });
      expect(byEmail.get(emails.stored)).toMatchObject({
        kind: 'contact',
        message: `${HOSTILE_SCRIPT} ${HOSTILE_ATTRIBUTE}`,
        utm: {},
      });
      for (const bot of [emails.honeypotJs, emails.honeypotRequest, emails.tooFast])
        expect(byEmail.get(bot)?.status).toBe('spam');
      expect(rows.filter((row) => row.status === 'spam')).toHaveLength(3);
      // Two call-backs, two meetings and two demos went through; the third of each was refused.
      expect(rows.filter((row) => row.kind === 'callback')).toHaveLength(2);
      expect(rows.filter((row) => row.kind === 'meeting')).toHaveLength(2);
      expect(rows.filter((row) => row.email === emails.claimer)).toHaveLength(2);
      expect(rows).toHaveLength(11);
    } finally {
      await store.close();
    }
  });
});
