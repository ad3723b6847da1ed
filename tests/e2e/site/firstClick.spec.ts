/**
 * The very first click, tap or Enter on a fresh page's form does what the visitor asked, even
 * before React has taken the form over, on a CPU slowed four times: the site's own error
 * summary and field messages in the page's language (never only the browser's bubble), or the
 * send itself. Without JavaScript the server answers with the same summary.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdScripts, slowCpu } from '../../support/e2e/pace';
import { catalogs, languages, localizedPath, type Lang } from '../../support/e2e/site';

/** The first required field of each form, where focus goes after a refused send. */
const forms = [
  { kind: 'contact', section: 'contact-form', page: 'contact', first: 'contact-firstName' },
  { kind: 'demo', section: 'demo', page: 'home', first: 'demo-name' },
  { kind: 'callback', section: 'callback', page: 'callback', first: 'callback-name' },
  { kind: 'meeting', section: 'meeting', page: 'meeting', first: 'meeting-name' },
] as const;

/** Expects the form in `section` to show the site's summary and the first field's message in `lang`, focus on the first field. */
async function expectSummary(page: Page, lang: Lang, section: string, first: string): Promise<void> {
  const t = catalogs[lang].contact_form.errors;
  const form = page.locator(`#${section} form`);
  await expect(form.getByRole('alert')).toContainText(t.summary);
  await expect(page.locator(`#${first}-error`)).toHaveText(t.required);
  await expect(page.locator(`#${first}`)).toBeFocused();
  // The browser never checked the form itself: nothing it would have flagged is flagged.
  expect(await form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
}

/** The form posts the page makes (its visit beacon `/a` is a post of its own, not a form's), with their fields. */
function formPosts(page: Page): { path: string; body: Record<string, string> }[] {
  const posts: { path: string; body: Record<string, string> }[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'POST' || path === '/a') return;
    const body = request.postData() ?? '';
    // A native post is url-encoded; the island's is multipart, read by its field names only.
    const fields = body.includes('Content-Disposition')
      ? Object.fromEntries([...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)/g)].map((match) => [match[1]!, match[2]!]))
      : Object.fromEntries(new URLSearchParams(body));
    posts.push({ path, body: fields });
  });
  return posts;
}

const everyPageForms = forms.filter((each) => each.kind === 'contact' || each.kind === 'demo');

for (const [widthIndex, viewport] of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
].entries()) {
  test.describe(`at ${viewport.width} px, CPU slowed 4x`, () => {
    test.use({ viewport });

    // Each language's contact and demo forms, one at each width (which one alternates by
    // language), so every language, form and width is clicked, on a fraction of the pages.
    for (const [langIndex, lang] of languages.entries()) {
      const form = everyPageForms[(langIndex + widthIndex) % everyPageForms.length]!;
      test(`${lang}: the first click on Send of the untouched ${form.kind} form shows the site's summary`, async ({
        page,
      }) => {
        await slowCpu(page);
        await page.goto(localizedPath(lang, form.page));
        await page.locator(`#${form.section} form button[type="submit"]`).click();
        await expectSummary(page, lang, form.section, form.first);
      });
    }

    for (const form of forms.filter((each) => each.kind === 'callback' || each.kind === 'meeting')) {
      test(`ru: the first click on Send of the untouched ${form.kind} form shows the site's summary`, async ({
        page,
      }) => {
        await slowCpu(page);
        await page.goto(localizedPath('ru', form.page));
        await page.locator(`#${form.section} form button[type="submit"]`).click();
        await expectSummary(page, 'ru', form.section, form.first);
      });
    }
  });
}

