/**
 * The price table (`packages`), shared by every language. Its form has, per package, its
 * position (`position.start`, with `was.start` the position it opened at), brand name
 * (`name.start`), popular box (`popular.start`, `on` when ticked) and a price per currency
 * (`RUB.start`).
 */
import { packages, type PackageId } from '../../data/packages.ts';
import { packagesSchema, seedPackages, withName } from '../packages.ts';
import { defineDocumentKind, ordered, positionOrder, type DocumentFields } from './define.ts';

/** The packages, in the code's order. */
export const packageIds: readonly PackageId[] = packages.map((pkg) => pkg.id);

/** The currencies of a monthly price, in the table's order. */
export const currencies = ['RUB', 'USD'] as const;

interface PackageRow {
  id: PackageId;
  name?: string;
  popular: boolean;
  prices: Record<string, unknown>;
}

/** The packages in the order the form's positions put them. */
export function packageOrder(fields: DocumentFields): PackageId[] {
  return positionOrder(packageIds, fields);
}

/** A price as typed: a number when it reads as one (the schema then checks it is whole and in range), else the text (refused as no number). */
function price(typed: string | undefined): unknown {
  const text = (typed ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

export const packagesKind = defineDocumentKind({
  key: 'packages',
  scope: 'shared',
  schema: packagesSchema,
  seed: () => seedPackages(),
  pages: ['solutions'],
  form: {
    editor: 'packages',
    fields(data) {
      const fields: DocumentFields = {};
      const items = ((data as { items?: unknown[] } | null)?.items ?? [])
        .map((row) => withName(row) as PackageRow)
        .filter((item) => packageIds.includes(item.id));
      items.forEach((item, index) => {
        fields[`position.${item.id}`] = String(index + 1);
        fields[`name.${item.id}`] = item.name ?? '';
        fields[`popular.${item.id}`] = item.popular ? 'on' : '';
        for (const currency of currencies) fields[`${currency}.${item.id}`] = String(item.prices[currency] ?? '');
      });
      return fields;
    },
    data: (fields) => ({
      items: packageOrder(fields).map((id) => ({
        id,
        name: fields[`name.${id}`] ?? '',
        popular: !!fields[`popular.${id}`],
        prices: Object.fromEntries(currencies.map((currency) => [currency, price(fields[`${currency}.${id}`])])),
      })),
    }),
    // A price's path (`items.1.prices.RUB`) names the package at that place of the posted order.
    fieldOf([head, place, field, currency], fields) {
      const id = head === 'items' && place !== undefined ? packageOrder(fields)[Number(place)] : undefined;
      if (!id) return undefined;
      return field === 'prices' && currency ? `${currency}.${id}` : `${field ?? 'position'}.${id}`;
    },
  },
  /**
   * By package id, with its place (1 = first) and name (the code's, in a version stored without
   * one): moving one package shows as its position changing, not as every row's prices swapping.
   */
  comparable(data) {
    if (data === null || typeof data !== 'object' || !Array.isArray((data as { items?: unknown }).items)) return data;
    const items = (data as { items: Record<string, unknown>[] }).items;
    return Object.fromEntries(
      items.map((item, index) => {
        const { id, ...rest } = withName(item) as Record<string, unknown>;
        return [String(id), ordered({ position: index + 1, ...rest }, ['position', 'name', 'popular', 'prices'])];
      }),
    );
  },
});
