import type { BreadcrumbList, Graph, IdReference, ListItem, Thing, WebPage } from 'schema-dts';
import { languageInfo, type Lang } from '../i18n/languages';
import { localizedPath } from '../routing/localizedPath';

/**
 * The company is described once, on each home page, under this id; every other node refers to
 * it by id instead of repeating it.
 */
export function organizationRef(origin: URL): IdReference {
  return { '@id': new URL('/#organization', origin).href };
}

/** The website of one language, described on that language's home page. */
export function websiteRef(lang: Lang, origin: URL): IdReference {
  return { '@id': new URL(localizedPath(lang, 'home', 'website'), origin).href };
}

/** One step of a breadcrumb trail: what the page is called and its absolute URL. */
export interface Crumb {
  name: string;
  url: string;
}

/** What every page says about itself; `type` is WebPage or one of its kinds. */
export interface PageFacts {
  type: WebPage['@type'];
  lang: Lang;
  origin: URL;
  name: string;
  description: string;
  /** From the home page down to this page, whose URL is the last one's. */
  trail: readonly [Crumb, ...Crumb[]];
  mainEntity?: WebPage['mainEntity'];
}

/**
 * A page as a graph: the page node (with its language, website and company by id), its
 * breadcrumb trail, and whatever else the page shows.
 */
export function pageGraph(facts: PageFacts, ...nodes: Thing[]): Graph {
  const { type, lang, origin, name, description, trail, mainEntity } = facts;
  const url = trail[trail.length - 1]!.url;
  const breadcrumb: BreadcrumbList = {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: trail.map((crumb, index): ListItem => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  const page = {
    '@type': type,
    '@id': url,
    url,
    name,
    description,
    inLanguage: languageInfo[lang].locale,
    isPartOf: websiteRef(lang, origin),
    publisher: organizationRef(origin),
    breadcrumb: { '@id': breadcrumb['@id']! },
    ...(mainEntity ? { mainEntity } : {}),
  } satisfies WebPage;
  return { '@context': 'https://schema.org', '@graph': [page, breadcrumb, ...nodes] };
}

/**
 * JSON-LD for a `<script>` element. `<` is written as `\u003c`, which JSON reads back as the
 * same character, so no text in the data can close the element or open a comment.
 */
export function serializeJsonLd(data: Graph): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
