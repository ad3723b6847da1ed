import { expect, test } from '@playwright/test';
import { everyPage } from '../../support/e2e/site';

test('every internal link on every page answers below 400', async ({ page, request }) => {
  test.setTimeout(everyPage.length * 5_000);
  const targets = new Map<string, string>();
  for (const [, , path] of everyPage) {
    await page.goto(path);
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      url.hash = '';
      if (!targets.has(url.href)) targets.set(url.href, path);
    }
  }
  const broken: string[] = [];
  for (const [url, foundOn] of targets) {
    const response = await request.get(url);
    if (response.status() >= 400) broken.push(`${url} (${response.status()}) on ${foundOn}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(50);
});

test('in-page anchors point at elements that exist', async ({ page }) => {
  test.setTimeout(everyPage.length * 5_000);
  const missing: string[] = [];
  for (const [, , path] of everyPage) {
    await page.goto(path);
    const anchors = await page
      .locator('a[href^="#"]')
      .evaluateAll((links) =>
        links.map((a) => a.getAttribute('href')!.slice(1)).filter((id) => id && !document.getElementById(id)),
      );
    missing.push(...anchors.map((id) => `${path}#${id}`));
  }
  expect(missing).toEqual([]);
});
