/**
 * The comparison screen of a content document (`/staff/content/<key>/<lang>/compare?from=N&to=M`):
 * what changed between two of its published versions, field by field. Without a choice it
 * compares the published version with the one before it. Refused like the editor (403) for a
 * language the member may not edit.
 */
import type { DocumentKey, DocumentLang } from '../../content/documents.ts';
import { copyFromTexts, copyTexts, isCopyKey } from '../../content/pageCopy.ts';
import { withName } from '../../content/packages.ts';
import { packages } from '../../data/packages.ts';
import type { Database } from '../db/client.ts';
import type { StaffMember } from '../staff/member.ts';
import { documentAt, mayEditDocument } from './access.ts';
import { diffFields, type FieldChange } from './fieldDiff.ts';
import { listDocumentVersions, readDocument, readDocumentVersion, seedDocumentsIfEmpty } from './store.ts';

/** Two versions compared: the document, every version there is (for the choice), the two chosen and what changed. */
export interface Comparison {
  key: DocumentKey;
  lang: DocumentLang;
  versions: number[];
  current: number;
  from: number;
  to: number;
  changes: FieldChange[];
  unchanged: number;
}

export type ComparisonAnswer = { status: 200; comparison: Comparison } | { status: 403 | 404 };

/** `value`'s keys in `order` first (the order the editor shows), then any others: the store keeps JSON keys in its own order. */
function ordered(value: unknown, order: readonly string[]): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const entries = Object.entries(value);
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * A document's data in the shape to compare, in the editor's order: the price table's packages
 * by id with their place (1 = first) and name (the code's, in a version stored without one), so
 * moving one package shows as its position changing, not as every row's prices swapping places; each package's words in the packages' order; page copy
 * in its English's order.
 */
export function comparable(key: DocumentKey, data: unknown): unknown {
  if (isCopyKey(key)) return copyFromTexts(key, Object.fromEntries(copyTexts(data)));
  const ids = packages.map((pkg) => pkg.id);
  if (key === 'packageCopy') {
    const copy = ordered(data, ids);
    return copy !== null && typeof copy === 'object'
      ? Object.fromEntries(Object.entries(copy).map(([id, words]) => [id, ordered(words, ['description', 'features'])]))
      : copy;
  }
  if (data === null || typeof data !== 'object' || !Array.isArray((data as { items?: unknown }).items)) return data;
  const items = (data as { items: Record<string, unknown>[] }).items;
  // A version stored before names were editable showed the code's name: compared as that.
  return Object.fromEntries(
    items.map((item, index) => {
      const { id, ...rest } = withName(item) as Record<string, unknown>;
      return [String(id), ordered({ position: index + 1, ...rest }, ['position', 'name', 'popular', 'prices'])];
    }),
  );
}

/** A version number as the address gives it, or undefined when absent; NaN when it is no whole number. */
function versionParam(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** The comparison `member` asked for in the address: the document named by `key`/`segment`, versions `from` and `to`. */
export async function documentComparison(
  db: Database,
  member: Pick<StaffMember, 'contentLanguages'>,
  key: string | undefined,
  segment: string | undefined,
  query: URLSearchParams,
): Promise<ComparisonAnswer> {
  const named = documentAt(key, segment);
  if (!named) return { status: 404 };
  if (!mayEditDocument(member, named.key, named.lang)) return { status: 403 };
  await seedDocumentsIfEmpty(db);
  const state = await readDocument(db, named.key, named.lang);
  if (!state) return { status: 404 };
  const versions = (await listDocumentVersions(db, named.key, named.lang)).map((each) => each.version);
  const to = versionParam(query.get('to')) ?? state.version;
  const from = versionParam(query.get('from')) ?? versions.find((each) => each < to) ?? to;
  if (!versions.includes(from) || !versions.includes(to)) return { status: 404 };
  const [before, after] = await Promise.all([
    readDocumentVersion(db, named.key, named.lang, from),
    readDocumentVersion(db, named.key, named.lang, to),
  ]);
  const { changes, unchanged } = diffFields(comparable(named.key, before), comparable(named.key, after));
  return { status: 200, comparison: { ...named, versions, current: state.version, from, to, changes, unchanged } };
}
