import type { Offer, OfferCatalog } from 'schema-dts';
import type { PackageCopyDocument, PackagesDocument } from '../content/packages';
import { currencyFor } from '../data/packages';
import type { Lang } from '../i18n/languages';
import { formPath } from '../routing/localizedPath';
import { organizationRef } from './jsonLd';
import type { ShownDocuments } from '../content/shown';

/**
 * The packages as the solutions page's price table shows them: one Offer each, from the
 * published price table (`packages`) and the language's words for it (`copy`), priced per month
 * in the page's currency, leading to the contact form.
 */
export function packageOffers(
  shown: ShownDocuments,
  lang: Lang,
  origin: URL,
  packages: PackagesDocument,
  copy: PackageCopyDocument,
): OfferCatalog {
  const t = shown.catalog(lang).solutions.packages;
  const priceCurrency = currencyFor(lang);
  return {
    '@type': 'OfferCatalog',
    name: t.title,
    numberOfItems: packages.items.length,
    itemListElement: packages.items.map((pkg): Offer => ({
      '@type': 'Offer',
      name: pkg.name,
      description: copy[pkg.id].description,
      url: new URL(formPath(lang, 'contact', { package: pkg.id }), origin).href,
      price: pkg.prices[priceCurrency],
      priceCurrency,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: pkg.prices[priceCurrency],
        priceCurrency,
        unitCode: 'MON',
        unitText: t.perMonth,
      },
      seller: organizationRef(origin),
      itemOffered: { '@type': 'Service', name: pkg.name, provider: organizationRef(origin) },
    })),
  };
}
