import { expect, test } from '@playwright/test';
import { catalogs } from '../../support/e2e/site';

test.describe('language switcher', () => {
  test('opens on hover after a short delay and lists six languages with flags', async ({ page }) => {
    await page.goto('/en/about');
    const switcher = page.locator('details[data-language-switcher]');
    await switcher.locator('summary').hover();
    await expect(switcher).toHaveAttribute('open', '');
    const entries = switcher.locator('a[data-lang]');
    await expect(entries).toHaveCount(6);
    await expect(entries.locator('svg')).toHaveCount(6);
    await expect(entries.filter({ hasText: 'Рус' })).toHaveAttribute('lang', 'ru');
    await page.mouse.move(5, 700);
    await expect(switcher).not.toHaveAttribute('open', '');
  });

  test('goes to the same page and query in the chosen language and remembers it', async ({ page, context }) => {
    await page.goto('/en/solutions?utm_campaign=spring');
    await page.locator('details[data-language-switcher] summary').click();
    await page.getByRole('link', { name: 'Русский' }).first().click();
    await expect(page).toHaveURL(/\/ru\/solutions\?utm_campaign=spring$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('ru');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru');
    // The remembered language now decides where an unprefixed path leads.
    await page.goto('/contact');
    await expect(page).toHaveURL(/\/ru\/contact$/);
  });

  test('works with the keyboard alone', async ({ page }) => {
    await page.goto('/fr/cases');
    const summary = page.locator('details[data-language-switcher] summary');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('details[data-language-switcher]')).toHaveAttribute('open', '');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('details[data-language-switcher] a[data-lang]').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('details[data-language-switcher] a[data-lang="ru"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('details[data-language-switcher]')).not.toHaveAttribute('open', '');
    await expect(summary).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('End');
    await expect(page.locator('details[data-language-switcher] a[data-lang="pt"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pt\/cases$/);
  });
});

test.describe('header navigation', () => {
  test('marks the current page and links every page in the same language', async ({ page }) => {
    await page.goto('/es/technology');
    const nav = page.getByRole('navigation', { name: catalogs.es.nav.label });
    await expect(nav.getByRole('link', { name: catalogs.es.nav.technology })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('a[aria-current]')).toHaveCount(1);
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/es', '/es/about', '/es/solutions', '/es/cases', '/es/technology', '/es/contact']);
    await expect(page.getByRole('link', { name: catalogs.es.common.requestDemo }).first()).toHaveAttribute(
      'href',
      '/es#demo',
    );
  });

  test('the skip link is the first thing the keyboard reaches and jumps to the content', async ({ page }) => {
    await page.goto('/id');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: catalogs.id.common.skipToContent });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('folds the links behind a toggle while the switcher stays visible', async ({ page }) => {
    await page.goto('/en');
    const toggle = page.locator('[data-menu-toggle]');
    const nav = page.getByRole('navigation', { name: catalogs.en.nav.label });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
    await expect(page.locator('details[data-language-switcher] summary')).toBeVisible();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: catalogs.en.nav.about }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
  });

  test('opens and closes by keyboard, returning focus to the toggle on Escape', async ({ page }) => {
    await page.goto('/ru');
    const toggle = page.locator('[data-menu-toggle]');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: catalogs.ru.nav.label }).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the home page reads in full and every link still works', async ({ page }) => {
    await page.goto('/pt');
    const t = catalogs.pt;
    await expect(page.locator('h1')).toHaveText(t.hero.title);
    await expect(page.getByText(t.hero.description)).toBeVisible();
    await expect(page.getByText(t.hero.stats.uptime.label)).toBeVisible();
    const nav = page.getByRole('navigation', { name: t.nav.label });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: t.nav.contact }).click();
    await expect(page).toHaveURL(/\/pt\/contact$/);
  });

  test('the language switcher entries are plain links', async ({ page }) => {
    await page.goto('/en/about');
    await page.locator('details[data-language-switcher] summary').click();
    await page.locator('details[data-language-switcher] a[data-lang="id"]').click();
    await expect(page).toHaveURL(/\/id\/about$/);
  });
});
