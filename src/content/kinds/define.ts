/**
 * The shape of a document kind, in one declaration (`defineDocumentKind`): its key, whether it
 * is shared by every language, its Zod schema (the one check of what is written), its seed (the
 * code's content), how the staff editor's form reads and writes it, and the pages a publish
 * makes stale. The kinds are listed in `../documents.ts`; `docs/develop/document-kinds.md` shows
 * how to add one.
 */
import type { z } from 'zod';
import type { Lang } from '../../i18n/languages.ts';
import type { PageId } from '../../routing/pages.ts';

/** The language a shared document is stored under. */
export const SHARED = '*';

export type DocumentLang = Lang | typeof SHARED;

/** The editor's form as posted: one text per field, so what a member typed is kept as typed when it is refused. */
export type DocumentFields = Record<string, string>;

/** The layouts of the staff editor's fields (`components/staff/content/editors.tsx`). */
export type DocumentEditorName = 'packages' | 'packageCopy' | 'offices' | 'pageCopy' | 'indexing' | 'socialImages';

/** How the staff editor's form holds a document. */
interface DocumentForm {
  /** The layout of its fields. */
  editor: DocumentEditorName;
  /** The form's fields holding `data` (the published version or the draft; possibly stored by an older release). */
  fields(data: unknown): DocumentFields;
  /** The document the posted fields describe, for the schema to check. */
  data(fields: DocumentFields): unknown;
  /** The field a refusal at `path` (the schema's issue path) is about; undefined for the whole form. */
  fieldOf?(path: readonly string[], fields: DocumentFields): string | undefined;
  /** True when the form carries files, stored before it is read (the social images). */
  files?: true;
}

export interface DocumentKind<
  Key extends string = string,
  Scope extends 'shared' | 'language' = 'shared' | 'language',
  Schema extends z.ZodType = z.ZodType,
> {
  key: Key;
  /** `shared`: one document for every language, stored under `*`; `language`: one per site language. */
  scope: Scope;
  /** What a stored document must be: every write is checked against it, once. */
  schema: Schema;
  /** Today's content, from the code: `lang` is `*` for a shared document. */
  seed(lang: DocumentLang): z.infer<Schema>;
  form: DocumentForm;
  /** The site pages shown from it, in the document's language (every language when shared): a publish purges and rebuilds them. */
  pages: readonly PageId[];
  /** True when a publish may change any page of its language (page copy: pages borrow each other's words). */
  everyPage?: boolean;
  /** True when a publish in one language changes its pages in every language (they name each other as alternates). */
  allLanguages?: boolean;
  /** The data in the shape the version comparison shows (in the editor's order); the data itself when not given. */
  comparable?(data: unknown): unknown;
}

/** A document kind, as declared: the literal key and scope are kept for the registry's types. */
export function defineDocumentKind<
  const Key extends string,
  const Scope extends 'shared' | 'language',
  Schema extends z.ZodType,
>(kind: DocumentKind<Key, Scope, Schema>): DocumentKind<Key, Scope, Schema> {
  return kind;
}

/** `ids` in the order the form's positions put them (on a tie, the one just moved first). */
export function positionOrder<Id extends string>(ids: readonly Id[], fields: DocumentFields): Id[] {
  const position = (id: Id) => Number(fields[`position.${id}`]) || ids.length;
  const moved = (id: Id) => (fields[`was.${id}`] && fields[`was.${id}`] !== fields[`position.${id}`] ? 0 : 1);
  return [...ids].sort((a, b) => position(a) - position(b) || moved(a) - moved(b) || ids.indexOf(a) - ids.indexOf(b));
}

/** `value`'s keys in `order` first (the order the editor shows), then any others: the store keeps JSON keys in its own order. */
export function ordered(value: unknown, order: readonly string[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b)));
}
