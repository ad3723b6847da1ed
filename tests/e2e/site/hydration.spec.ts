/**
 * The lead forms cost no script until a visitor uses one: a page loads no JavaScript file,
 * scrolled through or not; the first focus or press inside a form fetches its island and React
 * takes it over, keeping what was typed meanwhile, and only then asks for its proof-of-work
 * challenge; React itself is fetched once per page.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { holdScripts } from '../../support/e2e/pace';
import { catalogs, everyPage, languages } from '../../support/e2e/site';

/** Every script file the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
  });
  return urls;
}

/** Selection of the focused control, and which control it is. */
function focusedCaret(page: Page) {
  return page.evaluate(() => {
    const control = document.activeElement as HTMLInputElement | HTMLTextAreaElement | null;
    return { id: control?.id, start: control?.selectionStart, end: control?.selectionEnd };
  });
}

test.describe('no script file until a visitor touches a form', () => {
  // One test per language, its pages opened one after another in the same tab.
  for (const lang of languages) {
    test(`no page of /${lang} loads a JavaScript file, scrolled to its end`, async ({ page }) => {
      const scripts = scriptRequests(page);
      for (const [, , path] of everyPage.filter(([pageLang]) => pageLang === lang)) {
        await page.goto(path);
        // A form that hydrated on sight (client:visible) would now ask for its island.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(scripts, path).toEqual([]);
        await expect(page.locator('form[data-enhanced]'), path).toHaveCount(0);
      }
    });
  }
});

/** Astro's island runtime, as it defines its element. */
const RUNTIME = 'customElements.define("astro-island"';

test('a focus in a form fetches its island and React takes the form over', async ({ page }) => {
  const scripts = scriptRequests(page);
  const challenges: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname === '/forms/challenge') challenges.push(request.url());
  });
  const response = await page.goto('/id/contact');
  // The page carries no copy of Astro's island runtime: the first touch fetches it.
  expect(await response!.text()).not.toContain(RUNTIME);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
  // The proof of work's challenge waits for the visitor too.
  expect(challenges).toEqual([]);
  const component = await page
    .locator('astro-island', { has: page.locator('#contact-firstName') })
    .getAttribute('component-url');
  await page.locator('#contact-firstName').focus();
  await expect(page.locator('#contact-form form')).toHaveAttribute('data-enhanced', 'true');
  expect(scripts).toContain(component);
  expect(scripts.filter((url) => /^\/_astro\/astro-island\.[0-9a-f]{10}\.js$/.test(url))).toHaveLength(1);
  await expect.poll(() => challenges.length).toBe(1);
  // The page's one form: the call-back and meeting forms have pages of their own.
  await expect(page.locator('astro-island')).toHaveCount(1);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on the form, not on a field, takes it over too', async ({ page }) => {
    await page.goto('/en');
    await page.locator('#demo form').getByText(catalogs.en.contact_form.requiredNote).tap();
    await expect(page.locator('#demo form')).toHaveAttribute('data-enhanced', 'true');
  });
});

test('when the island runtime fails to arrive, a send is still answered, and the next touch fetches it again', async ({
  page,
}) => {
  // The first request for the runtime fails; the next one waits until the test lets it go.
  let asked = 0;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/astro-island\.[0-9a-f]{10}\.js$/, async (route) => {
    if (++asked === 1) return route.abort('connectionreset');
    await held;
    return route.continue();
  });
  await page.goto('/en');
  const form = page.locator('#demo form');
  await page.locator('#demo-name').focus();
  await expect.poll(() => asked).toBe(1);
  // Without React, the send of the empty form is answered by the page's own code.
  await form.locator('button[type="submit"]').click();
  await expect(form.getByRole('alert')).toContainText(catalogs.en.contact_form.errors.summary);
  await expect(page.locator('#demo-name')).toBeFocused();
  // The press on Send was a touch too: the runtime is asked for again, and React takes the form over.
  await expect.poll(() => asked).toBe(2);
  await expect(form).not.toHaveAttribute('data-enhanced');
  release();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await expect(form.getByRole('alert')).toContainText(catalogs.en.contact_form.errors.summary);
});

