import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { everyPage } from './site';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('axe finds no serious or critical violation', () => {
  for (const [, , path] of everyPage) {
    test(path, async ({ page }) => {
      await page.goto(path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const [, , path] of everyPage.filter(([lang]) => lang === 'en' || lang === 'ru')) {
    test(`${path} on a phone with the menu open`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto(path);
      await page.locator('[data-menu-toggle]').click();
      await expect(page.locator('[data-menu]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
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
