import { expect, test } from '@playwright/test';
import { everyPage } from '../../support/e2e/site';

// One pass over every page for both checks: each page opened once.
test('every internal link on every page answers below 400, and every in-page anchor points at an element', async ({
  page,
  request,
}) => {
  test.setTimeout(everyPage.length * 5_000);
  const targets = new Map<string, string>();
  const missing: string[] = [];
  for (const [, , path] of everyPage) {
    await page.goto(path);
    const { hrefs, unknownIds } = await page.evaluate(() => ({
      hrefs: [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].map((a) => a.href),
      unknownIds: [...document.querySelectorAll('a[href^="#"]')]
        .map((a) => a.getAttribute('href')!.slice(1))
        .filter((id) => id && !document.getElementById(id)),
    }));
    missing.push(...unknownIds.map((id) => `${path}#${id}`));
    for (const href of hrefs) {
      const url = new URL(href);
      if (url.origin !== new URL(page.url()).origin) continue;
      url.hash = '';
      if (!targets.has(url.href)) targets.set(url.href, path);
    }
  }
  expect.soft(missing, 'in-page anchors without their element').toEqual([]);
  const broken: string[] = [];
  for (const [url, foundOn] of targets) {
    const response = await request.get(url);
    if (response.status() >= 400) broken.push(`${url} (${response.status()}) on ${foundOn}`);
  }
  expect(broken).toEqual([]);
  expect(targets.size).toBeGreaterThan(50);
});