test('the contact, call-back and meeting forms share one React and one form script; a page fetches no file twice', async ({
  page,
}) => {
  const scripts = scriptRequests(page);
  const files = new Set<string | null>();
  let firstPage: string[] = [];
  for (const [path, section, field] of [
    ['/en/contact', 'contact-form', 'contact-firstName'],
    ['/en/contact/callback', 'callback', 'callback-name'],
    ['/en/contact/meeting', 'meeting', 'meeting-name'],
  ] as const) {
    await page.goto(path);
    await page.locator(`#${field}`).focus();
    await expect(page.locator(`#${section} form`)).toHaveAttribute('data-enhanced', 'true');
    const island = page.locator('astro-island');
    files.add(await island.getAttribute('renderer-url')).add(await island.getAttribute('component-url'));
    if (!firstPage.length) firstPage = [...scripts];
  }
  // One renderer and one component for the three pages: the browser has them once it has one.
  expect(files.size).toBe(2);
  for (const file of files) expect(firstPage).toContain(file);
  // No file twice, whatever the bundler split out.
  expect(firstPage).toEqual([...new Set(firstPage)]);
});

test('what a visitor types before React takes over is kept: values, caret and focus', async ({ page }) => {
  const scripts = await holdScripts(page);
  // From a package's link: the form has its package choice.
  await page.goto('/en/contact?package=start');
  const form = page.locator('#contact-form form');

  await page.locator('#contact-firstName').click();
  await page.keyboard.type('Ada');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Lovelace');
  await page.locator('#contact-package').selectOption('growth');
  await page.locator('#contact-consent').check();
  await page.locator('#contact-message').click();
  await page.keyboard.type('Hello there');
  // The caret goes back into the text, with a word selected: "Hello [there]" minus its end.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  await page.keyboard.press('Shift+ArrowLeft');
  const caret = await focusedCaret(page);
  expect(caret).toEqual({ id: 'contact-message', start: 8, end: 10 });
  // Still the server's form: React has not arrived.
  await expect(form).not.toHaveAttribute('data-enhanced');

  scripts.release();
  await expect(form).toHaveAttribute('data-enhanced', 'true');
  await expect(page.locator('#contact-firstName')).toHaveValue('Ada');
  await expect(page.locator('#contact-lastName')).toHaveValue('Lovelace');
  await expect(page.locator('#contact-package')).toHaveValue('growth');
  await expect(page.locator('#contact-consent')).toBeChecked();
  await expect(page.locator('#contact-message')).toHaveValue('Hello there');
  await expect(page.locator('#contact-message')).toBeFocused();
  expect(await focusedCaret(page)).toEqual(caret);

  // Typing goes on where the caret was, and the form now checks itself inline.
  await page.keyboard.type('r');
  await expect(page.locator('#contact-message')).toHaveValue('Hello thre');
  await form.getByRole('button', { name: catalogs.en.contact_form.submit }).click();
  await expect(page.locator('#contact-email-error')).toHaveText(catalogs.en.contact_form.errors.required);
});

test('a message filled in again by the server keeps what is typed into it before React arrives', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/contact');
  // Sent before React arrived, without an email: the page comes back with the message filled in.
  await page.locator('#contact-message').fill('First words');
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST' && response.status() === 400),
    page.locator('#contact-form form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  await page.waitForLoadState();
  const message = page.locator('#contact-message');
  await expect(message).toHaveValue('First words');

  await message.click();
  await page.keyboard.press('End');
  await page.keyboard.type(', then more');
  scripts.release();
  await expect(page.locator('#contact-form form')).toHaveAttribute('data-enhanced', 'true');
  await expect(message).toHaveValue('First words, then more');
  await expect(message).toBeFocused();
  expect(await focusedCaret(page)).toEqual({ id: 'contact-message', start: 22, end: 22 });
});

test('a form taken over on focus breaks no content security policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto('/ru');
  await page.locator('#demo-name').focus();
  await expect(page.locator('#demo form')).toHaveAttribute('data-enhanced', 'true');
  expect(violations).toEqual([]);
});
