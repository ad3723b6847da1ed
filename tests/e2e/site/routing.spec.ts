import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { catalogs } from '../../support/e2e/site';

test.describe('unprefixed paths', () => {
  test('redirect to English and keep the query', async ({ request }) => {
    const response = await request.get('/about?utm_source=news&x=1', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/en/about?utm_source=news&x=1');
  });

  test('redirect the root to the English home', async ({ request }) => {
    const response = await request.get('/?ref=ad', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/en?ref=ad');
  });

  test('honour the remembered language in the lang cookie', async ({ request }) => {
    const response = await request.get('/solutions?plan=growth', { maxRedirects: 0, headers: { cookie: 'lang=ru' } });
    expect(response.headers().location).toBe('/ru/solutions?plan=growth');
  });

  test('ignore a cookie that is not one of the six languages', async ({ request }) => {
    const response = await request.get('/contact', {
      maxRedirects: 0,
      headers: { cookie: 'lang=<script>alert(1)</script>' },
    });
    expect(response.headers().location).toBe('/en/contact');
  });

  test('land a browser on the language page', async ({ page }) => {
    await page.goto('/technology?from=test');
    await expect(page).toHaveURL(/\/en\/technology\?from=test$/);
    await expect(page.locator('h1')).toHaveText(catalogs.en.technology.title);
  });

  test('on a static host, say in the remembered language where the page goes', async ({ page, context, baseURL }) => {
    // What a static host serves at /about: the built fallback page (this server redirects by HTTP first).
    const fallback = await readFile(`${process.env.DIST_DIR ?? 'dist'}/client/about/index.html`, 'utf8');
    await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
    await page.route(
      (url) => url.pathname === '/about',
      (route) => route.fulfill({ contentType: 'text/html', body: fallback }),
    );
    // The notice as the page shows it while the browser goes on, reported from the page as it changes.
    const shown: Record<string, string | null>[] = [];
    await page.exposeFunction('reportNotice', (notice: Record<string, string | null>) => shown.push(notice));
    await page.addInitScript(() => {
      const report = () => {
        const main = document.querySelector('main');
        const link = main?.querySelector('a');
        if (!main || !link) return;
        const notice = {
          lang: main.lang,
          status: main.querySelector('[role="status"]')?.textContent ?? null,
          link: link.textContent,
          href: link.getAttribute('href'),
        };
        (window as unknown as { reportNotice: (notice: object) => void }).reportNotice(notice);
      };
      new MutationObserver(report).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.goto('/about?x=1');
    await expect(page).toHaveURL(/\/ru\/about\?x=1$/);
    await expect(page.locator('h1')).toHaveText(catalogs.ru.about.title);
    expect(shown.at(0)).toMatchObject({ status: catalogs.en.common.redirecting });
    expect(shown).toContainEqual({
      lang: 'ru',
      status: catalogs.ru.common.redirecting,
      link: catalogs.ru.common.redirectLink,
      href: '/ru/about?x=1',
    });
  });
});

test.describe('unknown paths', () => {
  test('answer 404 in the language of their prefix', async ({ page }) => {
    const response = await page.goto('/ru/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.locator('h1')).toContainText(catalogs.ru.notFound.title);
    await expect(page.getByRole('link', { name: catalogs.ru.notFound.home })).toHaveAttribute('href', '/ru');
  });

  test('answer 404 in English without a language prefix', async ({ page }) => {
    const response = await page.goto('/definitely/not/here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toContainText('Oops! Page not found');
    await expect(page.locator('text=404').first()).toBeVisible();
  });

  test('never reflect the attempted path as markup', async ({ request }) => {
    const response = await request.get('/es/%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(response.status()).toBe(404);
    expect(await response.text()).not.toContain('<script>alert(1)');
  });
});
