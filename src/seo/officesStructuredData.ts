import type { OpeningHoursSpecification, Place, PostalAddress } from 'schema-dts';
import { site } from '../config/site';
import type { Office } from '../data/offices';
import type { Lang } from '../i18n/languages';
import { localizedPath } from '../routing/localizedPath';
import type { ShownDocuments } from '../content/shown';

/** An office's address as the pages show it, with the city named in the page's language. */
export function postalAddress(shown: ShownDocuments, lang: Lang, office: Office): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: shown.catalog(lang).contact.offices.addresses[office.id],
    addressLocality: shown.catalog(lang).contact.offices[office.id],
    addressCountry: 'RU',
  };
}

/** The working hours, with their UTC offset so no reader takes them for its own time zone. */
function openingHours(): OpeningHoursSpecification {
  const { days, opens, closes, utcOffset } = site.workingHours;
  return {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: days,
    opens: `${opens}:00${utcOffset}`,
    closes: `${closes}:00${utcOffset}`,
  };
}

/** The offices as the contact page lists them: each a place with its address, phone and hours. */
export function officePlaces(shown: ShownDocuments, lang: Lang, origin: URL): Place[] {
  const page = new URL(localizedPath(lang, 'contact'), origin).href;
  return shown.contacts.offices.map((office): Place => ({
    '@type': 'Place',
    '@id': `${page}#office-${office.id}`,
    name: shown.catalog(lang).contact.offices[office.id],
    address: postalAddress(shown, lang, office),
    telephone: office.phone,
    ...(office.mapUrl ? { hasMap: office.mapUrl } : {}),
    openingHoursSpecification: openingHours(),
  }));
}
