import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { indexedPages } from '../../../src/routing/pages';
import { catalogs, everyPage, languageInfo, languages } from '../../support/e2e/site';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe with the WCAG 2.2 AA and best-practice rules, plus label-in-name (axe ships it off, as experimental). */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: tags },
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('axe finds no serious or critical violation', () => {
  // Every page in every language is checked by axe at one width and, at the phone's, fits it:
  // the width alternates page by page and language by language, so each page is checked at both
  // widths and each language too (two axe runs on each of the 54 pages took a quarter of an hour
  // of a busy 2-core machine). One test per language, its pages read in turn on one page: with a
  // test and a browser of its own, each page spent over a third of its time setting them up. Each
  // page is a step named after it and each check names its page, so a failure still says where;
  // a failed check lets the other pages be checked.
  for (const lang of languages) {
    test(`every ${lang} page: by axe at 375 px with the menu open or at 1280 px, and fitting 375 px`, async ({
      page,
    }) => {
      // Nine pages, each read by axe: minutes on a busy machine.
      test.setTimeout(300_000);
      // Each page is read as a visitor's first page, in the system font, as it was when every page
      // had a browser of its own: a later page of a visit finds the flag the first one left and
      // paints in the web font.
      await page.addInitScript(() => {
        try {
          sessionStorage.removeItem('webfont');
        } catch {
          // A document without storage (about:blank) has no flag to forget.
        }
      });
      for (const [, pageId, path] of everyPage.filter(([pageLang]) => pageLang === lang)) {
        const phone = (indexedPages.indexOf(pageId) + languages.indexOf(lang)) % 2 === 0;
        const title = phone
          ? `${path} at 375 px, fitting the screen, with the menu open`
          : `${path} at 1280 px, and fitting 375 px`;
        await test.step(title, async () => {
          if (!phone) {
            await page.setViewportSize({ width: 1280, height: 800 });
            await page.goto(path);
            expect.soft(await seriousViolations(page), `${path} at 1280 px`).toEqual([]);
          }
          await page.setViewportSize({ width: 375, height: 740 });
          if (phone) await page.goto(path);
          // Nothing wider than the phone: a long word in a heading ("конфиденциальности") wraps.
          expect
            .soft(
              await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
              `${path}: sideways overflow at 375 px`,
            )
            .toBe(0);
          if (!phone) return;
          await page.locator('[data-menu-toggle]').click();
          await expect.soft(page.locator('[data-menu]'), `${path}: the menu, open`).toBeVisible();
          expect.soft(await seriousViolations(page), `${path} at 375 px, menu open`).toEqual([]);
        });
      }
    });
  }

  test('on a phone with the language switcher open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ru/contact');
    await page.locator('details[data-language-switcher] summary').click();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on the not-found page', async ({ page }) => {
    await page.goto('/fr/missing');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('the rule set catches a label that hides the visible text', () => {
  test('a control named unlike its text is reported', async ({ page }) => {
    await page.goto('/en/about');
    await page
      .locator('details[data-language-switcher] summary')
      .evaluate((summary) => summary.setAttribute('aria-label', 'Pick a language'));
    expect(await seriousViolations(page)).toEqual([expect.stringMatching(/^label-content-name-mismatch: /)]);
  });
});

test.describe('the language switcher', () => {
  for (const lang of languages) {
    test(`${lang}: its name starts with the text it shows, then names the language`, async ({ page }) => {
      await page.goto(`/${lang}/solutions`);
      const { short, native } = languageInfo[lang];
      const hint = catalogs[lang].common.currentLanguage.replace('{language}', native);
      await expect(page.locator('details[data-language-switcher] summary')).toHaveAccessibleName(`${short} ${hint}`);
    });
  }

  test('keeps one width in every language, its content fitting inside', async ({ page }) => {
    const sizes = new Set<string>();
    for (const lang of languages) {
      await page.goto(`/${lang}/about`);
      const size = await page
        .locator('details[data-language-switcher] summary')
        .evaluate((el) => ({ width: el.getBoundingClientRect().width, overflows: el.scrollWidth > el.clientWidth }));
      expect(size.overflows, lang).toBe(false);
      sizes.add(String(size.width));
    }
    expect([...sizes]).toHaveLength(1);
  });
});
