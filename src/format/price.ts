import { languageInfo, type Lang } from '../i18n/languages';
import { currencyFor, type Currency } from '../data/packages';

/**
 * A package's starting monthly price (`prices`, from the published price table) in the page's
 * currency and locale: "$2,999" in English, "US$ 2.999" in Portuguese, "2 999 $US" in French,
 * "79 000 ₽" in Russian. The locale's own symbol, never the bare narrow "$", which reads as
 * pesos in Latin America.
 */
export function formatPackagePrice(lang: Lang, prices: Readonly<Record<Currency, number>>): string {
  const currency = currencyFor(lang);
  return new Intl.NumberFormat(languageInfo[lang].locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'symbol',
    maximumFractionDigits: 0,
  }).format(prices[currency]);
}
