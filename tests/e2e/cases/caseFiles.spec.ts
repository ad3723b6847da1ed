/**
 * The cases screens' files and large posts, as an editor makes them: an import of a long Russian
 * story (far over the 256 KB a staff form keeps once URL-encoded) checked and then applied; a
 * text file chosen as a cover named at its field before anything is sent (and one renamed
 * `.jpg` refused by the server), and an import file over 5 MB named so in the browser and,
 * without a script, by the server, with what was typed kept.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { format, staffCatalogs } from '../../../src/i18n';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { holdScripts } from '../../support/e2e/pace';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const t = staffCatalogs.en.cases;
const editor = { email: 'vera@example.com', name: 'Vera', password: 'orbit lantern cobalt meadow 42' };

test.describe('the cases screens with large files', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'files', { [editor.email]: 'editor' });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  async function signedIn(browser: Browser, javaScriptEnabled = true): Promise<Page> {
    return signedInPage(browser, testStore, editor, { javaScriptEnabled });
  }

  test('an import with a 90,000-character Russian story is checked, then applied', async ({ browser }) => {
    const page = await signedIn(browser);
    const story = 'Причалы распределяются за секунды, и каждый кран знает своё место. '.repeat(1400).slice(0, 90_000);
    const json = JSON.stringify([
      {
        slug: 'port-story',
        published: false,
        translations: {
          ru: { title: 'История порта', summary: 'Причалы за секунды.', body: story, industry: 'Логистика' },
        },
      },
    ]);
    expect(encodeURIComponent(json).length, 'over the 256 KB a staff form keeps once URL-encoded').toBeGreaterThan(
      256 * 1024,
    );

    await page.goto(`${origin}/staff/cases/import`);
    await page.getByLabel(t.import.text).fill(json);
    await page.getByRole('button', { name: t.import.check }).click();
    await expect(page.locator('#import-plan')).toContainText(format(t.import.created, { slugs: 'port-story' }));

    await page.getByRole('button', { name: t.import.apply }).click();
    await expect(page).toHaveURL(`${origin}/staff/cases/import?created=1&updated=0`);
    await expect(page.getByText(format(t.import.applied, { created: '1', updated: '0' }))).toBeVisible();
    await page.goto(`${origin}/staff/cases`);
    await expect(page.locator('#cases-table')).toContainText(/История порта|port-story/);
    await page.context().close();
  });

  test('a text file chosen as a cover is named at its field and nothing is sent; one renamed .jpg is refused by the server', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    const c = t.editor;
    await page.goto(`${origin}/staff/cases/new`);
    await page.getByLabel(c.slug).fill('text-cover');
    await page.locator('#en-title').fill('Text cover');
    await page.locator('#en-summary').fill('A summary.');
    await page.locator('#en-industry').fill('Logistics');
    const coverFile = page.getByLabel(c.coverFile);
    await coverFile.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await expect(page.locator('#coverFile-check')).toHaveText(
      format(c.commonError, { field: c.coverFile, message: c['unsupported-format'] }),
    );
    await expect(coverFile).toHaveAttribute('aria-invalid', 'true');
    let posted = false;
    page.on(
      'request',
      (request) => void (posted ||= request.method() === 'POST' && request.url().includes('_action=')),
    );
    await page.getByRole('button', { name: `${c.create} (English)` }).click();
    await expect(coverFile).toBeFocused();
    expect(posted, 'the form was not sent').toBe(false);
    await expect(page).toHaveURL(`${origin}/staff/cases/new`);

    await coverFile.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await expect(page.locator('#coverFile-check')).toBeHidden();
    await page.getByRole('button', { name: `${c.create} (English)` }).click();
    await expect(page.getByRole('alert').filter({ hasText: c['not-an-image'] })).toBeVisible();
    await expect(page.locator('#en-title')).toHaveValue('Text cover');
    await page.context().close();
  });

  const bigImport = {
    name: 'cases.json',
    mimeType: 'application/json',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, ' '),
  };
  const pasted = '[{"slug": "kept-as-typed"}]';

  test('an import file over 5 MB is named at its field in the browser, also when chosen before the page\u2019s script ran, and nothing is sent', async ({
    browser,
  }) => {
    const page = await signedIn(browser);
    // A slow network: the page's scripts arrive only after the member has chosen the file.
    const { release } = await holdScripts(page);
    await page.goto(`${origin}/staff/cases/import`, { waitUntil: 'commit' });
    await page.getByLabel(t.import.text).fill(pasted);
    await page.getByLabel(t.import.file).setInputFiles(bigImport);
    await expect(page.locator('#import-file-check')).toBeHidden();
    release();
    await expect(page.locator('#import-file-check')).toHaveText(t.import.tooLarge);
    let posted = false;
    page.on(
      'request',
      (request) => void (posted ||= request.method() === 'POST' && request.url().includes('_action=')),
    );
    await page.getByRole('button', { name: t.import.check }).click();
    await expect(page.getByLabel(t.import.file)).toBeFocused();
    expect(posted, 'the form was not sent').toBe(false);
    await expect(page.getByLabel(t.import.text)).toHaveValue(pasted);
    await page.context().close();
  });

  test('without a script, an import file over 5 MB is named by the server, and the JSON pasted is kept', async ({
    browser,
  }) => {
    const page = await signedIn(browser, false);
    await page.goto(`${origin}/staff/cases/import`);
    await page.getByLabel(t.import.text).fill(pasted);
    await page.getByLabel(t.import.file).setInputFiles(bigImport);
    await page.getByRole('button', { name: t.import.check }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.import.tooLarge })).toBeVisible();
    await expect(page.getByLabel(t.import.text)).toHaveValue(pasted);
    await page.context().close();
  });
});
