import { expect, test, type Page } from '@playwright/test';
import { catalogs, everyPage, languages, skipImagesAndFonts } from '../../support/e2e/site';

test.use({ javaScriptEnabled: false });

/** Every piece of text a visitor or a screen reader meets, with the language it is marked as. */
async function readableText(page: Page) {
  return page.evaluate(() => {
    const items: { text: string; lang: string }[] = [];
    const langOf = (el: Element | null) => el?.closest('[lang]')?.getAttribute('lang') ?? '';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style')) continue;
      const text = node.textContent?.trim();
      if (text) items.push({ text, lang: langOf(parent) });
    }
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], [alt]')) {
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const text = el.getAttribute(name)?.trim();
        if (text) items.push({ text, lang: langOf(el) });
      }
    }
    items.push({ text: document.title, lang: document.documentElement.lang });
    return items;
  });
}

/** English catalog sentences (three words or more) that should never appear untranslated. */
const englishSentences = new Set<string>();
(function collect(node: unknown) {
  if (typeof node === 'string') {
    if (node.split(/\s+/).length >= 3) englishSentences.add(node.replace(/\{\w+\}/g, '').trim());
  } else if (node && typeof node === 'object') Object.values(node).forEach(collect);
})(catalogs.en);

// One test per language, its pages read in turn on one page: a test per page cost more in
// browser set-up than in reading. Each check names the page; a failed one lets the rest run.
for (const lang of languages) {
  test(`every ${lang} page is entirely in its language and shows no unfilled placeholder`, async ({ page }) => {
    await skipImagesAndFonts(page);
    for (const [, , path] of everyPage.filter(([pageLang]) => pageLang === lang)) {
      await page.goto(path);
      const text = await page.locator('body').innerText();
      expect
        .soft(text, `${path}: an unfilled placeholder`)
        .not.toMatch(/\{(price|name|year|company|language|title|city|max|email|number|total)\}/);
      if (lang === 'en') continue;
      const items = await readableText(page);
      if (lang !== 'ru') {
        const cyrillic = items.filter((item) => /\p{Script=Cyrillic}/u.test(item.text) && item.lang !== 'ru');
        expect.soft(cyrillic, `${path}: Cyrillic text outside an element marked lang="ru"`).toEqual([]);
      }
      const english = items.filter((item) => item.lang === lang && englishSentences.has(item.text));
      expect.soft(english, `${path}: untranslated English sentences`).toEqual([]);
      const rawKeys = items.filter((item) => /^[a-z_]+(\.[a-z_]+){1,}$/.test(item.text));
      expect.soft(rawKeys, `${path}: raw message keys`).toEqual([]);
    }
  });
}
