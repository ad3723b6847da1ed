import type { APIRoute } from 'astro';
import { cachePolicy } from '../server/http/cachePolicy';
import { languages, type Lang } from '../i18n/languages';
import { casePath } from '../routing/localizedPath';
import { indexedPages } from '../routing/pages';
import { alternates, pageLanguagePaths, withoutLanguages, type LanguagePaths } from '../seo/alternates';
import { noindexLanguages } from '../content/indexing';
import { readHeaders, type SourceRead } from '../server/cases/source';
import type { CaseEntry } from '../data/cases';

export const prerender = false;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * One `<url>` per language version of a page, each listing all versions as alternates, and when
 * it last changed (`lastmod`, a W3C datetime) where `changed` knows.
 */
function urlEntries(
  paths: LanguagePaths,
  origin: URL,
  changed: (lang: Lang) => Date | undefined = () => undefined,
): string[] {
  const links = alternates(paths, origin)
    .map((alt) => `<xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
    .join('');
  return languages
    .filter((lang) => paths[lang])
    .map((lang) => {
      const lastmod = changed(lang);
      return `<url><loc>${escapeXml(new URL(paths[lang]!, origin).href)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${links}</url>`;
    });
}

/** Each published case's page paths in the languages it exists in, from every language's list (read). */
function casePaths(lists: (readonly [Lang, CaseEntry[]])[]): LanguagePaths[] {
  const bySlug = new Map<string, LanguagePaths>();
  for (const [lang, list] of lists) {
    for (const entry of list) {
      const paths = bySlug.get(entry.slug) ?? {};
      paths[lang as Lang] = casePath(lang, entry.slug);
      bySlug.set(entry.slug, paths);
    }
  }
  return [...bySlug.values()];
}

/** The least fresh of several reads: failed if any failed, else the oldest standing in, else fresh. */
function leastFresh(reads: SourceRead<unknown>[]): SourceRead<unknown> {
  if (reads.some((read) => !read.ok)) return { ok: false };
  const ages = reads.map((read) => (read.ok ? read.ageSeconds : undefined)).filter((age) => age !== undefined);
  return { ok: true, value: null, ...(ages.length ? { ageSeconds: Math.max(...ages) } : {}) };
}

/**
 * Every indexed page (each language's version unless editors keep it out) and every published case, in every language it exists in, with hreflang
 * alternates; the pages shown from content documents with the date of their latest publish
 * (until the documents were first read, without it and kept nowhere).
 */
export const GET: APIRoute = async ({ site, url, locals }) => {
  const origin = new URL(site ?? url.origin);
  const reads = await Promise.all(languages.map(async (lang) => [lang, await locals.app.cases.list(lang)] as const));
  const read = leastFresh(reads.map(([, each]) => each));
  const { documents } = locals.app;
  const headers = {
    'Content-Type': 'application/xml; charset=utf-8',
    ...readHeaders(read, documents.loaded ? cachePolicy.sitemap : cachePolicy.never),
  };
  // A sitemap without the cases would tell crawlers their pages are gone.
  if (!read.ok)
    return new Response('The cases cannot be read right now; try again later.\n', {
      status: 503,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const lists = reads.map(([lang, each]) => [lang, each.ok ? each.value : []] as const);
  const entries = [
    // A version an editor kept out of search engines is neither listed nor an alternate.
    ...indexedPages.flatMap((page) =>
      urlEntries(withoutLanguages(pageLanguagePaths(page), noindexLanguages(documents, page)), origin, (lang) =>
        documents.pagePublishedAt(page, lang),
      ),
    ),
    ...casePaths(lists).flatMap((paths) => urlEntries(paths, origin)),
  ];
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
    entries.join('') +
    '</urlset>\n';
  return new Response(xml, { headers });
};
