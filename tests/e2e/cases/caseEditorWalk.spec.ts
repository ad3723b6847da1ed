/**
 * An editor's day in the case editor, at 375 and 1280 px on a 4x slower CPU: a case created
 * with a 4 MB photo as its cover and a 40,000-character story; a part saved, the focus and the
 * page staying on it and the success said there; a refused save handing the focus to the first
 * field in error; each language's part saying how far it is written; the translator's view
 * showing one language beside the English, which stays read only; the case moved up the public
 * order with the arrow keys (saved: a reload shows it), by a finger on a touch screen and,
 * without a script, with its buttons; a cover picked with the arrow keys; the case published,
 * then archived with its address leading to another case, which its old address answers 301.
 */
import { writeFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import sharp from 'sharp';
import { staffCatalogs } from '../../../src/i18n';
import { cityAtDusk } from '../../fixtures/images';
import { slowCpu } from '../../support/e2e/pace';
import { seriousViolations, sidewaysOverflow } from '../../support/e2e/staffScreens';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const t = staffCatalogs.en.cases;
const password = 'orbit lantern cobalt meadow 42';
const email = 'iris@example.com';
const viewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/**
 * A photo as a phone takes it: 4000 x 3000, a city at dusk under a camera's grain, over 4 MB; a
 * new one each time, so each case's cover is an upload of its own. The grain is light, as a
 * camera's is: grain about twice as strong made a 9 MB file, twice a phone's photo, whose AVIF
 * variants took the server most of a minute.
 */
const photo = () =>
  sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 20, g: 110, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 28 },
    },
  })
    .composite([{ input: cityAtDusk(4000, 3000) }])
    .jpeg({ quality: 92 })
    .toBuffer();

