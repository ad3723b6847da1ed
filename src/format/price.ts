import { languageInfo, type Lang } from '../i18n/languages';
import { currencyFor, type PackageId, packages } from '../data/packages';

/** A package's starting monthly price in the page's currency and locale, e.g. "$2,999" or "79 000 ₽". */
export function formatPackagePrice(lang: Lang, id: PackageId): string {
  const currency = currencyFor(lang);
  const pkg = packages.find((p) => p.id === id)!;
  return new Intl.NumberFormat(languageInfo[lang].locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(pkg.monthlyPrice[currency]);
}
