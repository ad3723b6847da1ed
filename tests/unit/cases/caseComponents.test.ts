import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n';
import { CaseArticle, caseCoverPreload } from '../../../src/components/sections/cases/CaseArticle';
import { CaseCover } from '../../../src/components/sections/cases/CaseCover';
import { CaseList } from '../../../src/components/sections/cases/CaseList';
import { coverFingerprint } from '../../../src/integrations/caseCovers';
import placeholders from 'virtual:case-cover-placeholders';
import type { CaseEntry } from '../../../src/data/cases';
import { codeDocuments } from '../../../src/content/shown';

const entry: CaseEntry = {
  slug: 'summary-only',
  coverImage: null,
  title: 'Only a summary',
  summary: 'A short summary.',
  body: null,
  industry: 'Logistics',
  technologies: ['GPT'],
  results: [{ value: '2x', label: 'faster' }],
};

describe('case components', () => {
  it('say "content not available" in the page language when a case has no body', () => {
    const list = renderToStaticMarkup(createElement(CaseList, { shown: codeDocuments, lang: 'es', cases: [entry] }));
    expect(list).toContain(catalogs.es.cases.noContent);
    expect(list).toContain('href="/es/cases/summary-only"');
    const link = /<a [^>]*href="\/es\/cases\/summary-only"[^>]*>(.*?)<\/a>/s.exec(list)?.[1] ?? '';
    expect(link.replace(/<[^>]+>/g, '')).toBe(catalogs.es.cases.readMoreAbout.replace('{title}', entry.title));
    const article = renderToStaticMarkup(createElement(CaseArticle, { shown: codeDocuments, lang: 'ru', entry }));
    expect(article).toContain(catalogs.ru.cases.noContent);
  });

  it('show the empty message when a language has no cases', () => {
    const html = renderToStaticMarkup(createElement(CaseList, { shown: codeDocuments, lang: 'fr', cases: [] }));
    expect(html).toContain(catalogs.fr.cases.empty);
    expect(html).not.toContain('<article');
  });

  it('split the story into paragraphs on blank lines', () => {
    const html = renderToStaticMarkup(
      createElement(CaseArticle, {
        shown: codeDocuments,
        lang: 'en',
        entry: { ...entry, body: 'One.\n\nTwo.\n\n\nThree.' },
      }),
    );
    expect(html.match(/<p>(One\.|Two\.|Three\.)<\/p>/g)).toHaveLength(3);
  });

  it('render a shipped cover as a picture and an external one as a plain image, both sized', () => {
    const shipped = renderToStaticMarkup(createElement(CaseCover, { coverImage: null, sizes: '100vw' }));
    expect(shipped).toMatch(/^<picture/);
    // Named by the content of the shipped source, so a changed picture gets new addresses.
    const fingerprint = coverFingerprint(readFileSync('src/assets/cases/fallback.jpg'));
    expect(shipped).toContain(`type="image/avif" srcSet="/images/cases/fallback-480.${fingerprint}.avif 480w`);
    expect(shipped).toContain(`src="/images/cases/fallback-800.${fingerprint}.jpg"`);
    expect(shipped).toContain('loading="lazy"');
    const external = renderToStaticMarkup(
      createElement(CaseCover, {
        coverImage: 'https://cdn.example/c.png',
        sizes: '100vw',
        eager: true,
        priority: true,
      }),
    );
    expect(external).toMatch(/<img[^>]+src="https:\/\/cdn\.example\/c\.png"/);
    expect(external).not.toContain('<picture');
    expect(external).toContain('width="1600"');
    expect(external).toContain('height="900"');
    expect(external).toContain('loading="eager"');
    expect(external).toContain('fetchPriority="high"');
  });

  it('draw a shipped cover’s placeholder in the article, and fetch the cover itself once laid out, not first', () => {
    const article = renderToStaticMarkup(
      createElement(CaseArticle, {
        lang: 'en',
        shown: codeDocuments,
        entry: { ...entry, coverImage: 'retail-analytics' },
        placeholder: placeholders['retail-analytics'],
      }),
    );
    const [placeholder, cover] = article.match(/<img[^>]*>/g)!;
    const data = /src="data:image\/avif;base64,([^"]+)"/.exec(placeholder!)?.[1];
    // A real AVIF of its own, small enough for the page's first round trip.
    const bytes = Buffer.from(data!, 'base64');
    expect(bytes.subarray(4, 12).toString()).toBe('ftypavif');
    expect(bytes.length).toBeGreaterThan(800);
    expect(bytes.length).toBeLessThan(2500);
    expect(placeholder).toContain('alt=""');
    expect(placeholder).toContain('width="1600"');
    expect(cover).toContain('loading="lazy"');
    expect(cover).not.toContain('fetchPriority');
    expect(cover).toContain('src="/images/cases/retail-analytics-800.');
    expect(
      caseCoverPreload({ ...entry, coverImage: 'retail-analytics' }, placeholders['retail-analytics']),
    ).toBeUndefined();
  });

  it('draw the first card’s placeholder on the list, its cover fetched once laid out; the other cards as before', () => {
    const cases = (['fintech-customer-service', 'retail-analytics'] as const).map((slug) => ({
      ...entry,
      slug,
      coverImage: slug,
    }));
    const list = renderToStaticMarkup(
      createElement(CaseList, {
        lang: 'en',
        shown: codeDocuments,
        cases,
        firstPlaceholder: placeholders['fintech-customer-service'],
      }),
    );
    const [first, second] = list.split('<article').slice(1);
    const [placeholder, cover] = first!.match(/<img[^>]*>/g)!;
    expect(placeholder).toContain(`src="${placeholders['fintech-customer-service']}"`);
    expect(cover).toContain('src="/images/cases/fintech-customer-service-800.');
    expect(cover).toContain('loading="lazy"');
    expect(second).not.toContain('data:image');
    expect(second!.match(/<img[^>]*>/g)).toHaveLength(1);
    // Without a placeholder, the first card's cover loads at once, as before.
    const plain = renderToStaticMarkup(createElement(CaseList, { lang: 'en', shown: codeDocuments, cases }));
    expect(plain).not.toContain('data:image');
    expect(/<img[^>]*>/.exec(plain)![0]).toContain('loading="eager"');
  });

  it('load a cover without a placeholder first: high priority, eager, decoded with its frame, and preloaded', () => {
    const uploaded = { ...entry, coverImage: 'upload:0123456789abcdef' };
    const article = renderToStaticMarkup(
      createElement(CaseArticle, { lang: 'en', shown: codeDocuments, entry: uploaded }),
    );
    expect(article).not.toContain('data:image');
    const img = /<img[^>]*>/.exec(article)![0];
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('loading="eager"');
    expect(img).not.toContain('decoding="async"');
    expect(img).toContain('width="1600"');
    expect(img).toContain('height="900"');
    // The head asks for the same AVIF set at the same sizes as the article's <source>.
    const preload = caseCoverPreload(uploaded, undefined)!;
    expect(preload.type).toBe('image/avif');
    expect(preload.imageSrcSet).toContain('/media/covers/0123456789abcdef-480.avif 480w');
    expect(article).toContain(`srcSet="${preload.imageSrcSet}" sizes="${preload.imageSizes}"`);
    // A card further down the list still waits until it is near.
    const card = renderToStaticMarkup(createElement(CaseCover, { coverImage: null, sizes: '100vw' }));
    expect(card).toContain('decoding="async"');
  });
});
