/**
 * A case's life in the editor, as an editor lives it on a phone and on a desktop (CPU 4x
 * slower). Archiving a published case: the public list, sitemap and page stop showing it and
 * its address answers 301 where the editor chose; brought back, it is public again as it was.
 * An admin deletes an archived case only after typing its slug again; sales are refused every
 * step, editors the delete, and nothing changes. Autosave, on the page's own clock moved by the
 * test: what is typed is kept as a draft (the public page stays), leaving asks first, a reload
 * offers the draft, and it opens in the editor, from there or from the history, to be saved.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { staffCatalogs } from '../../../src/i18n';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { holdScripts, slowCpu } from '../../support/e2e/pace';
import { seriousViolations, sidewaysOverflow } from '../../support/e2e/staffScreens';
import { serveStaffStore, staffTestStore, signedInPage } from '../../support/e2e/staffStore';
import { freePort } from '../../support/ports';

// The port of this file's own server, free when the file loads.
const port = await freePort();

const t = staffCatalogs.en.cases;
const a = t.archive;
const d = t.drafts;
const password = 'orbit lantern cobalt meadow 42';
const emails = {
  admin: 'ada@example.com',
  sales: 'sam@example.com',
  editor: 'eve@example.com',
} as const satisfies Record<StaffRole, string>;
const viewports = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/** What the public site answers at `path`, read without following redirects. */
async function publicAnswer(request: APIRequestContext, url: string) {
  const answer = await request.get(url, { maxRedirects: 0 });
  return { status: answer.status(), location: answer.headers().location, text: await answer.text() };
}

