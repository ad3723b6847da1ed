import type { Article, Graph, ItemList, ListItem } from 'schema-dts';
import { coverUrl } from '../data/caseCovers';
import { languageInfo, type Lang } from '../i18n/languages';
import { casePath } from '../routing/localizedPath';
import type { CaseEntry } from '../data/cases';
import { organizationRef, pageGraph } from './jsonLd';
import { pageCrumb, pageStructuredData } from './structuredData';
import type { ShownDocuments } from '../content/shown';

/** The cases page: a collection whose main entity is the list of cases it shows, in its order. */
export function caseListStructuredData(
  shown: ShownDocuments,
  lang: Lang,
  origin: URL,
  cases: readonly CaseEntry[],
): Graph {
  const list: ItemList = {
    '@type': 'ItemList',
    numberOfItems: cases.length,
    itemListElement: cases.map((entry, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.title,
      url: new URL(casePath(lang, entry.slug), origin).href,
    })),
  };
  return pageStructuredData(shown, lang, 'cases', origin, list);
}

/** A case's page: the page under Home › Cases, and the story as an Article published by the company. */
export function caseStructuredData(shown: ShownDocuments, lang: Lang, entry: CaseEntry, origin: URL): Graph {
  const url = new URL(casePath(lang, entry.slug), origin).href;
  const article: Article = {
    '@type': 'Article',
    '@id': `${url}#article`,
    headline: entry.title,
    description: entry.summary,
    image: [coverUrl(entry.coverImage, origin)],
    inLanguage: languageInfo[lang].locale,
    url,
    mainEntityOfPage: { '@id': url },
    ...(entry.industry ? { about: entry.industry } : {}),
    ...(entry.technologies.length ? { keywords: entry.technologies.join(', ') } : {}),
    author: organizationRef(origin),
    publisher: organizationRef(origin),
  };
  return pageGraph(
    {
      type: 'WebPage',
      lang,
      origin,
      name: entry.title,
      description: entry.summary,
      trail: [
        pageCrumb(shown, lang, 'home', origin),
        pageCrumb(shown, lang, 'cases', origin),
        { name: entry.title, url },
      ],
      mainEntity: { '@id': article['@id']! },
    },
    article,
  );
}