test.describe('CPU slowed 4x', () => {
  test.beforeEach(async ({ page }) => slowCpu(page));

  test('the first Enter in a field of an untouched form shows the summary', async ({ page }) => {
    await page.goto('/id/contact/callback');
    await page.locator('#callback-name').click();
    await page.keyboard.press('Enter');
    await expectSummary(page, 'id', 'callback', 'callback-name');
  });

  test("the first click on Send is answered while the form's script is still on its way, and React goes on from there", async ({
    page,
  }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(message.text());
    });
    const posts = formPosts(page);
    const scripts = await holdScripts(page);
    await page.goto('/fr/contact');
    await page.locator('#contact-firstName').fill('Ada');
    await page.locator('#contact-form form button[type="submit"]').click();
    // Answered with no script file arrived: the summary names what is missing, in French.
    const t = catalogs.fr.contact_form.errors;
    const form = page.locator('#contact-form form');
    await expect(form.getByRole('alert')).toContainText(t.summary);
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      `${catalogs.fr.contact_form.lastName.label} — ${t.required}`,
      `${catalogs.fr.contact_form.email.label} — ${t.required}`,
      `${catalogs.fr.contact_form.subject.label} — ${t.required}`,
      `${catalogs.fr.contact_form.message.label} — ${t.required}`,
      t.consent,
    ]);
    await expect(page.locator('#contact-lastName-error')).toHaveText(t.required);
    await expect(page.locator('#contact-lastName')).toBeFocused();
    await expect(page.locator('#contact-firstName-error')).toHaveCount(0);
    await expect(form).not.toHaveAttribute('data-enhanced');
    // What this drew is what React draws: it takes the very same elements over, none drawn again.
    await page.locator('#contact-lastName').pressSequentially('Love');
    await form.evaluate((element) => {
      (window as unknown as { drawn: Element | null }).drawn = element.querySelector('[role="alert"]');
    });
    scripts.release();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    expect(await form.evaluate(() => (window as unknown as { drawn: Element }).drawn.isConnected)).toBe(true);
    await expect(page.locator('#contact-lastName')).toBeFocused();
    await page.keyboard.type('lace');
    await expect(page.locator('#contact-lastName')).toHaveValue('Lovelace');
    // From here React checks and sends, in place.
    await page.locator('#contact-email').fill('ada@example.com');
    await page.locator('#contact-subject').fill('Agents');
    await page.locator('#contact-message').fill('Bonjour.');
    await page.locator('#contact-consent').check();
    await page.locator('#contact-form form button[type="submit"]').click();
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(
      catalogs.fr.contact_form.success.title,
    );
    expect(posts.map((post) => post.path)).toEqual(['/_actions/contact']);
    expect(failures).toEqual([]);
  });

  test('a form filled by the browser (autofill, no key events) is sent by the first click on Send, script or not', async ({
    page,
  }) => {
    const posts = formPosts(page);
    const scripts = await holdScripts(page);
    await page.goto('/es/contact');
    await page.locator('#contact-form form').evaluate((form: HTMLFormElement) => {
      const values: Record<string, string> = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'autofill@example.com',
        subject: 'Agente de soporte',
        message: 'Rellenado por el navegador.',
      };
      for (const [name, value] of Object.entries(values))
        (form.elements.namedItem(name) as HTMLInputElement).value = value;
      (form.elements.namedItem('consent') as HTMLInputElement).checked = true;
    });
    const send = page.locator('#contact-form form button[type="submit"]');
    // What the button says as the page goes (a page on its way out cannot be read from outside).
    await send.evaluate((button: HTMLButtonElement) => {
      new MutationObserver(() =>
        sessionStorage.setItem('sendButton', JSON.stringify({ text: button.textContent, disabled: button.disabled })),
      ).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await send.click();
    await page.waitForURL(/_action=contact/);
    // "Sending…" at once, and the form on its way as it goes without JavaScript, with its send key.
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('sendButton') ?? 'null'))).toEqual({
      text: catalogs.es.contact_form.sending,
      disabled: true,
    });
    await expect(page.locator('#contact-form').getByRole('status')).toContainText(
      catalogs.es.contact_form.success.title,
    );
    expect(posts).toHaveLength(1);
    expect(posts[0]!.path).toBe('/es/contact');
    expect(posts[0]!.body).toMatchObject({ email: 'autofill@example.com', message: 'Rellenado por el navegador.' });
    expect(posts[0]!.body['idempotencyKey']).toMatch(/^[0-9a-f]{32}$/);
    scripts.release();
  });
});

test.describe('on a touch screen, CPU slowed 4x', () => {
  test.use({ hasTouch: true, viewport: { width: 375, height: 667 } });

  test('the first tap on Send of the untouched demo form shows the summary', async ({ page }) => {
    await slowCpu(page);
    await page.goto('/pt');
    await page.locator('#demo form button[type="submit"]').tap();
    await expectSummary(page, 'pt', 'demo', 'demo-name');
  });
});

test('without JavaScript, Send on the empty form gets the same summary from the server', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ru/contact');
  await page.locator('#contact-form form button[type="submit"]').click();
  await page.waitForURL(/_action=contact/);
  const t = catalogs.ru.contact_form.errors;
  await expect(page.locator('#contact-form form').getByRole('alert')).toContainText(t.summary);
  await expect(page.locator('#contact-firstName-error')).toHaveText(t.required);
  await context.close();
});
