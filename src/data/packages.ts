import type { Lang } from '../i18n/languages';

/** The three packages, in display order; names are brand names and stay untranslated. */
export const packages = [
  { id: 'start', name: 'Start', popular: false, monthlyPrice: { RUB: 29_000, USD: 999 } },
  { id: 'growth', name: 'Growth', popular: true, monthlyPrice: { RUB: 79_000, USD: 2_999 } },
  { id: 'scale', name: 'Scale', popular: false, monthlyPrice: { RUB: 149_000, USD: 9_999 } },
] as const;

export type PackageId = (typeof packages)[number]['id'];
export type Currency = keyof (typeof packages)[number]['monthlyPrice'];

/** A package's brand name, by its id. */
export function packageName(id: PackageId): string {
  return packages.find((pkg) => pkg.id === id)!.name;
}

/** Russian pages show roubles; every other language shows US dollars. */
export function currencyFor(lang: Lang): Currency {
  return lang === 'ru' ? 'RUB' : 'USD';
}
