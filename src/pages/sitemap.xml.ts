import type { APIRoute } from 'astro';
import { cachePolicy } from '../server/http/cachePolicy';
import { languages, type Lang } from '../i18n/languages';
import { casePath } from '../routing/localizedPath';
import { indexedPages } from '../routing/pages';
import { alternates, pageLanguagePaths, type LanguagePaths } from '../seo/alternates';
import { readCaseList } from '../server/cases/source';

export const prerender = false;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** One `<url>` per language version of a page, each listing all versions as alternates. */
function urlEntries(paths: LanguagePaths, origin: URL): string[] {
  const links = alternates(paths, origin)
    .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
    .join('');
  return languages
    .filter((lang) => paths[lang])
    .map((lang) => `<url><loc>${escapeXml(new URL(paths[lang]!, origin).href)}</loc>${links}</url>`);
}

/** Each published case's page paths in the languages it exists in, from every language's list. */
async function casePaths(): Promise<{ paths: LanguagePaths[]; failed: boolean }> {
  const lists = await Promise.all(languages.map(async (lang) => [lang, await readCaseList(lang)] as const));
  const bySlug = new Map<string, LanguagePaths>();
  for (const [lang, list] of lists) {
    for (const entry of list.value) {
      const paths = bySlug.get(entry.slug) ?? {};
      paths[lang as Lang] = casePath(lang, entry.slug);
      bySlug.set(entry.slug, paths);
    }
  }
  return { paths: [...bySlug.values()], failed: lists.some(([, list]) => list.failed) };
}

/** Every indexed page and every published case, in every language it exists in, with hreflang alternates. */
export const GET: APIRoute = async ({ site, url }) => {
  const origin = new URL(site ?? url.origin);
  const cases = await casePaths();
  const entries = [
    ...indexedPages.flatMap((page) => urlEntries(pageLanguagePaths(page), origin)),
    ...cases.paths.flatMap((paths) => urlEntries(paths, origin)),
  ];
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>\n';
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': cases.failed ? cachePolicy.never : cachePolicy.sitemap,
    },
  });
};