test.describe('the case editor, walked by an editor', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PostgreSQL', port, 'walk', { [email]: 'editor' });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000' });

  // Iris takes up her invitation and signs in once, through the pages and with a mouse; each
  // test starts from a fresh page of a new context that carries her session.
  let session: BrowserContextOptions['storageState'];
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await signedInPage(browser, testStore, { email, name: 'Iris', password }, {}, slowCpu);
    session = await page.context().storageState();
    await page.context().close();
  });

  /** A fresh page of a new context (`options`) with Iris's session, on a 4x slower CPU. */
  async function signedIn(browser: Browser, options: BrowserContextOptions): Promise<Page> {
    const page = await (await browser.newContext({ locale: 'en-US', ...options, storageState: session })).newPage();
    await slowCpu(page);
    return page;
  }

  const titles = (page: Page) => page.locator('#cases-table tbody th a').allTextContents();

  for (const viewport of viewports) {
    test(`at ${viewport.width} px: a case with a 4 MB cover and a 40,000-character story, saved part by part, translated, moved up by keyboard`, async ({
      browser,
    }) => {
      test.setTimeout(420_000);
      const page = await signedIn(browser, { viewport });
      const label = `${viewport.width} px`;
      const title = `Harbour agent ${viewport.width}`;
      const story = `${'Every berth was planned before the ship called. '.repeat(834).slice(0, 39_999)}.`;
      expect(story).toHaveLength(40_000);
      /** Whether `locator`'s value is the whole story (compared here: a failure need not print it). */
      const holdsStory = async (value: Promise<string>) => (await value) === story;
      const cover = await photo();
      expect(cover.length).toBeGreaterThan(4 * 1024 * 1024);
      // Picked from the disk, as a person picks it (the browser reads the file itself).
      const coverFile = test.info().outputPath('harbour.jpg');
      await writeFile(coverFile, cover);

      await page.goto(`${origin}/staff/cases/new`);
      // Covers are pictures with names, picked as radio buttons; never the stored `upload:` value.
      const covers = page.getByRole('group', { name: t.editor.cover });
      await expect(covers.getByRole('radio', { name: t.editor.coverNone })).toBeChecked();
      expect(await covers.getByRole('radio').count()).toBeGreaterThan(3);
      expect(await covers.innerText()).not.toContain('upload:');
      await page.getByLabel(t.editor.slug).fill(`harbour-agent-${viewport.width}`);
      await page.getByLabel(t.editor.coverFile).setInputFiles(coverFile);
      await page.locator('#en-title').fill(title);
      await page.locator('#en-summary').fill('Berth planning answered in seconds.');
      await page.locator('#en-industry').fill('Logistics');
      await page.locator('#en-body').fill(story);
      // English's own Create button: the answer comes back to the English part.
      await page.getByRole('button', { name: `${t.editor.create} (English)` }).click();
      await expect(page).toHaveURL(/\/staff\/cases\/\d+\?saved&section=lang-en$/);
      const saved = page.getByRole('status').filter({ hasText: t.editor.saved });
      await expect(saved).toBeFocused();
      await expect(saved).toBeInViewport();
      await expect(page.locator('#lang-en #saved')).toHaveCount(1);
      const ownCover = covers.getByRole('radio', { name: title, exact: true });
      await expect(ownCover).toBeChecked();
      await expect(
        covers
          .locator('label')
          .filter({ has: page.getByRole('radio', { name: title, exact: true }) })
          .locator('img[src^="/media/covers/"]'),
      ).toHaveCount(1);
      expect(await covers.innerText()).not.toContain('upload:');
      expect(await holdsStory(page.locator('#en-body').inputValue()), 'the story kept whole').toBe(true);
      const sections = page.getByRole('navigation', { name: t.editor.sections });
      await expect(sections.getByRole('link', { name: /^English/ })).toHaveText('English 4 of 6 fields');
      await expect(sections.getByRole('link', { name: /^Russian|^Русский/ })).toHaveText('Русский 0 of 6 fields');
      await expect(page.locator('#lang-ru-state')).toHaveText(t.editor.languageLeftOut);
      expect(await sidewaysOverflow(page), label).toBe(0);
      expect(await seriousViolations(page), label).toEqual([]);
      const editPath = new URL(page.url()).pathname;

      // Russian begun but not finished: refused, the first field in error has the focus, nothing typed is lost.
      await page.locator('#ru-title').fill('Агент для порта');
      await page.locator('#ru-results').fill('4x | быстрее');
      await page.getByRole('button', { name: `${t.editor.save} (Russian)` }).click();
      await expect(page.getByRole('alert')).toContainText('Russian: Summary: required');
      await expect(page.locator('#ru-summary')).toBeFocused();
      await expect(page.locator('#ru-title')).toHaveValue('Агент для порта');
      await expect(page.locator('#lang-ru-state')).toHaveText(
        t.editor.missingFields.replace('{fields}', 'Summary, Industry'),
      );

      await page.locator('#ru-summary').fill('Причалы распределяются за секунды.');
      await page.locator('#ru-industry').fill('Логистика');
      await page.getByRole('button', { name: `${t.editor.save} (Russian)` }).click();
      await expect(page).toHaveURL(`${origin}${editPath}?saved&section=lang-ru`);
      await expect(page.locator('#lang-ru #saved')).toBeFocused();
      await expect(page.locator('#lang-ru #saved')).toBeInViewport();
      await expect(page.locator('#lang-ru #saved')).toHaveText(t.editor.saved);
      await expect(sections.getByRole('link', { name: /^Русский/ })).toHaveText('Русский 4 of 6 fields');
      await expect(page.locator('#lang-ru-state')).toHaveText(t.editor.requiredDone);

      // The translator's view: Russian beside the English, the English read only, nothing else shown.
      await page.getByRole('link', { name: t.editor.translatorView }).click();
      await expect(page).toHaveURL(`${origin}${editPath}?translate=ru`);
      await expect(page.locator('#lang-ru')).toBeVisible();
      for (const hidden of ['common', 'lang-en', 'lang-id', 'lang-es', 'lang-fr', 'lang-pt'])
        await expect(page.locator(`#${hidden}`), hidden).toBeHidden();
      await expect(page.locator('#lang-ru').getByRole('textbox')).toHaveCount(6);
      await expect(page.locator('#lang-ru [lang="en"]').first()).toHaveText(title);
      expect(
        await holdsStory(page.locator('#lang-ru [lang="en"]').nth(2).innerText()),
        'the English story beside',
      ).toBe(true);
      await expect(page.locator('#en-title')).toBeHidden();
      expect(await sidewaysOverflow(page), `${label} translator`).toBe(0);
      expect(await seriousViolations(page), `${label} translator`).toEqual([]);
      await page.locator('#ru-coverAlt').fill('Краны над портом');
      await page.getByRole('button', { name: `${t.editor.save} (Russian)` }).click();
      await expect(page).toHaveURL(`${origin}${editPath}?saved&translate=ru&section=lang-ru`);
      await expect(page.locator('#lang-ru #saved')).toBeFocused();
      await expect(page.locator('#ru-coverAlt')).toHaveValue('Краны над портом');
      expect(
        await holdsStory(page.locator('#en-body').inputValue()),
        'the story kept whole after a translator saves',
      ).toBe(true);
      await expect(page.locator('input[name="coverImage"]:checked'), 'the cover kept').toHaveValue(
        /^upload:[0-9a-f]{16}$/,
      );

      // The new case is moved one place up with the arrow key on its handle: said, saved, the focus kept.
      await page.goto(`${origin}/staff/cases`);
      const before = await titles(page);
      const from = before.indexOf(title);
      expect(from).toBeGreaterThan(0);
      const handle = page.getByRole('button', { name: `Move ${title}`, exact: true });
      await handle.focus();
      const reordered = page.waitForResponse((answer) => answer.url() === `${origin}/_actions/staff.cases.reorder`);
      await page.keyboard.press('ArrowUp');
      expect((await reordered).status()).toBe(200);
      const expected = [...before.slice(0, from - 1), title, before[from - 1]!, ...before.slice(from + 1)];
      await expect(page.locator('#reorder-status')).toHaveText(
        `${title} moved to position ${from} of ${before.length}. ${t.reorder.saved}`,
      );
      await expect(handle).toBeFocused();
      expect(await titles(page)).toEqual(expected);
      expect(await sidewaysOverflow(page), `${label} list`).toBe(0);
      expect(await seriousViolations(page), `${label} list`).toEqual([]);
      await page.reload();
      expect(await titles(page)).toEqual(expected);

      // Down again with the arrow key: the direction pressed.
      await page.getByRole('button', { name: `Move ${title}`, exact: true }).focus();
      const back = page.waitForResponse((answer) => answer.url() === `${origin}/_actions/staff.cases.reorder`);
      await page.keyboard.press('ArrowDown');
      expect((await back).status()).toBe(200);
      await expect(page.locator('#reorder-status')).toContainText(`moved to position ${from + 1} of ${before.length}`);
      await page.reload();
      expect(await titles(page)).toEqual(before);

      // Published, then archived with its address leading to another case: the old address answers 301 there.
      const publicUrl = `${origin}/en/cases/harbour-agent-${viewport.width}`;
      await page.goto(`${origin}${editPath}`);
      await page.getByRole('button', { name: t.editor.publish }).click();
      await expect(page.getByRole('status').filter({ hasText: t.editor.publishedNow })).toBeVisible();
      const shown = await page.request.get(publicUrl, { maxRedirects: 0 });
      expect(shown.status(), 'published').toBe(200);
      // Its first paint shows the uploaded cover: the placeholder is drawn in the page, the cover follows it.
      const html = await shown.text();
      expect(html).toMatch(/<img src="data:image\/avif;base64,[A-Za-z0-9+/]{100,}={0,2}"/);
      expect(html).toMatch(/<img src="\/media\/covers\/[0-9a-f]{16}-800\.jpg"[^>]* loading="lazy"/);
      expect(html).not.toContain('rel="preload" as="image"');
      const panel = page.getByRole('region', { name: t.archive.title });
      const choice = panel.getByLabel(t.archive.target);
      await choice.selectOption(
        (await choice.locator('option', { hasText: 'Retail:' }).first().getAttribute('value'))!,
      );
      await panel.getByRole('button', { name: t.archive.archive }).click();
      await expect(page.getByRole('status').filter({ hasText: t.archive.archivedNow })).toBeVisible();
      const moved = await page.request.get(publicUrl, { maxRedirects: 0 });
      expect(moved.status(), 'archived').toBe(301);
      expect(moved.headers().location).toBe('/en/cases/retail-analytics');
      await page.context().close();
    });
  }

  test('on a touch screen a case is dragged up by its handle, and a cover is picked with the arrow keys', async ({
    browser,
  }) => {
    const page = await signedIn(browser, { viewport: viewports[0], hasTouch: true, isMobile: true });
    await page.goto(`${origin}/staff/cases`);
    const before = await titles(page);
    const last = before.at(-1)!;
    const handle = page.getByRole('button', { name: `Move ${last}`, exact: true });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const target = (await page
      .locator('#cases-table tbody tr')
      .nth(before.length - 2)
      .boundingBox())!;
    const touch = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: from.x + from.width / 2, y }];
    const saved = page.waitForResponse((answer) => answer.url() === `${origin}/_actions/staff.cases.reorder`);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.y + from.height / 2) });
    for (let step = 1; step <= 12; step++) {
      const y = from.y + from.height / 2 + ((target.y + target.height / 4 - (from.y + from.height / 2)) * step) / 12;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await saved).status()).toBe(200);
    const dragged = [...before.slice(0, -2), last, before.at(-2)!];
    await expect(page.locator('#reorder-status')).toHaveText(
      `${last} moved to position ${before.length - 1} of ${before.length}. ${t.reorder.saved}`,
    );
    await page.reload();
    expect(await titles(page)).toEqual(dragged);

    await page.goto(`${origin}/staff/cases/new`);
    const covers = page.getByRole('group', { name: t.editor.cover });
    await covers.getByRole('radio', { name: t.editor.coverNone }).focus();
    await page.keyboard.press('ArrowDown');
    const second = covers.getByRole('radio').nth(1);
    await expect(second).toBeChecked();
    await expect(second).toBeFocused();
    expect(await second.evaluate((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent)).toMatch(/\S/);
    await page.context().close();
  });

  test('without a script, the list moves a case with its buttons', async ({ browser }) => {
    const page = await signedIn(browser, { viewport: viewports[0], javaScriptEnabled: false });
    await page.goto(`${origin}/staff/cases`);
    const before = await titles(page);
    await expect(page.getByRole('button', { name: /^Move .* up$/ }).first()).toBeDisabled();
    await page.getByRole('button', { name: `Move ${before[1]} up` }).click();
    await expect(page).toHaveURL(`${origin}/staff/cases#cases-table`);
    expect(await titles(page)).toEqual([before[1], before[0], ...before.slice(2)]);
    // The handle only a script moves is not shown.
    await expect(page.locator('#cases-table button[aria-keyshortcuts]')).toHaveCount(0);
    await page.context().close();
  });
});
