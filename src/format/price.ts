import { languageInfo, type Lang } from '../i18n/languages';
import { currencyFor, type PackageId, packages } from '../data/packages';

/**
 * A package's starting monthly price in the page's currency and locale: "$2,999" in English,
 * "US$ 2.999" in Portuguese, "2 999 $US" in French, "79 000 ₽" in Russian. The locale's own
 * symbol, never the bare narrow "$", which reads as pesos in Latin America.
 */
export function formatPackagePrice(lang: Lang, id: PackageId): string {
  const currency = currencyFor(lang);
  const pkg = packages.find((p) => p.id === id)!;
  return new Intl.NumberFormat(languageInfo[lang].locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    maximumFractionDigits: 0,
  }).format(pkg.monthlyPrice[currency]);
}
