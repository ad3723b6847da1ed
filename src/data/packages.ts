import type { Lang } from '../i18n/languages';

/**
 * The three packages, in display order, as the code holds them today. Editors change the names,
 * prices, order and popular flag in the staff area (the shared `packages` document), and pages
 * read the names their request shows through `packageName` and `packagesFor`. The ids stay
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
const codeNames: readonly NamedPackage[] = packages.map(({ id, name }) => ({ id, name }));

/** The packages a request shows, set on the server (`server/documents/copyScope.ts`); unset in the browser and at build time. */
type PackagesOverlay = () => readonly NamedPackage[] | undefined;

let overlay: PackagesOverlay | undefined;

/** Lets the server show the published (or previewed) `packages` document through `packagesFor`. */
export function providePackagesOverlay(source: PackagesOverlay): void {
  overlay = source;
}

/** The packages as the page being rendered names and orders them; elsewhere the code's. */
export function packagesFor(): readonly NamedPackage[] {
  return overlay?.() ?? codeNames;
}

/** The code's name of a package, the name a document without one falls back to. */
export function codePackageName(id: PackageId): string {
  return packages.find((pkg) => pkg.id === id)!.name;
}

/** A package's brand name, by its id, as the page being rendered shows it. */
export function packageName(id: PackageId): string {
  return packagesFor().find((pkg) => pkg.id === id)?.name ?? codePackageName(id);
}

/** Russian pages show roubles; every other language shows US dollars. */
export function currencyFor(lang: Lang): Currency {
  return lang === 'ru' ? 'RUB' : 'USD';
}
