import type { APIRoute } from 'astro';
import { languages } from '../i18n/languages';
import { indexedPages } from '../routing/pages';
import { alternates, pageLanguagePaths } from '../seo/alternates';

/** Every indexed page in every language, each with its hreflang alternates. */
export const GET: APIRoute = ({ site }) => {
  const origin = new URL(site!);
  const entries = indexedPages.flatMap((page) => {
    const paths = pageLanguagePaths(page);
    const links = alternates(paths, origin)
      .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${alt.href}"/>`)
      .join('');
    return languages.map((lang) => `<url><loc>${new URL(paths[lang]!, origin).href}</loc>${links}</url>`);
  });
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>\n';
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
