/**
 * The cases screens' large posts, as an editor makes them: an import of a long Russian story
 * (far over the 256 KB a staff form keeps once URL-encoded) checked and then applied.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { format, staffCatalogs } from '../../src/i18n';
import { serveStaffStore, signInOn, staffTestStore } from './staffStore';

const t = staffCatalogs.en.cases;
const editor = { email: 'vera@example.com', name: 'Vera', password: 'orbit lantern cobalt meadow 42' };

test.describe('the cases screens with large files', () => {
  test.describe.configure({ mode: 'serial' });
  const port = Number(new URL(baseURL).port) + 14;
  const testStore = staffTestStore('PostgreSQL', port, 'files', { [editor.email]: 'editor' });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });
  const invited = new Set<string>();

  async function signedIn(browser: Browser, javaScriptEnabled = true): Promise<Page> {
    const page = await (await browser.newContext({ locale: 'en-US', javaScriptEnabled })).newPage();
    await signInOn(page, testStore, editor, invited);
    return page;
  }

  test('an import with a 90,000-character Russian story is checked, then applied', async ({ browser }) => {
    const page = await signedIn(browser);
    const story = 'Причалы распределяются за секунды, и каждый кран знает своё место. '.repeat(1400).slice(0, 90_000);
    const json = JSON.stringify([{ slug: 'port-story', published: false, translations: { ru: { title: 'История порта', summary: 'Причалы за секунды.', body: story, industry: 'Логистика' } } }]);
    expect(encodeURIComponent(json).length, 'over the 256 KB a staff form keeps once URL-encoded').toBeGreaterThan(256 * 1024);

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
});
