/**
 * A content document as the staff editor's form holds it: one text per field, so what a member
 * typed is kept as typed when it is refused. A page copy document has a field per text, named
 * by its path (`hero.title`); the contacts a field per value (`email`, `phone.moscow`, `map.moscow`,
 * `main`, `position.moscow`); the indexing document a box per page (`noindex.about`, `on` when
 * ticked); the social images a hidden field per page naming its image (`image.about`), beside
 * the file picked (`file.about`, read by `staffDocuments.ts` before the form is), the crop
 * (`crop.about`) and a box to go back to the language's card (`reset.about`). `fieldsOf` fills
 * the form from a document, `dataOf` reads a document back from the posted form, and
 * `fieldErrors` puts the store's refusals at the fields they are about.
 */
import type { DocumentKey } from '../../content/documents.ts';
import { copyFromTexts, copyTexts, isCopyKey } from '../../content/pageCopy.ts';
import { officeIds, type Contacts, type OfficeId } from '../../data/offices.ts';
import { withName } from '../../content/packages.ts';
import { packages, type PackageId } from '../../data/packages.ts';
import type { IndexingDocument } from '../../content/indexing.ts';
import type { SocialImagesDocument } from '../../content/socialImages.ts';
import { indexedPages } from '../../routing/pages.ts';

/** The form's fields by name: `name.start`, `RUB.start`, `popular.growth`, `features.scale`, `publishAt`, ... */
export type DocumentFields = Record<string, string>;

/** The packages, in the code's order. */
export const packageIds: readonly PackageId[] = packages.map((pkg) => pkg.id);

/** The currencies of a monthly price, in the table's order. */
export const currencies = ['RUB', 'USD'] as const;

/** The field of a form no single field is about. */
export const FORM_FIELD = 'form';

interface PackageRow {
  id: PackageId;
  name?: string;
  popular: boolean;
  prices: Record<string, unknown>;
}

interface PackageCopy {
  description: string;
  features: string[];
}

/** The form's fields holding `data` (the published version or the draft) of the document `key`. */
export function fieldsOf(key: DocumentKey, data: unknown): DocumentFields {
  if (isCopyKey(key)) return Object.fromEntries(copyTexts(data));
  if (key === 'indexing') {
    const noindex = (data as Partial<IndexingDocument> | null)?.noindex;
    return Object.fromEntries(indexedPages.map((page) => [`noindex.${page}`, noindex?.[page] ? 'on' : '']));
  }
  if (key === 'socialImages') {
    const images = (data as Partial<SocialImagesDocument> | null)?.images;
    return Object.fromEntries(indexedPages.map((page) => [`image.${page}`, images?.[page] ?? '']));
  }
  const fields: DocumentFields = {};
  if (key === 'offices') {
    const contacts = (data ?? {}) as Partial<Contacts>;
    fields.email = contacts.email ?? '';
    fields.phone = contacts.phone ?? '';
    (contacts.offices ?? []).forEach((office, index) => {
      fields[`position.${office.id}`] = String(index + 1);
      fields[`phone.${office.id}`] = office.phone;
      fields[`map.${office.id}`] = office.mapUrl ?? '';
      if (office.isMain) fields.main = office.id;
    });
    return fields;
  }
  if (key === 'packages') {
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
  }
  const copy = (data ?? {}) as Partial<Record<PackageId, PackageCopy>>;
  for (const id of packageIds) {
    fields[`description.${id}`] = copy[id]?.description ?? '';
    fields[`features.${id}`] = (copy[id]?.features ?? []).join('\n');
  }
  return fields;
}

/** `ids` in the order the form's positions put them (on a tie, the one just moved first). */
function positionOrder<Id extends string>(ids: readonly Id[], fields: DocumentFields): Id[] {
  const position = (id: Id) => Number(fields[`position.${id}`]) || ids.length;
  const moved = (id: Id) => (fields[`was.${id}`] && fields[`was.${id}`] !== fields[`position.${id}`] ? 0 : 1);
  return [...ids].sort((a, b) => position(a) - position(b) || moved(a) - moved(b) || ids.indexOf(a) - ids.indexOf(b));
}

