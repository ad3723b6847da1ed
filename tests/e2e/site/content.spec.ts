import { expect, test } from '@playwright/test';
import { catalogs, languages, localizedPath, skipImagesAndFonts, type Lang, type PageId } from '../../support/e2e/site';
import { formatPackagePrice } from '../../../src/format/price';
import { seedPackages } from '../../../src/content/packages';
import { integrationGroups } from '../../../src/data/integrations';
import { offices } from '../../../src/data/offices';
import { site } from '../../../src/config/site';

// Everything a visitor reads must be in the HTML as served.
test.use({ javaScriptEnabled: false });

/** The sentences each page must show, picked from the language's catalog. */
const keyContent: Record<string, (lang: Lang) => string[]> = {
  about: (lang) => {
    const t = catalogs[lang].about;
    return [
      t.mission.title,
      t.mission.p1,
      t.mission.p2,
      t.cards.smart.title,
      t.cards.precise.title,
      t.cards.teamwork.title,
      t.cards.quality.title,
      t.story.p1,
      t.story.p2,
      t.story.p3,
      t.values.innovation.title,
      t.values.partnership.title,
      t.values.result.title,
    ];
  },
  solutions: (lang) => {
    const t = catalogs[lang].solutions;
    return [
      t.applications.customerService.title,
      t.applications.analytics.title,
      t.applications.automation.title,
      t.applications.sales.title,
      ...t.packages.start.features,
      ...t.packages.growth.features,
      ...t.packages.scale.features,
      t.packages.popular,
      ...seedPackages().items.map((pkg) => formatPackagePrice(lang, pkg.prices)),
      t.custom.title,
      t.custom.cta,
      t.integrations.title,
      ...integrationGroups.flatMap((g) => g.items),
    ];
  },
  cases: (lang) => {
    const t = catalogs[lang].cases;
    return [
      t.title,
      t.subtitle,
      t.numbers.title,
      t.numbers.efficiency.label,
      t.numbers.timeSaving.label,
      t.numbers.projects.label,
      t.numbers.satisfaction.label,
      t.cta.discuss,
      t.cta.viewAll,
    ];
  },
  technology: (lang) => {
    const t = catalogs[lang].technology;
    return [
      t.capabilities.ai.title,
      ...t.capabilities.security.items,
      t.stack.title,
      t.advantages.reliable.text,
      t.architecture.data.title,
      t.architecture.engine.title,
      t.architecture.api.title,
      t.cta.consultation,
      t.cta.apiDocs,
      catalogs[lang].tech_core.nlp.text,
    ];
  },
  contact: (lang) => {
    const t = catalogs[lang];
    return [
      t.contact_form.firstName.label,
      t.contact_form.message.label,
      t.contact.info.weekdays,
      t.contact.info.weekends,
      t.contact.quick.call.title,
      t.contact.quick.consultation.title,
      t.contact.quick.presentation.title,
      ...offices.map((office) => t.contact.offices[office.id]),
      ...offices.map((office) => t.contact.offices.addresses[office.id]),
      t.contact.replyPromise,
      site.email,
      site.phone,
    ];
  },
  privacy: (lang) => [
    catalogs[lang].privacy.collect.title,
    catalogs[lang].privacy.retention.text.slice(0, 40),
    site.privacyEmail,
  ],
  presentation: (lang) => catalogs[lang].presentation.slides.map((slide) => slide.title),
  apiDocs: (lang) => [catalogs[lang].apiDocs.title, '/functions/v1/get-cases-by-lang'],
};

for (const lang of languages) {
  for (const [page, expected] of Object.entries(keyContent)) {
    test(`${lang} ${page} shows its content without JavaScript, and no link on it is a dead "#"`, async ({
      page: browser,
    }) => {
      await skipImagesAndFonts(browser);
      await browser.goto(localizedPath(lang, page as PageId));
      const text = normalize((await browser.locator('body').textContent()) ?? '');
      const missing = expected(lang).filter((sentence) => !text.includes(normalize(sentence)));
      expect(missing).toEqual([]);
      expect(await browser.locator('a[href="#"], a:not([href])').count()).toBe(0);
    });
  }
}

