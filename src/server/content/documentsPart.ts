/**
 * The content file's `documents` part: every content document (`src/content/documents.ts`) as
 * published, by key and language (`*` for one all languages share). Imported with the editors'
 * own checks; a document that differs is published as a new version (`imported`), with the
 * screens' audit row and notice, so every instance shows it.
 */
import { z } from 'zod';
import {
  documentKeys,
  documentKinds,
  documentLanguages,
  type DocumentKey,
  type DocumentLang,
} from '../../content/documents.ts';
import type { Database } from '../db/client.ts';
import { readPublishedDocuments } from '../documents/published.ts';
import { checkDocument } from '../documents/check.ts';
import { publishWithin, seedDocumentsIfEmpty } from '../documents/store.ts';
import type { FieldChange } from '../cases/versions.ts';
import { compare, type ItemChange } from './changes.ts';
import { content as contentTexts } from '../../i18n/staff/en/content.ts';

/** The part as the file holds it: key → language → the document (checked against its kind later). */
export const documentsPartSchema = z.partialRecord(
  z.enum(documentKeys as [DocumentKey, ...DocumentKey[]]),
  z.record(z.string(), z.unknown()),
);

export type DocumentsPart = z.output<typeof documentsPartSchema>;

/** Every document as published, or as seeded when the store has not stored it yet. */
export async function exportDocuments(db: Database): Promise<DocumentsPart> {
  const published = await readPublishedDocuments(db);
  const part: DocumentsPart = {};
  for (const key of documentKeys) {
    const each: Record<string, unknown> = {};
    for (const lang of documentLanguages(key))
      each[lang] = published.find((doc) => doc.key === key && doc.lang === lang)?.data ?? documentKinds[key].seed(lang);
    part[key] = each;
  }
  return part;
}

/** A document's values by path (`items.1.prices.RUB`), each as JSON. */
function leaves(value: unknown, path = ''): Map<string, string> {
  if (value === null || typeof value !== 'object') return new Map([[path, JSON.stringify(value)]]);
  return new Map(Object.entries(value).flatMap(([name, inner]) => [...leaves(inner, path ? `${path}.${name}` : name)]));
}

/** The values that differ between two versions of a document, by path. */
function differingLeaves(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  return [...new Set([...old.keys(), ...now.keys()])]
    .filter((path) => old.get(path) !== now.get(path))
    .map((path) => ({ field: path, before: old.get(path) ?? '', after: now.get(path) ?? '' }));
}

/** What is wrong, in the content screen's words (English), with its code. */
function explained(code: string): string {
  const errors: Record<string, string | undefined> = contentTexts.errors;
  return `${errors[code] ?? errors.invalid} (${code})`;
}

interface GivenDocument {
  name: string;
  key: DocumentKey;
  lang: DocumentLang;
  data: unknown;
}

/** The part checked document by document (problems with their place) and compared with what is published. */
export async function planDocuments(
  tx: Database,
  part: DocumentsPart,
): Promise<{ changes: ItemChange[]; given: GivenDocument[]; problems: string[] }> {
  const problems: string[] = [];
  const given: GivenDocument[] = [];
  for (const key of documentKeys) {
    for (const [lang, data] of Object.entries(part[key] ?? {})) {
      const place = `documents.${key}.${lang}`;
      if (!documentLanguages(key).includes(lang as DocumentLang)) {
        problems.push(`${place}: "${key}" is written in ${documentLanguages(key).join(', ')}`);
        continue;
      }
      const checked = checkDocument(key, data);
      if (checked.ok) given.push({ name: `${key}/${lang}`, key, lang: lang as DocumentLang, data: checked.data });
      else
        problems.push(
          ...checked.issues.map((issue) => `${place}${issue.path ? `.${issue.path}` : ''}: ${explained(issue.code)}`),
        );
    }
  }
  const stored = (await exportDocuments(tx)) as Record<string, Record<string, unknown>>;
  const storedDocs = documentKeys.flatMap((key) =>
    Object.entries(stored[key] ?? {}).map(([lang, data]) => ({
      name: `${key}/${lang}`,
      key,
      lang: lang as DocumentLang,
      data,
    })),
  );
  const changes = compare(
    given,
    storedDocs,
    (doc) => doc.name,
    (before, after) => differingLeaves(before.data, after.data),
  );
  return { changes, given, problems };
}

/** Publishes the documents `changes` marks changed, as `imported` versions (the store seeded first, so each has a row). */
export async function applyDocuments(
  tx: Database,
  given: readonly GivenDocument[],
  changes: readonly ItemChange[],
  now: Date,
): Promise<void> {
  const changed = new Set(
    changes.filter((item) => item.change === 'changed' || item.change === 'added').map((item) => item.name),
  );
  if (!changed.size) return;
  await seedDocumentsIfEmpty(tx);
  for (const doc of given.filter((each) => changed.has(each.name)))
    await publishWithin(tx, undefined, doc.key, doc.lang, doc.data, 'imported', now);
}