/** The packages in the order the form's positions put them. */
export function packageOrder(fields: DocumentFields): PackageId[] {
  return positionOrder(packageIds, fields);
}

/** The offices in the order the form's positions put them. */
export function officeOrder(fields: DocumentFields): OfficeId[] {
  return positionOrder(officeIds, fields);
}

/** A price as typed: a number when it reads as one (the schema then checks it is whole and in range), else the text (refused as no number). */
function price(typed: string | undefined): unknown {
  const text = (typed ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}

/** The document `key` the posted form describes, to be validated by the store. */
export function dataOf(key: DocumentKey, fields: DocumentFields): unknown {
  if (isCopyKey(key)) return copyFromTexts(key, fields);
  // An unticked box is not posted at all: absent is indexed.
  if (key === 'indexing')
    return { noindex: Object.fromEntries(indexedPages.map((page) => [page, !!fields[`noindex.${page}`]])) };
  if (key === 'socialImages')
    return {
      images: Object.fromEntries(
        indexedPages.map((page) => [page, fields[`reset.${page}`] ? '' : (fields[`image.${page}`] ?? '')]),
      ),
    };
  if (key === 'offices') {
    return {
      email: (fields.email ?? '').trim(),
      phone: fields.phone ?? '',
      offices: officeOrder(fields).map((id) => {
        const mapUrl = (fields[`map.${id}`] ?? '').trim();
        return {
          id,
          phone: fields[`phone.${id}`] ?? '',
          ...(mapUrl ? { mapUrl } : {}),
          isMain: fields.main === id,
        };
      }),
    };
  }
  if (key === 'packages') {
    return {
      items: packageOrder(fields).map((id) => ({
        id,
        name: fields[`name.${id}`] ?? '',
        popular: !!fields[`popular.${id}`],
        prices: Object.fromEntries(currencies.map((currency) => [currency, price(fields[`${currency}.${id}`])])),
      })),
    };
  }
  return Object.fromEntries(
    packageIds.map((id) => [
      id,
      {
        description: fields[`description.${id}`] ?? '',
        features: (fields[`features.${id}`] ?? '')
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
      },
    ]),
  );
}

/**
 * The store's refusals by the field they are about (the first one each): a price's path
 * (`items.1.prices.RUB`) names the package at that place of the posted order, a text's
 * (`start.features.2`) the package's textarea, a page copy text's path its own field, an office's
 * phone or map link (`offices.0.phone`) the office at that place; anything
 * else is about the whole form.
 */
export function fieldErrors(
  key: DocumentKey,
  fields: DocumentFields,
  issues: readonly { path: string; code: string }[],
): DocumentFields {
  const order = packageOrder(fields);
  const offices = officeOrder(fields);
  const errors: DocumentFields = {};
  for (const { path, code } of issues) {
    const [head, second, third, fourth] = path.split('.');
    let field = FORM_FIELD;
    if (path === 'publishAt') field = 'publishAt';
    else if (isCopyKey(key) && path in fields) field = path;
    else if (key === 'socialImages' && head === 'images' && second && indexedPages.includes(second as never))
      field = `file.${second}`;
    else if (key === 'offices' && (path === 'email' || path === 'phone' || path === 'main')) field = path;
    else if (
      key === 'offices' &&
      head === 'offices' &&
      second !== undefined &&
      offices[Number(second)] &&
      (third === 'phone' || third === 'mapUrl')
    ) {
      field = `${third === 'phone' ? 'phone' : 'map'}.${offices[Number(second)]!}`;
    } else if (key === 'packages' && head === 'items' && second !== undefined && order[Number(second)]) {
      const id = order[Number(second)]!;
      field = third === 'prices' && fourth ? `${fourth}.${id}` : `${third ?? 'position'}.${id}`;
    } else if (
      key === 'packageCopy' &&
      packageIds.includes(head as PackageId) &&
      (second === 'description' || second === 'features')
    )
      field = `${second}.${head}`;
    errors[field] ??= code;
  }
  return errors;
}
