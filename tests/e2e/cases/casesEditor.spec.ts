/**
 * The cases editor as an editor uses it, with a server on PGlite and one on PostgreSQL whose
 * cases cache lives an hour (so only the change notice can make the public site show a change).
 * On PostgreSQL: a case written in English and Russian is refused while its Russian summary is
 * missing (the error names both, what was typed stays), saved as a draft (not public),
 * published (its page, the list, the sitemap and the API show it in those two languages
 * only), renamed (the old address answers 301), and an earlier version restored; sales are
 * refused the editor and change nothing. On PGlite: the cases reordered, the public list
 * following; the dashboard. Each flow runs on one store: how each store keeps and announces a
 * change is the integration suite's, on both (tests/integration/cases/caseChanges.test.ts).
 */
import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { startSite, type StartedSite } from '../../../scripts/startSite';
import { staffCatalogs } from '../../../src/i18n';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { catalogs } from '../../support/e2e/site';
import sharp from 'sharp';
import { jpegWithGps } from '../../fixtures/images';
import { signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { seriousViolations } from '../../support/e2e/staffScreens';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, one per store, free when the file loads.
const ports = await freePorts(2);

const t = staffCatalogs.en.cases;
const password = 'orbit lantern cobalt meadow 42';
const members = { 'edna@example.com': 'editor', 'sol@example.com': 'sales' } as const satisfies Record<
  string,
  StaffRole
>;
type Email = keyof typeof members;

const stores = [
  { name: 'PGlite', port: ports[0] },
  { name: 'PostgreSQL', port: ports[1] },
] as const;

/** What the public site answers at `path`, read without following redirects. */
async function publicAnswer(request: APIRequestContext, url: string) {
  const answer = await request.get(url, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers().location, text: await answer.text() };
}

for (const store of stores) {
  test.describe(`the cases editor on ${store.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const testStore = staffTestStore(store.name, store.port, 'cases', members);
    const { origin, settings } = testStore;
    const member = (browser: Browser, email: Email, locale = 'en-US') =>
      signedInPage(browser, testStore, { email, name: email.split('@')[0]!, password }, { locale });
    let site: StartedSite | undefined;
    let editPath = '';

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      await testStore.open();
      site = await startSite(store.port, { ...settings, CASES_CACHE_SECONDS: '3600', FORM_MIN_FILL_MS: '0' });
    });

    test.afterAll(async () => {
      await site?.stop();
      await testStore.close();
    });

    if (store.name === 'PostgreSQL')
      test('an editor writes a case in English and Russian, publishes it, renames it and restores a version', async ({
        browser,
        request,
      }) => {
        test.setTimeout(180_000);
        const editor = await member(browser, 'edna@example.com');
        // Warm the public caches: the list and the API are now cached for an hour.
        expect((await publicAnswer(request, `${origin}/en/cases`)).text).not.toContain('Harbour logistics');
        expect((await publicAnswer(request, `${origin}/functions/v1/get-cases-by-lang?lng=en`)).text).not.toContain(
          'harbour-logistics',
        );

        await editor.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Cases' }).click();
        await expect(editor.getByRole('heading', { level: 1 })).toHaveText(t.title);
        expect(await seriousViolations(editor), '/staff/cases').toEqual([]);
        await editor.getByRole('link', { name: t.newCase }).click();
        await editor.getByLabel(t.editor.slug).fill('harbour-logistics');
        await editor.locator('#en-title').fill('Harbour logistics <b>agent</b>');
        await editor.locator('#en-summary').fill('Berth planning answered in seconds.');
        await editor.locator('#en-industry').fill('Logistics');
        await editor.locator('#en-results').fill('4x | faster berth planning');
        await editor.locator('#ru-title').fill('Агент для портовой логистики');
        await editor.locator('#ru-industry').fill('Логистика');
        await editor.getByRole('button', { name: t.editor.create, exact: true }).click();

        const alert = editor.getByRole('alert');
        await expect(alert).toContainText('Russian: Summary: required');
        await expect(editor.locator('#ru-summary')).toHaveAttribute('aria-invalid', 'true');
        await expect(editor.locator('#ru-title')).toHaveValue('Агент для портовой логистики');
        await expect(editor.locator('#en-results')).toHaveValue('4x | faster berth planning');
        expect(await seriousViolations(editor), 'editor with errors').toEqual([]);

        // A text file renamed .jpg is refused, and nothing typed is lost.
        await editor.locator('#ru-summary').fill('Планирование причалов за секунды.');
        await editor.getByLabel(t.editor.coverFile).setInputFiles({
          name: 'harbour.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('Not a picture at all, only words.\n'),
        });
        await editor.getByRole('button', { name: t.editor.create, exact: true }).click();
        await expect(editor.getByRole('alert')).toContainText(`Cover: ${t.editor['not-an-image']}`);
        await expect(editor.locator('#ru-summary')).toHaveValue('Планирование причалов за секунды.');

        // A photo carrying GPS: stored without it, shown as the case's cover, with its alt text.
        await editor
          .getByLabel(t.editor.coverFile)
          .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps() });
        await editor.locator('#en-coverAlt').fill('Cranes over a container harbour at dusk');
        await editor.getByRole('button', { name: t.editor.create, exact: true }).click();
        await expect(editor.getByRole('status')).toHaveText(t.editor.saved);
        const preview = editor.locator('img[src^="/media/covers/"]');
        await expect(preview).toHaveCount(1);
        const variant = await request.get(`${origin}${await preview.getAttribute('src')}`);
        expect(variant.status()).toBe(200);
        expect(variant.headers()['content-type']).toBe('image/jpeg');
        expect(variant.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        const served = await sharp(await variant.body()).metadata();
        expect([served.width, served.height, served.exif]).toEqual([800, 450, undefined]);

        // A file over 10 MB is named at the field before anything is sent; without a script the
        // server says the same, and either way what was typed stays.
        const tooLarge = {
          name: 'too-large.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0xff),
        };
        const saved = editor.url();
        await editor.locator('#en-industry').fill('Ports and shipping');
        await editor.getByLabel(t.editor.coverFile).setInputFiles(tooLarge);
        await expect(editor.locator('#coverFile-check')).toHaveText(`${t.editor.coverFile}: ${t.editor['too-large']}`);
        await editor.getByRole('button', { name: t.editor.save, exact: true }).click();
        await expect(editor.getByLabel(t.editor.coverFile)).toBeFocused();
        expect(editor.url()).toBe(saved);
        await expect(editor.locator('#en-industry')).toHaveValue('Ports and shipping');
        const scriptless = await (
          await editor
            .context()
            .browser()!
            .newContext({ javaScriptEnabled: false, storageState: await editor.context().storageState() })
        ).newPage();
        await scriptless.goto(saved);
        await scriptless.locator('#en-industry').fill('Typed without a script');
        await scriptless.getByLabel(t.editor.coverFile).setInputFiles(tooLarge);
        await scriptless.getByRole('button', { name: t.editor.save, exact: true }).click();
        await expect(scriptless.getByRole('alert').first()).toContainText(`Cover: ${t.editor['too-large']}`);
        await expect(scriptless.locator('#en-industry')).toHaveValue('Typed without a script');
        await scriptless.context().close();
        expect((await variant.body()).includes(Buffer.from('Test Camera'))).toBe(false);
        editPath = new URL(editor.url()).pathname;
        expect(editPath).toMatch(/^\/staff\/cases\/\d+$/);
        expect(
          (await publicAnswer(request, `${origin}/en/cases/harbour-logistics`)).status,
          'a draft is not public',
        ).toBe(404);

        // The draft previewed as the public page and card, through a signed link for staff only.
        const previewLink = editor.locator('#previews').getByRole('link', { name: 'RU' });
        const previewUrl = origin + (await previewLink.getAttribute('href'));
        expect((await request.get(previewUrl, { maxRedirects: 0 })).status(), 'signed out').toBe(303);
        await previewLink.click();
        await expect(editor.getByRole('heading', { level: 1 })).toHaveText('Агент для портовой логистики');
        await expect(editor.getByRole('note')).toContainText('draft');
        await expect(editor.locator('.preview-card article')).toContainText('Планирование причалов за секунды.');
        await expect(editor.locator('.preview-card source[type="image/avif"]')).toHaveAttribute(
          'srcset',
          /\/media\/covers\/[0-9a-f]{16}-480\.avif 480w/,
        );
        expect(
          (await editor.request.get(previewUrl.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')))).status(),
          'tampered',
        ).toBe(404);
        await editor.goBack();

        await editor.getByRole('button', { name: t.editor.publish }).click();
        await expect(editor.getByRole('status')).toHaveText(t.editor.publishedNow);
        for (const lang of ['en', 'ru']) {
          const page = await publicAnswer(request, `${origin}/${lang}/cases/harbour-logistics`);
          expect(page.status, lang).toBe(200);
          expect(page.text, lang).toContain(
            lang === 'en' ? 'Harbour logistics &lt;b&gt;agent&lt;/b&gt;' : 'Агент для портовой логистики',
          );
        }
        const article = (await publicAnswer(request, `${origin}/en/cases/harbour-logistics`)).text;
        expect(article).toMatch(/<source type="image\/avif" srcSet="\/media\/covers\/[0-9a-f]{16}-480\.avif 480w/i);
        expect(article).toContain('alt="Cranes over a container harbour at dusk"');
        for (const lang of ['fr', 'id', 'es', 'pt'])
          expect((await publicAnswer(request, `${origin}/${lang}/cases/harbour-logistics`)).status, lang).toBe(404);
        expect((await publicAnswer(request, `${origin}/en/cases`)).text).toContain('Harbour logistics');
        expect((await publicAnswer(request, `${origin}/ru/cases`)).text).toContain('Агент для портовой логистики');
        expect((await publicAnswer(request, `${origin}/fr/cases`)).text).not.toContain('harbour-logistics');
        const sitemap = (await publicAnswer(request, `${origin}/sitemap.xml`)).text;
        expect(sitemap).toContain('/en/cases/harbour-logistics');
        expect(sitemap).toContain('/ru/cases/harbour-logistics');
        expect(sitemap).not.toContain('/fr/cases/harbour-logistics');
        expect((await publicAnswer(request, `${origin}/functions/v1/get-cases-by-lang?lng=en`)).text).toContain(
          '"id":"harbour-logistics"',
        );
        expect((await publicAnswer(request, `${origin}/functions/v1/get-cases-by-lang?lng=fr`)).text).not.toContain(
          'harbour-logistics',
        );

        // Renamed: the old address answers 301 to the new one.
        await editor.getByLabel(t.editor.slug).fill('harbour-logistics-ai');
        await editor.getByRole('button', { name: t.editor.save, exact: true }).click();
        await expect(editor.getByRole('status')).toHaveText(t.editor.saved);
        const moved = await publicAnswer(request, `${origin}/ru/cases/harbour-logistics`);
        expect(moved.status).toBe(301);
        expect(moved.location).toBe('/ru/cases/harbour-logistics-ai');
        expect((await publicAnswer(request, `${origin}/ru/cases/harbour-logistics-ai`)).status).toBe(200);

        // A later save, then the version before it restored.
        await editor.locator('#en-title').fill('Harbour logistics, revised');
        await editor.getByRole('button', { name: t.editor.save, exact: true }).click();
        await expect(editor.getByRole('status')).toHaveText(t.editor.saved);
        expect((await publicAnswer(request, `${origin}/en/cases/harbour-logistics-ai`)).text).toContain(
          'Harbour logistics, revised',
        );
        await editor.getByRole('link', { name: t.editor.history }).click();
        const versions = editor.locator('#versions tbody tr');
        await expect(versions).toHaveCount(4);
        await expect(versions.nth(0)).toContainText('saved');
        await expect(versions.nth(3)).toContainText('created');
        await editor.getByRole('button', { name: t.history.compare }).click();
        await expect(editor.locator('table').first()).toContainText('en.title');
        await expect(editor.locator('table').first()).toContainText('Harbour logistics, revised');
        expect(await seriousViolations(editor), 'history').toEqual([]);
        await versions
          .nth(1)
          .getByRole('button', { name: new RegExp(t.history.restore) })
          .click();
        await expect(editor.getByRole('status')).toHaveText(t.history.restored);
        await expect(versions).toHaveCount(5);
        await expect(versions.nth(0)).toContainText('restored');
        const restored = await publicAnswer(request, `${origin}/en/cases/harbour-logistics-ai`);
        expect(restored.text).toContain('Harbour logistics &lt;b&gt;agent&lt;/b&gt;');
        expect(restored.text).not.toContain('revised');

        // Back to the editor, named as such, then the translator's view: one language beside the English, the rest hidden.
        await editor
          .getByRole('link', { name: t.history.back.replace('{title}', 'Harbour logistics <b>agent</b>') })
          .click();
        await expect(editor.getByRole('heading', { level: 1 })).toContainText('Harbour logistics');
        await editor.getByRole('link', { name: t.editor.translatorView }).click();
        await expect(editor.locator('#lang-ru')).toBeVisible();
        for (const hidden of ['en', 'id', 'es', 'fr', 'pt'])
          await expect(editor.locator(`#lang-${hidden}`), hidden).toBeHidden();
        await expect(editor.locator('#lang-ru')).toContainText('Harbour logistics <b>agent</b>');
        await editor.context().close();
      });

    if (store.name === 'PGlite')
      test('an editor reorders cases by dragging a row, and with the move buttons; the public list follows', async ({
        browser,
        request,
      }) => {
        test.setTimeout(120_000);
        const editor = await member(browser, 'edna@example.com');
        await editor.goto(`${origin}/staff/cases`);
        // Read while the page may be reloading after a save: a read cut short counts as no answer yet.
        const titles = () =>
          editor
            .locator('#cases-table tbody th a')
            .allTextContents()
            .catch(() => []);
        const before = await titles();
        expect(before.length).toBeGreaterThan(2);
        expect(await seriousViolations(editor), 'list with drag and drop').toEqual([]);

        // Drag and drop with the pointer: the last case up one place.
        const last = before.at(-1)!;
        const saved = editor.waitForResponse(
          (answer) => answer.url() === `${origin}/_actions/staff.cases.reorder` && answer.request().method() === 'POST',
        );
        const items = editor.locator('#cases-table tbody tr');
        const handle = items.last().getByRole('button', { name: `Move ${last}`, exact: true });
        await handle.scrollIntoViewIfNeeded();
        const from = (await handle.boundingBox())!;
        const target = (await items.nth(before.length - 2).boundingBox())!;
        await editor.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await editor.mouse.down();
        await editor.mouse.move(from.x + from.width / 2, target.y + target.height / 4, { steps: 12 });
        await expect(editor.locator('[id^="DndLiveRegion"]')).toContainText(`is now at position ${before.length - 1}`);
        await editor.mouse.up();
        expect((await saved).status()).toBe(200);
        const dragged = [...before.slice(0, -2), last, before.at(-2)!];
        await expect.poll(titles).toEqual(dragged);

        // The first case down one place with its button (a move a page without a script posts).
        // The list moves the row at once; the public list can follow only once the save has answered.
        const savedAgain = editor.waitForResponse(
          (answer) => answer.url() === `${origin}/_actions/staff.cases.reorder` && answer.request().method() === 'POST',
        );
        await editor
          .locator('#cases-table tbody tr')
          .first()
          .locator('form', { has: editor.locator('input[value="down"]') })
          .getByRole('button')
          .click();
        const moved = [dragged[1]!, dragged[0]!, ...dragged.slice(2)];
        await expect.poll(titles).toEqual(moved);
        expect((await savedAgain).status()).toBe(200);
        await expect(editor.locator('#reorder-status')).toContainText(t.reorder.saved);
        // The public list shows the cases in the same order (those with English text). Read until it
        // does: right after a change the list is read afresh, and a store that cannot answer within
        // its time limits on a busy machine makes that one read a 503 (the list unavailable).
        const publicOrder = async () => {
          const list = await publicAnswer(request, `${origin}/en/cases`);
          const positions = moved
            .map((title) => list.text.indexOf(`>${title.replaceAll('<', '&lt;').replaceAll('>', '&gt;')}<`))
            .filter((index) => index >= 0);
          return {
            status: list.status,
            found: positions.length > 2,
            inOrder: positions.every((p, i) => !i || positions[i - 1]! < p),
          };
        };
        await expect.poll(publicOrder).toEqual({ status: 200, found: true, inOrder: true });
        await editor.context().close();
      });

    if (store.name === 'PGlite')
      test('the dashboard shows sales what the site brought, in English and Russian; editors are refused it', async ({
        browser,
      }) => {
        test.setTimeout(120_000);
        const visitor = await browser.newContext({ javaScriptEnabled: false });
        const form = await visitor.newPage();
        await form.goto(`${origin}/fr/contact?utm_source=newsletter`);
        const values = {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          subject: 'Moteurs',
          message: 'Appelez-moi au sujet de la machine.',
        };
        for (const [name, value] of Object.entries(values)) await form.locator(`#contact-${name}`).fill(value);
        await form.locator('#contact-consent').check();
        await form.locator('#contact-form form button[type=submit]').click();
        await expect(form.locator('#contact-form').getByRole('status')).toContainText(
          catalogs.fr.contact_form.success.title,
        );
        await visitor.close();

        const sales = await member(browser, 'sol@example.com');
        await sales
          .getByRole('navigation', { name: 'Staff sections' })
          .getByRole('link', { name: staffCatalogs.en.common.nav.dashboard })
          .click();
        await expect(sales.getByRole('heading', { level: 1 })).toHaveText(staffCatalogs.en.dashboard.title);
        await expect(sales.locator('#leads-total')).toHaveText('1');
        await expect(sales.locator('#by-page')).toContainText('/fr/contact');
        await expect(sales.locator('#by-language-table tbody')).toContainText('1');
        await expect(sales.getByRole('img', { name: /^1 leads over 90 days/ }).first()).toBeVisible();
        expect(await seriousViolations(sales), 'dashboard en').toEqual([]);
        await sales.context().close();

        const page = await member(browser, 'sol@example.com', 'ru-RU');
        await page.goto(`${origin}/staff/dashboard?days=7`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(staffCatalogs.ru.dashboard.title);
        await expect(page.locator('#leads-total')).toHaveText('1');
        expect(await seriousViolations(page), 'dashboard ru').toEqual([]);
        await page.context().close();

        const editor = await member(browser, 'edna@example.com');
        expect((await editor.request.get(`${origin}/staff/dashboard`, { maxRedirects: 0 })).status()).toBe(403);
        await editor.context().close();
      });

    if (store.name === 'PostgreSQL')
      test('sales are refused the editor and change nothing', async ({ browser, request }) => {
        test.setTimeout(120_000);
        const sales = await member(browser, 'sol@example.com');
        for (const path of [
          '/staff/cases',
          editPath,
          `${editPath}/history`,
          '/staff/cases/new',
          '/staff/cases/export.json',
          '/staff/cases/import',
        ]) {
          expect((await sales.request.get(`${origin}${path}`, { maxRedirects: 0 })).status(), path).toBe(403);
        }
        const refused = await sales.request.post(`${origin}${editPath}?_action=staff.cases.unpublish`, {
          form: { case: editPath.split('/').pop()! },
          headers: { Origin: origin },
          maxRedirects: 0,
        });
        expect(refused.status()).toBe(403);
        await expect(
          sales.getByRole('navigation', { name: 'Staff sections' }).getByRole('link', { name: 'Cases' }),
        ).toHaveCount(0);
        expect((await publicAnswer(request, `${origin}/en/cases/harbour-logistics-ai`)).status).toBe(200);
        await sales.context().close();
      });
  });
}
