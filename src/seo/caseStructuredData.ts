import { site } from '../config/site';
import { coverUrl } from '../data/caseCovers';
import { languageInfo, type Lang } from '../i18n/languages';
import { localizedPath } from '../routing/localizedPath';
import type { CaseEntry } from '../server/cases/types';

/** A case's page as a schema.org Article published by the company. */
export function caseArticleStructuredData(lang: Lang, entry: CaseEntry, url: string, origin: URL): Record<string, unknown> {
  const organization = {
    '@type': 'Organization',
    '@id': new URL('/#organization', origin).href,
    name: site.name,
    url: new URL(localizedPath(lang, 'home'), origin).href,
    logo: { '@type': 'ImageObject', url: new URL('/favicon.svg', origin).href },
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: entry.title,
    description: entry.summary,
    image: [coverUrl(entry.coverImage, origin)],
    inLanguage: languageInfo[lang].locale,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    ...(entry.industry ? { about: entry.industry } : {}),
    ...(entry.technologies.length ? { keywords: entry.technologies.join(', ') } : {}),
    author: organization,
    publisher: organization,
  };
}
