import type { Offer, OfferCatalog } from 'schema-dts';
import { currencyFor, packages } from '../data/packages';
import { catalogFor } from '../i18n';
import type { Lang } from '../i18n/languages';
import { formPath } from '../routing/localizedPath';
import { organizationRef } from './jsonLd';

/**
 * The packages as the solutions page's price table shows them: one Offer each, priced per
 * month from the package table in the page's currency, leading to the contact form.
 */
export function packageOffers(lang: Lang, origin: URL): OfferCatalog {
  const t = catalogFor(lang).solutions.packages;
  const priceCurrency = currencyFor(lang);
  return {
    '@type': 'OfferCatalog',
    name: t.title,
    numberOfItems: packages.length,
    itemListElement: packages.map((pkg): Offer => ({
      '@type': 'Offer',
      name: pkg.name,
      description: t[pkg.id].description,
      url: new URL(formPath(lang, 'contact', { package: pkg.id }), origin).href,
      price: pkg.monthlyPrice[priceCurrency],
      priceCurrency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: pkg.monthlyPrice[priceCurrency],
        priceCurrency,
        unitCode: 'MON',
        unitText: t.perMonth,
      },
      seller: organizationRef(origin),
      itemOffered: { '@type': 'Service', name: pkg.name, provider: organizationRef(origin) },
    })),
  };
}