test('form fields have labels, autocomplete and the agreed limits', async ({ page }) => {
  await page.goto('/es/contact');
  const t = catalogs.es.contact_form;
  const form = page.locator('#contact-form form');
  await expect(form.getByLabel(t.email.label, { exact: false }).first()).toHaveAttribute('type', 'email');
  await expect(form.locator('[name="firstName"]')).toHaveAttribute('maxlength', '100');
  await expect(form.locator('[name="firstName"]')).toHaveAttribute('autocomplete', 'given-name');
  await expect(form.locator('[name="company"]')).toHaveAttribute('maxlength', '200');
  await expect(form.locator('[name="phone"]')).toHaveAttribute('maxlength', '40');
  await expect(form.locator('[name="message"]')).toHaveAttribute('maxlength', '5000');
  for (const name of ['firstName', 'lastName', 'email', 'subject', 'message', 'consent']) {
    await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('required', '');
  }
  await expect(form.getByRole('link', { name: t.consentLink })).toHaveAttribute('href', '/es/privacy');
});

function normalize(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

test.describe('every button leads somewhere real', () => {
  test('packages open the contact form with the package chosen', async ({ page }) => {
    await page.goto('/fr/solutions');
    const choose = page.getByRole('link', { name: catalogs.fr.solutions.packages.choose });
    await expect(choose).toHaveCount(3);
    await expect(choose.nth(1)).toHaveAttribute('href', '/fr/contact?package=growth#contact-form');
    await expect(page.getByRole('link', { name: catalogs.fr.solutions.custom.cta })).toHaveAttribute(
      'href',
      '/fr/contact?subject=individual#contact-form',
    );
  });

  test('presentation, consultation and API documentation have their pages', async ({ page }) => {
    await page.goto('/id');
    await expect(page.getByRole('link', { name: catalogs.id.hero.ctaPresentation })).toHaveAttribute(
      'href',
      '/id/presentation',
    );
    await page.goto('/id/technology');
    await expect(page.getByRole('link', { name: catalogs.id.technology.cta.consultation })).toHaveAttribute(
      'href',
      '/id/contact?subject=technical#contact-form',
    );
    await expect(page.getByRole('link', { name: catalogs.id.technology.cta.apiDocs })).toHaveAttribute(
      'href',
      '/id/api-docs',
    );
  });

  test('contact quick actions, offices, call and email', async ({ page }) => {
    await page.goto('/ru/contact');
    const t = catalogs.ru.contact;
    // The call-back and meeting forms have pages of their own, which the quick action and the offices open.
    await expect(page.locator('a[href="/ru/contact/callback#callback"]')).toContainText(t.quick.call.title);
    await expect(page.locator('a[href="/ru/presentation"]').first()).toBeVisible();
    const meetings = page.locator('a[href*="#meeting"]');
    await expect(meetings).toHaveCount(3);
    await expect(meetings.first()).toHaveAttribute('href', '/ru/contact/meeting?office=moscow#meeting');
    await expect(page.locator('#callback, #meeting, astro-island:not(:has(#contact-firstName))')).toHaveCount(0);
    await expect(page.getByRole('link', { name: t.direct.call })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('link', { name: t.direct.email })).toHaveAttribute('href', /^mailto:/);
    await page.locator('a[href="/ru/contact/callback#callback"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogs.ru.contact_form.callback.title);
    await expect(page.locator('#callback form')).toBeVisible();
  });

  test('the cases call to action discusses a project or shows the list', async ({ page }) => {
    await page.goto('/pt/cases');
    await expect(page.getByRole('link', { name: catalogs.pt.cases.cta.discuss })).toHaveAttribute(
      'href',
      '/pt/contact?subject=project#contact-form',
    );
    await expect(page.getByRole('link', { name: catalogs.pt.cases.cta.viewAll })).toHaveAttribute(
      'href',
      '/pt/cases#case-list',
    );
  });
});
