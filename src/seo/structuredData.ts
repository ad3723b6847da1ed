import type { Graph, Organization, Thing, WebPage, WebSite } from 'schema-dts';
import { site } from '../config/site';
import { mainOfficeOf } from '../data/offices';
import type { Messages } from '../i18n';
import { languageInfo, languages, type Lang } from '../i18n/languages';
import { localizedPath } from '../routing/localizedPath';
import { pagePaths, type PageId } from '../routing/pages';
import { organizationRef, pageGraph, websiteRef, type Crumb } from './jsonLd';
import { postalAddress } from './officesStructuredData';
import type { ShownDocuments } from '../content/shown';

/** What kind of page each of the site's pages is, for schema.org. */
const pageTypes = {
  home: 'WebPage',
  about: 'AboutPage',
  solutions: 'WebPage',
  cases: 'CollectionPage',
  technology: 'WebPage',
  contact: 'ContactPage',
  callback: 'ContactPage',
  meeting: 'ContactPage',
  privacy: 'WebPage',
  presentation: 'WebPage',
  apiDocs: 'WebPage',
} as const satisfies Record<PageId, WebPage['@type']>;

/** What a breadcrumb calls each page: the heading the page shows; the home page is "Home". */
const crumbNames: Record<PageId, (t: Messages) => string> = {
  home: (t) => t.nav.home,
  about: (t) => t.about.title,
  solutions: (t) => t.solutions.title,
  cases: (t) => t.cases.title,
  technology: (t) => t.technology.title,
  contact: (t) => t.contact.title,
  callback: (t) => t.contact_form.callback.title,
  meeting: (t) => t.contact_form.meeting.title,
  privacy: (t) => t.privacy.title,
  presentation: (t) => t.presentation.title,
  apiDocs: (t) => t.apiDocs.title,
};

/** The page whose path `page`'s is under (`contact` for `contact/callback`), if any. */
function parentOf(page: PageId): PageId | undefined {
  const path = pagePaths[page];
  return (Object.keys(pagePaths) as PageId[]).find(
    (other) => pagePaths[other] && path.startsWith(`${pagePaths[other]}/`),
  );
}

/** The breadcrumb step of one of the site's pages. */
export function pageCrumb(shown: ShownDocuments, lang: Lang, page: PageId, origin: URL): Crumb {
  return {
    name: crumbNames[page](shown.catalog(lang)),
    url: new URL(localizedPath(lang, page), origin).href,
  };
}

/**
 * JSON-LD of one of the site's pages: the page with its title and description, its breadcrumb
 * (home, the page it is under if any, then the page), and what it shows: `mainEntity` and further nodes.
 */
export function pageStructuredData(
  shown: ShownDocuments,
  lang: Lang,
  page: PageId,
  origin: URL,
  mainEntity?: WebPage['mainEntity'],
  ...nodes: Thing[]
): Graph {
  const meta = shown.catalog(lang).meta[page];
  const crumb = (step: PageId) => pageCrumb(shown, lang, step, origin);
  const parent = parentOf(page);
  return pageGraph(
    {
      type: pageTypes[page],
      lang,
      origin,
      name: meta.title,
      description: meta.description,
      trail: page === 'home' ? [crumb('home')] : [crumb('home'), ...(parent ? [crumb(parent)] : []), crumb(page)],
      mainEntity,
    },
    ...nodes,
  );
}

/** The home page: also where the company (Organization) and this language's website are described. */
export function homeStructuredData(shown: ShownDocuments, lang: Lang, origin: URL): Graph {
  const home = new URL(localizedPath(lang, 'home'), origin).href;
  const contacts = shown.contacts;
  const organization: Organization = {
    '@type': 'Organization',
    ...organizationRef(origin),
    name: site.name,
    legalName: site.legalName,
    url: home,
    logo: new URL('/favicon.svg', origin).href,
    email: contacts.email,
    telephone: contacts.phone,
    foundingDate: String(site.foundingYear),
    description: shown.catalog(lang).meta.home.description,
    address: postalAddress(shown, lang, mainOfficeOf(contacts.offices)),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.salesEmail,
      telephone: contacts.phone,
      availableLanguage: languages.map((code) => languageInfo[code].native),
    },
  };
  const website: WebSite = {
    '@type': 'WebSite',
    ...websiteRef(lang, origin),
    name: site.name,
    url: home,
    inLanguage: languageInfo[lang].locale,
    publisher: organizationRef(origin),
  };
  return pageStructuredData(shown, lang, 'home', origin, organizationRef(origin), organization, website);
}
