/**
 * The content screens in a browser, without JavaScript: an admin limits an editor to Indonesian
 * on the team screen; the editor then sees the other documents as not theirs (and is refused
 * them, 403), has a refused field marked with what they typed kept, and saves a draft; the admin
 * previews the page with the draft; the admin publishes a new rouble price and name as version
 * 2, which visitors then see on the Russian page and in its Offer; on a phone, the admin gives /ru/about
 * a 4 MB photo as its social image, with a renamed text file for /ru/contact refused at its field
 * and the photo kept, and the page then names it as its `og:image`.
 */
import { expect, test, type Browser } from '@playwright/test';
import sharp from 'sharp';
import { staffCatalogs } from '../../../src/i18n';
import { fullTitle, snippetDescription } from '../../../src/seo/snippet';
import { jpegWithGps } from '../../fixtures/images';
import { holdScripts, slowCpu } from '../../support/e2e/pace';
import { serveStaffStore, signedInPage, staffTestStore } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const password = 'orbit lantern cobalt meadow 42';
const emails = { admin: 'ada@example.com', editor: 'tia@example.com' } as const;
const t = staffCatalogs.en.content;

test.describe('the content screens', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PGlite', port, 'content', { [emails.admin]: 'admin', [emails.editor]: 'editor' });
  const { origin } = testStore;
  serveStaffStore(testStore, port);

  async function signedIn(browser: Browser, role: keyof typeof emails, viewport = { width: 1280, height: 800 }) {
    const member = { email: emails[role], name: role === 'admin' ? 'Ada' : 'Tia', password };
    return signedInPage(browser, testStore, member, { javaScriptEnabled: false, viewport });
  }

  test('an admin limits an editor to Indonesian; the editor edits only that', async ({ browser }) => {
    // The editor takes up their invitation first, so the team screen lists them.
    const editor = await signedIn(browser, 'editor');
    const admin = await signedIn(browser, 'admin');
    await admin.goto(`${origin}/staff/team`);
    const limits = admin.getByRole('form', { name: 'Save content languages of Tia' });
    await limits.getByRole('checkbox', { name: 'Bahasa Indonesia' }).check();
    await limits.getByRole('button').click();
    await expect(admin.getByRole('status')).toHaveText('Tia may edit the content of: Bahasa Indonesia.');

    await editor.goto(`${origin}/staff/content`);
    await expect(editor.getByRole('link', { name: 'Edit Packages: words (Bahasa Indonesia)' })).toBeVisible();
    await expect(editor.getByRole('link', { name: /Packages: prices/ })).toHaveCount(0);
    await expect(editor.getByRole('link', { name: /Русский/ })).toHaveCount(0);
    for (const path of ['/staff/content/packages/all', '/staff/content/packageCopy/ru']) {
      const answer = await editor.goto(origin + path);
      expect(answer?.status(), path).toBe(403);
      await expect(editor.getByText(t.forbidden)).toBeVisible();
    }

    await editor.goto(`${origin}/staff/content/packageCopy/id`);
    await expect(editor.locator('#content-description-start-source')).toHaveAttribute('readonly', '');
    await editor.locator('#content-description-start').fill('   ');
    await editor.locator('#content-features-growth').fill('Satu\nDua');
    await editor.getByRole('button', { name: t.saveDraft }).click();
    await expect(editor.locator('#content-description-start')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.locator('#content-description-start-error')).toHaveText(t.errors['text.required']);
    // The summary says which field and takes the focus; its link leads to the field.
    await expect(editor.locator('#content-errors')).toBeFocused();
    await expect(
      editor.getByRole('alert').getByRole('link', { name: `Start: ${t.description}: ${t.errors['text.required']}` }),
    ).toHaveAttribute('href', '#content-description-start');
    await expect(editor.locator('#content-features-growth')).toHaveValue('Satu\nDua');
    await editor.locator('#content-description-start').fill('Deskripsi baru');
    await editor.getByRole('button', { name: t.saveDraft }).click();
    await expect(editor.getByRole('status')).toHaveText(t.done.saved);
    await editor.goto(`${origin}/staff/content/packageCopy/id`);
    await expect(editor.locator('#content-description-start')).toHaveValue('Deskripsi baru');

    // The preview shows the page with the draft; the public page is as published.
    await editor
      .getByRole('navigation', { name: t.preview.label })
      .getByRole('link', { name: 'Bahasa Indonesia' })
      .click();
    await expect(editor).toHaveURL(`${origin}/staff/content/preview/solutions/id`);
    await expect(editor.getByRole('note')).toContainText('with the saved drafts');
    await expect(editor.locator('#packages')).toContainText('Deskripsi baru');
    const published = await editor.request.get(`${origin}/id/solutions`);
    expect(await published.text()).not.toContain('Deskripsi baru');
    await admin.context().close();
    await editor.context().close();
  });

  test('an admin publishes a new rouble price and a new name as version 2', async ({ browser }) => {
    const admin = await signedIn(browser, 'admin');
    await admin.goto(`${origin}/staff/content/packages/all`);
    await admin.locator('#content-RUB-growth').fill('85000');
    await admin.getByRole('group', { name: 'Growth' }).getByLabel(t.packageName).fill('Growth Pro');
    await admin.getByRole('button', { name: t.publishNow }).click();
    await expect(admin.getByRole('status')).toHaveText('Published as version 2.');
    await expect(admin.locator('#content-RUB-growth')).toHaveValue('85000');
    await expect(admin.getByRole('region', { name: t.versions }).getByRole('rowheader')).toHaveText(['2', '1']);
    // Visitors see it at once, on the page and in its Offer.
    await admin.goto(`${origin}/ru/solutions`);
    await expect(admin.locator('#packages')).toContainText(/85\s000\s₽/);
    await expect(admin.locator('#packages h3')).toHaveText(['Start', 'Growth Pro', 'Scale']);
    const offers = await admin.locator('script[type="application/ld+json"]').allTextContents();
    expect(offers.join('')).toMatch(/"price":\s*85000\b/);
    expect(offers.join('')).toMatch(/"name":\s*"Growth Pro"/);
    await admin.context().close();
  });

  test('on a phone, the search-result preview follows what an editor types, also what was typed before the page\u2019s script ran', async ({
    browser,
  }) => {
    const admin = { email: emails.admin, name: 'Ada', password };
    const page = await signedInPage(browser, testStore, admin, { viewport: { width: 375, height: 667 } }, slowCpu);
    // A slow network: the page's scripts arrive only after the member has typed.
    const { release } = await holdScripts(page);
    await page.goto(`${origin}/staff/content/seo/ru`, { waitUntil: 'commit' });
    const title = page.locator('#content-meta-about-title');
    const description = page.locator('#content-meta-about-description');
    const preview = page.locator('figure[data-title-for="content-meta-about-title"]');
    const descriptionCount = page.locator('[data-seo-count="description"][data-for="content-meta-about-description"]');
    const long = 'Команда, которая строит ИИ-агентов для продаж и поддержки, '.repeat(5).trim();
    await description.fill(long);
    await expect(descriptionCount).not.toContainText(t.snippet.description.long);
    release();
    await expect(preview.locator('[data-seo-part=description]')).toHaveText(snippetDescription(long));
    await expect(descriptionCount).toContainText(t.snippet.description.long);
    await expect(descriptionCount).toContainText(`${[...long].length} characters`);
    // Once it runs, every key shows at once.
    await title.fill('О нас');
    await expect(preview.locator('[data-seo-part=title]')).toHaveText(fullTitle('О нас'));
    await expect(page.locator('[data-seo-count="title"][data-for="content-meta-about-title"]')).toContainText(
      t.snippet.title.short,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await page.context().close();
  });

  test('on a phone, an admin gives /ru/about a 4 MB photo as its social image; a text file for /ru/contact is refused and the photo kept', async ({
    browser,
  }) => {
    const admin = await signedIn(browser, 'admin', { width: 375, height: 667 });
    await admin.goto(`${origin}/staff/content/socialImages/ru`);
    const photo = await jpegWithGps();
    expect(photo.length).toBeGreaterThan(4 * 1024 * 1024);
    await admin
      .getByRole('group', { name: '/ru/about' })
      .getByLabel(t.socialImages.file)
      .setInputFiles({ name: 'team.jpg', mimeType: 'image/jpeg', buffer: photo });
    await admin.getByRole('group', { name: '/ru/about' }).getByLabel(t.socialImages.crop).selectOption('top');
    await admin
      .getByRole('group', { name: '/ru/contact', exact: true })
      .getByLabel(t.socialImages.file)
      .setInputFiles({ name: 'office.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await admin.getByRole('button', { name: t.publishNow }).click();

    await expect(admin.locator('#content-file-contact-error')).toHaveText(t.errors['image.not-an-image']);
    await expect(admin.locator('#content-file-contact')).toHaveAttribute('aria-invalid', 'true');
    const aboutCard = admin.getByRole('group', { name: '/ru/about' }).getByRole('img');
    await expect(aboutCard).toHaveAttribute('src', /^\/media\/social\/[0-9a-f]{16}\.jpg$/);
    await expect(admin.getByRole('group', { name: '/ru/about' }).getByLabel(t.socialImages.crop)).toHaveValue('top');
    await expect(admin.getByRole('group', { name: '/ru/contact', exact: true }).getByRole('img')).toHaveAttribute(
      'src',
      '/og/ru.png',
    );
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'the editor fits the phone').toBeLessThanOrEqual(375);

    await admin.getByRole('button', { name: t.publishNow }).click();
    await expect(admin.getByRole('status')).toHaveText('Published as version 2.');
    const card = await aboutCard.getAttribute('src');
    const page = await (await admin.request.get(`${origin}/ru/about`)).text();
    // The head names the site's origin as the build was told it; the path is the card's picture.
    expect(new URL(/<meta property="og:image" content="([^"]*)"/.exec(page)?.[1] ?? '/none').pathname).toBe(card);
    const image = await admin.request.get(origin + card);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const meta = await sharp(await image.body()).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([1200, 630, undefined]);
    await admin.context().close();
  });
});
