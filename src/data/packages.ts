import type { Lang } from '../i18n/languages';

/**
 * The three packages, in display order, as the code holds them today. Editors change the names,
 * prices, order and popular flag in the staff area (the shared `packages` document), and pages
 * read the names their request shows from `Astro.locals.shown`. The ids stay
 * here: the contact form and stored leads name packages by id. Names are brand names: one for
 * every language.
 */
export const packages = [
  { id: 'start', name: 'Start', popular: false, monthlyPrice: { RUB: 29_000, USD: 999 } },
  { id: 'growth', name: 'Growth', popular: true, monthlyPrice: { RUB: 79_000, USD: 2_999 } },
  { id: 'scale', name: 'Scale', popular: false, monthlyPrice: { RUB: 149_000, USD: 9_999 } },
] as const;

export type PackageId = (typeof packages)[number]['id'];
export type Currency = keyof (typeof packages)[number]['monthlyPrice'];

/** A package as pages name it: its id and brand name, in the price table's order. */
export interface NamedPackage {
  id: PackageId;
  name: string;
}

/** The code's package names, in the code's order. */
export const codePackageNames: readonly NamedPackage[] = packages.map(({ id, name }) => ({ id, name }));

/** The code's name of a package, the name a document without one falls back to. */
export function codePackageName(id: PackageId): string {
  return packages.find((pkg) => pkg.id === id)!.name;
}

/** A package's brand name, by its id, as `shown` (the packages a page shows) names it. */
export function packageName(shown: readonly NamedPackage[], id: PackageId): string {
  return shown.find((pkg) => pkg.id === id)?.name ?? codePackageName(id);
}

/** Russian pages show roubles; every other language shows US dollars. */
export function currencyFor(lang: Lang): Currency {
  return lang === 'ru' ? 'RUB' : 'USD';
}
