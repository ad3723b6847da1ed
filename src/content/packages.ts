/**
 * The packages as documents editors change (`/staff/content`): the price table shared by every
 * language (`packages`: order, brand name, popular flag, monthly price per currency) and each
 * language's words for it (`packageCopy`: description and features). The package ids stay in
 * code (`data/packages.ts`): the contact form and stored leads name packages by id.
 * The seeds are today's content, so the first start changes no page.
 */
import { z } from 'zod';
import { codePackageName, packages, type PackageId } from '../data/packages.ts';
import { catalogs } from '../i18n/index.ts';
import type { Lang } from '../i18n/languages.ts';

const packageIds = packages.map((pkg) => pkg.id) as [PackageId, ...PackageId[]];

/** A monthly price in whole units of its currency. */
const monthlyPrice = z
  .number({ error: 'price.number' })
  .int({ error: 'price.whole' })
  .min(1, { error: 'price.min' })
  .max(100_000_000, { error: 'price.max' });

const text = (max: number) => z.string().trim().min(1, { error: 'text.required' }).max(max, { error: 'text.long' });

/**
 * A price table row as stored, with the code's name for its id when it has none (stored before
 * names were editable); anything else as it is. The schema, the editor's form and the version
 * comparison all read old rows through it.
 */
export function withName(row: unknown): unknown {
  if (typeof row !== 'object' || row === null || 'name' in row) return row;
  const id = (row as { id?: unknown }).id;
  return packageIds.includes(id as PackageId) ? { ...row, name: codePackageName(id as PackageId) } : row;
}

export const packagesSchema = z
  .object({
    /** In display order; each package once. */
    items: z
      .array(
        z.preprocess(
          withName,
          z.object({
            id: z.enum(packageIds),
            /** The brand name, the same in every language. */
            name: text(40),
            popular: z.boolean(),
            prices: z.object({ RUB: monthlyPrice, USD: monthlyPrice }),
          }),
        ),
      )
      .length(packageIds.length),
  })
  .refine((doc) => new Set(doc.items.map((item) => item.id)).size === packageIds.length, {
    error: 'packages.each',
    path: ['items'],
  })
  // Every package of a shared name is marked: the one the editor just renamed among them.
  .superRefine((doc, context) => {
    const key = (name: string) => name.toLocaleLowerCase('en');
    doc.items.forEach((item, index) => {
      if (doc.items.some((other) => other !== item && key(other.name) === key(item.name)))
        context.addIssue({ code: 'custom', message: 'packages.names', path: ['items', index, 'name'] });
    });
  });

export type PackagesDocument = z.infer<typeof packagesSchema>;

export const packageCopySchema = z.object(
  Object.fromEntries(
    packageIds.map((id) => [
      id,
      z.object({
        description: text(300),
        features: z.array(text(160)).min(1, { error: 'features.min' }).max(12, { error: 'features.max' }),
      }),
    ]),
  ) as Record<PackageId, z.ZodObject<{ description: z.ZodString; features: z.ZodArray<z.ZodString> }>>,
);

export type PackageCopyDocument = z.infer<typeof packageCopySchema>;

/** Today's price table, from the code. */
export function seedPackages(): PackagesDocument {
  return {
    items: packages.map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      popular: pkg.popular,
      prices: { ...pkg.monthlyPrice },
    })),
  };
}

/** Today's words for the packages in `lang`, from its catalog. */
export function seedPackageCopy(lang: Lang): PackageCopyDocument {
  const t = catalogs[lang].solutions.packages;
  return Object.fromEntries(
    packageIds.map((id) => [id, { description: t[id].description, features: [...t[id].features] }]),
  ) as PackageCopyDocument;
}