test.describe('a case\u2019s life in the editor', () => {
  test.describe.configure({ mode: 'serial' });
  const testStore = staffTestStore('PGlite', port, 'archive', {
    [emails.admin]: 'admin',
    [emails.sales]: 'sales',
    [emails.editor]: 'editor',
  });
  const { origin } = testStore;
  serveStaffStore(testStore, port, { FORM_MIN_FILL_MS: '0', RATE_LIMIT_MAX: '1000', CASES_CACHE_SECONDS: '3600' });

  /** A fresh browser context of `viewport` on a 4x slower CPU, signed in as `role` (the first time, its invitation taken up first). */
  async function signedIn(
    browser: Browser,
    role: StaffRole,
    viewport: (typeof viewports)[number] = viewports[1],
  ): Promise<Page> {
    const member = { email: emails[role], name: `${role} member`, password };
    return signedInPage(browser, testStore, member, { viewport }, slowCpu);
  }

  /** Opens the editor of the case titled `title` from the list, as a person would. */
  async function openCase(page: Page, title: string): Promise<string> {
    await page.goto(`${origin}/staff/cases`);
    await page.locator('#cases-table').getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    return new URL(page.url()).pathname;
  }

  const targets = [
    {
      viewport: viewports[0],
      slug: 'retail-analytics',
      title: 'Retail:',
      to: { label: 'HR:', path: (lang: string) => `/${lang}/cases/hr-recruiting` },
    },
    {
      viewport: viewports[1],
      slug: 'hr-recruiting',
      title: 'HR:',
      to: { label: a.targetList, path: (lang: string) => `/${lang}/cases` },
    },
  ];
  for (const { viewport, slug, title, to } of targets) {
    test(`at ${viewport.width} px an editor archives a published case, its address answers 301 where chosen, then brings it back`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(360_000);
      // Cached for an hour from here: only the change's purge can make the site show it.
      expect((await publicAnswer(request, `${origin}/en/cases`)).text).toContain(`/en/cases/${slug}`);
      expect((await publicAnswer(request, `${origin}/sitemap.xml`)).text).toContain(`/fr/cases/${slug}`);

      const editor = await signedIn(browser, 'editor', viewport);
      const fullTitle = (await editor.goto(`${origin}/staff/cases`),
      await editor.locator('#cases-table tbody th a', { hasText: title }).textContent())!;
      const path = await openCase(editor, fullTitle);
      const panel = editor.getByRole('region', { name: a.title });
      await panel.scrollIntoViewIfNeeded();
      await expect(panel.getByRole('link', { name: a.deleteLink })).toHaveCount(0);
      const choice = panel.getByLabel(a.target);
      const option = (await choice.locator('option', { hasText: to.label }).first().getAttribute('value'))!;
      await choice.selectOption(option);
      await panel.getByRole('button', { name: a.archive }).click();
      await expect(editor.getByRole('status').filter({ hasText: a.archivedNow })).toBeVisible();
      await expect(editor.getByRole('region', { name: a.title })).toContainText(a.archivedState.split(':')[0]!);
      expect(new URL(editor.url()).pathname).toBe(path);
      expect(await sidewaysOverflow(editor), `archived editor at ${viewport.width}`).toBe(0);
      expect(await seriousViolations(editor), `archived editor at ${viewport.width}`).toEqual([]);

      for (const lang of ['en', 'ru', 'fr']) {
        const moved = await publicAnswer(request, `${origin}/${lang}/cases/${slug}`);
        expect(moved.status, lang).toBe(301);
        expect(moved.location, lang).toBe(to.path(lang));
        expect((await publicAnswer(request, `${origin}/${lang}/cases`)).text, lang).not.toContain(
          `/${lang}/cases/${slug}`,
        );
      }
      expect((await publicAnswer(request, `${origin}/sitemap.xml`)).text).not.toContain(`/cases/${slug}`);
      expect((await publicAnswer(request, `${origin}/functions/v1/get-cases-by-lang?lng=en`)).text).not.toContain(
        `"id":"${slug}"`,
      );
      await editor.goto(`${origin}/staff/cases`);
      await expect(editor.locator('#cases-table tbody tr', { hasText: fullTitle })).toContainText(t.table.archived);

      await openCase(editor, fullTitle);
      await editor.getByRole('region', { name: a.title }).getByRole('button', { name: a.unarchive }).click();
      await expect(editor.getByRole('status').filter({ hasText: a.unarchivedNow })).toBeVisible();
      for (const lang of ['en', 'fr']) {
        expect((await publicAnswer(request, `${origin}/${lang}/cases/${slug}`)).status, lang).toBe(200);
        expect((await publicAnswer(request, `${origin}/${lang}/cases`)).text, lang).toContain(`/${lang}/cases/${slug}`);
      }
      expect((await publicAnswer(request, `${origin}/sitemap.xml`)).text).toContain(`/fr/cases/${slug}`);
      await editor.context().close();
    });
  }

  test('sales are refused every step and editors the delete; nothing changes', async ({ browser, request }) => {
    // Three members signed in on a 4x slower CPU: over 2 minutes on a busy 2-core machine. The
    // limit only ends a test that hangs.
    test.setTimeout(300_000);
    const editor = await signedIn(browser, 'editor');
    const path = await openCase(
      editor,
      (await editor.goto(`${origin}/staff/cases`),
      (await editor.locator('#cases-table tbody th a').first().textContent())!),
    );
    const id = path.split('/').pop()!;
    const slug = (await editor.getByLabel(t.editor.slug).inputValue()).trim();
    await editor.getByRole('region', { name: a.title }).getByRole('button', { name: a.archive }).click();
    await expect(editor.getByRole('status').filter({ hasText: a.archivedNow })).toBeVisible();

    const sales = await signedIn(browser, 'sales');
    expect((await sales.request.get(`${origin}${path}/archive`, { maxRedirects: 0 })).status()).toBe(403);
    for (const [action, form] of [
      ['unarchive', { case: id }],
      ['archive', { case: id, target: 'list' }],
      ['delete', { case: id, confirm: slug }],
    ] as const) {
      const refused = await sales.request.post(`${origin}${path}/archive?_action=staff.caseArchive.${action}`, {
        form,
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(refused.status(), `sales ${action}`).toBe(403);
    }
    const byEditor = await editor.request.post(`${origin}${path}/archive?_action=staff.caseArchive.delete`, {
      form: { case: id, confirm: slug },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(byEditor.status(), 'editor delete').toBe(403);
    await editor.goto(`${origin}${path}/archive`);
    await expect(editor.getByLabel(/To confirm/)).toHaveCount(0);
    expect((await publicAnswer(request, `${origin}/en/cases/${slug}`)).status).toBe(301);
    await editor.goto(origin + path);
    await expect(
      editor.getByRole('region', { name: a.title }).getByRole('button', { name: a.unarchive }),
    ).toBeVisible();

    // An admin deletes it, after typing its slug again.
    const admin = await signedIn(browser, 'admin', viewports[0]);
    await admin.goto(origin + path);
    await admin.getByRole('region', { name: a.title }).getByRole('link', { name: a.deleteLink }).click();
    await expect(admin.getByRole('heading', { level: 2 })).toHaveText(a.deleteTitle.replace('{slug}', slug));
    expect(await sidewaysOverflow(admin), 'delete step at 375').toBe(0);
    expect(await seriousViolations(admin), 'delete step').toEqual([]);
    const confirm = admin.getByLabel(a.deleteConfirm.replace('{slug}', slug));
    // Typed wrong, the browser holds the form back; the server refuses it too.
    await confirm.fill(`${slug}-x`);
    await admin.getByRole('button', { name: a.delete }).click();
    expect(await confirm.evaluate((field: HTMLInputElement) => field.validity.patternMismatch)).toBe(true);
    const mismatch = await admin.request.post(`${origin}${path}/archive?_action=staff.caseArchive.delete`, {
      form: { case: id, confirm: 'wrong' },
      headers: { Origin: origin },
      maxRedirects: 0,
    });
    expect(mismatch.status()).toBe(422);
    expect(await mismatch.text()).toContain(a['confirm-mismatch']);
    await confirm.fill(slug);
    await admin.getByRole('button', { name: a.delete }).click();
    // The list's own live regions (its reorder announcements) are statuses too: the notice is the one saying so.
    await expect(admin.getByRole('status').filter({ hasText: a.deletedNow.replace('{slug}', slug) })).toBeVisible();
    await expect(admin.locator('#cases-table')).not.toContainText(slug);
    expect((await publicAnswer(request, `${origin}/en/cases/${slug}`)).status).toBe(404);
    await admin.goto(`${origin}/staff/audit`);
    for (const action of ['Archived a case', 'Deleted an archived case for good'])
      await expect(admin.locator('main')).toContainText(action);
    for (const page of [editor, sales, admin]) await page.context().close();
  });

  for (const viewport of viewports) {
    test(`at ${viewport.width} px what an editor types is kept as a draft, offered after a reload and saved from it`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(360_000);
      const editor = await signedIn(browser, 'editor', viewport);
      await editor.clock.install();
      const path = await openCase(
        editor,
        (await editor.goto(`${origin}/staff/cases`),
        (await editor.locator('#cases-table tbody th a', { hasText: 'Retail:' }).textContent())!),
      );
      const typed = `Typed at ${viewport.width} px, kept as a draft.`;
      const summary = editor.locator('#en-summary');
      const before = await summary.inputValue();
      await summary.fill(`${before} ${typed}`);
      await expect(editor.locator('#case-autosave')).toHaveText(d.changed);

      // Leaving now asks first; staying keeps everything typed.
      const asked: string[] = [];
      editor.once('dialog', (dialog) => void (asked.push(dialog.type()), dialog.dismiss()));
      await editor.close({ runBeforeUnload: true });
      await expect.poll(() => asked).toEqual(['beforeunload']);
      expect(editor.isClosed()).toBe(false);
      await expect(summary).toHaveValue(`${before} ${typed}`);

      // Three seconds after the last change, on the page's clock: a draft, not the case.
      const kept = editor.waitForResponse(
        (answer) =>
          answer.url() === `${origin}${path}?_action=staff.caseDrafts.autosave` && answer.request().method() === 'POST',
      );
      await editor.clock.runFor(3000);
      expect((await kept).status()).toBe(204);
      await expect(editor.locator('#case-autosave')).toContainText(d.saved.split('{time}')[0]!);
      expect((await publicAnswer(request, `${origin}/en/cases/retail-analytics`)).text).not.toContain(typed);

      // A reload offers the newer draft; it opens in the editor.
      editor.on('dialog', (dialog) => void dialog.accept());
      await editor.reload();
      await expect(summary).toHaveValue(before);
      const offer = editor.locator('#draft-offer');
      await expect(offer).toContainText('eve@example.com');
      expect(await sidewaysOverflow(editor), `offer at ${viewport.width}`).toBe(0);
      expect(await seriousViolations(editor), `offer at ${viewport.width}`).toEqual([]);
      await offer.getByRole('link', { name: d.open }).click();
      await expect(summary).toHaveValue(`${before} ${typed}`);
      await expect(editor.getByRole('status').filter({ hasText: d.opened.split('{when}')[0]! })).toBeVisible();

      // The history lists it too, and opens it the same way.
      await editor.getByRole('link', { name: t.editor.history }).click();
      const drafts = editor.locator('#drafts tbody tr');
      await expect(drafts.first()).toContainText('eve@example.com');
      await expect(drafts.first()).toContainText(d.newer);
      expect(await seriousViolations(editor), `history with drafts at ${viewport.width}`).toEqual([]);
      await drafts.first().getByRole('link', { name: d.open }).click();
      await expect(summary).toHaveValue(`${before} ${typed}`);

      // Saved: now the public page says it, and nothing newer is offered.
      await editor.getByRole('button', { name: t.editor.save, exact: true }).click();
      await expect(editor.getByRole('status').filter({ hasText: t.editor.saved })).toBeVisible();
      expect((await publicAnswer(request, `${origin}/en/cases/retail-analytics`)).text).toContain(typed);
      await expect(editor.locator('#draft-offer')).toHaveCount(0);
      await editor.context().close();
    });
  }

  test('what an editor types before the page\u2019s script has run is a change like any other', async ({ browser }) => {
    test.setTimeout(240_000);
    const editor = await signedIn(browser, 'editor', viewports[0]);
    await editor.clock.install();
    const path = await openCase(editor, 'Retail:');
    // A slow network: the page's scripts arrive only after the member has typed.
    const { release } = await holdScripts(editor);
    await editor.goto(origin + path, { waitUntil: 'commit' });
    const summary = editor.locator('#en-summary');
    const typed = `${await summary.inputValue()} Typed before the script.`;
    await summary.fill(typed);
    const status = editor.locator('#case-autosave');
    await expect(status).toHaveText('');
    release();
    await expect(status).toHaveText(d.changed);
    const kept = editor.waitForResponse(
      (answer) =>
        answer.url() === `${origin}${path}?_action=staff.caseDrafts.autosave` && answer.request().method() === 'POST',
    );
    await editor.clock.runFor(3000);
    expect((await kept).status()).toBe(204);
    await expect(status).toContainText(d.saved.split('{time}')[0]!);
    await expect(summary).toHaveValue(typed);
    await editor.context().close();
  });
});
