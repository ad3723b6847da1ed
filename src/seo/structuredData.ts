import { site } from '../config/site';
import { offices } from '../data/offices';
import { languageInfo, languages, type Lang } from '../i18n/languages';
import { localizedPath } from '../routing/localizedPath';

type JsonLd = Record<string, unknown>;

/** Organization and WebSite, describing the company on its home page. */
export function homeStructuredData(lang: Lang, origin: URL, description: string): JsonLd[] {
  const home = new URL(localizedPath(lang, 'home'), origin).href;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': new URL('/#organization', origin).href,
    name: site.name,
    legalName: site.legalName,
    url: home,
    logo: new URL('/favicon.svg', origin).href,
    email: site.email,
    telephone: site.phone,
    foundingDate: String(site.foundingYear),
    description,
    address: offices
      .filter((office) => office.isMain)
      .map((office) => ({ '@type': 'PostalAddress', streetAddress: office.address, addressCountry: 'RU' })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.salesEmail,
      telephone: site.phone,
      availableLanguage: languages.map((code) => languageInfo[code].native),
    },
  };
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': new URL(`/${lang}#website`, origin).href,
    name: site.name,
    url: home,
    inLanguage: languageInfo[lang].locale,
    publisher: { '@id': organization['@id'] },
  };
  return [organization, website];
}

/** A WebPage entry for any other page, tied to the organization. */
export function webPageStructuredData(lang: Lang, url: string, name: string, description: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url,
    name,
    description,
    inLanguage: languageInfo[lang].locale,
    isPartOf: { '@type': 'WebSite', name: site.name, url: new URL(localizedPath(lang, 'home'), url).href },
  };
}

/** Serialises JSON-LD for a script element, escaping `<` so no content can close the tag. */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
