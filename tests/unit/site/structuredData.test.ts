import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Seo } from '../../../src/components/head/Seo';
import { caseStructuredData } from '../../../src/seo/caseStructuredData';
import type { CaseEntry } from '../../../src/data/cases';
import { codeDocuments } from '../../../src/content/shown';

const origin = new URL('https://agentica.example');

const hostile: CaseEntry = {
  slug: 'hostile',
  coverImage: null,
  title: 'Closes early </script><script>alert(1)</script>',
  summary: 'Opens a comment <!-- and a </SCRIPT > in capitals',
  body: null,
  industry: '<b>Retail</b> & more',
  technologies: [],
  results: [],
};

/** The head as the server writes it, with the case page's JSON-LD. */
function renderHead(entry: CaseEntry): string {
  return renderToStaticMarkup(
    createElement(Seo, {
      lang: 'en',
      shown: codeDocuments,
      title: entry.title,
      description: entry.summary,
      origin,
      jsonLd: caseStructuredData(codeDocuments, 'en', entry, origin),
    }),
  );
}

describe('JSON-LD in a script element', () => {
  it('cannot be closed or turned into a comment by the text it carries', () => {
    const html = renderHead(hostile);
    const script = /<script type="application\/ld\+json">(.*?)<\/script>/is.exec(html);
    expect(script).not.toBeNull();
    const body = script![1]!;
    // The element ends where the server meant it to: its text holds no "<" at all.
    expect(body).not.toMatch(/</);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
  });

  it('reads back as the exact text it was given', () => {
    const html = renderHead(hostile);
    const body = /<script type="application\/ld\+json">(.*?)<\/script>/is.exec(html)![1]!;
    const graph = JSON.parse(body);
    const article = graph['@graph'].find((node: { '@type': string }) => node['@type'] === 'Article');
    expect(article.headline).toBe(hostile.title);
    expect(article.description).toBe(hostile.summary);
    expect(article.about).toBe(hostile.industry);
  });
});
