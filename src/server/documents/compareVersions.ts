/**
 * The comparison screen of a content document (`/staff/content/<key>/<lang>/compare?from=N&to=M`):
 * what changed between two of its published versions, field by field. Without a choice it
 * compares the published version with the one before it. Refused like the editor (403) for a
 * language the member may not edit.
 */
import { documentKind, type DocumentKey, type DocumentLang } from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import type { StaffMember } from '../staff/member.ts';
import { documentAt, mayEditDocument } from './access.ts';
import { diffFields, type FieldChange } from './fieldDiff.ts';
import { readDocument, seedDocumentsIfEmpty } from './store.ts';
import { listDocumentVersions, readDocumentVersion } from './versions.ts';

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

/** A document's data in the shape to compare, in the editor's order (its kind's `comparable`). */
export function comparable(key: DocumentKey, data: unknown): unknown {
  const { comparable: shape } = documentKind(key);
  return shape ? shape(data) : data;
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
