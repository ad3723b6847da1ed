/** Store access for cases: reading published cases per language, and the import and export of all of them. */
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { caseSlugRedirects, caseTranslations, cases } from '../db/schema.ts';
import { asLang, languages, type Lang } from '../../i18n/languages.ts';
import { notifyCasesChanged } from './events.ts';
import type { CaseImport } from './importFormat.ts';
import type { CaseDetail, CaseEntry } from '../../data/cases.ts';

const entryColumns = {
  slug: cases.slug,
  coverImage: cases.coverImage,
  technologies: cases.technologies,
  title: caseTranslations.title,
  summary: caseTranslations.summary,
  body: caseTranslations.body,
  industry: caseTranslations.industry,
  results: caseTranslations.results,
  coverAlt: caseTranslations.coverAlt,
};

/** The published cases translated into `lang` (archived ones left out), in their sort order (then oldest first). */
export async function listPublishedCases(db: Database, lang: Lang): Promise<CaseEntry[]> {
  return db
    .select(entryColumns)
    .from(cases)
    .innerJoin(caseTranslations, and(eq(caseTranslations.caseId, cases.id), eq(caseTranslations.lang, lang)))
    .where(and(eq(cases.published, true), isNull(cases.archivedAt)))
    .orderBy(asc(cases.sortOrder), asc(cases.id));
}

/**
 * One published case in `lang` with every language it is translated into; undefined when
 * there is no such case, it is not published, or it has no text in `lang`.
 */
export async function getPublishedCase(db: Database, slug: string, lang: Lang): Promise<CaseDetail | undefined> {
  const rows = await db
    .select({ ...entryColumns, lang: caseTranslations.lang })
    .from(cases)
    .innerJoin(caseTranslations, eq(caseTranslations.caseId, cases.id))
    .where(and(eq(cases.slug, slug), eq(cases.published, true), isNull(cases.archivedAt)));
  const row = rows.find((candidate) => candidate.lang === lang);
  if (!row) return undefined;
  const present = new Set(rows.map((candidate) => asLang(candidate.lang)));
  const { lang: _lang, ...entry } = row;
  return { ...entry, languages: languages.filter((code) => present.has(code)) };
}

/** How many cases the store holds, published or not. */
export async function countCases(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cases);
  return row?.value ?? 0;
}

/**
 * Writes cases by slug: a new slug is created, a known one is updated and its translations
 * replaced by the given ones. Runs on the caller's transaction.
 */
export async function writeCases(
  tx: Database,
  entries: readonly CaseImport[],
): Promise<{ created: number; updated: number }> {
  let created = 0;
  for (const entry of entries) {
    const values = {
      slug: entry.slug,
      coverImage: entry.coverImage,
      technologies: entry.technologies,
      published: entry.published,
      sortOrder: entry.sortOrder,
    };
    const [row] = await tx
      .insert(cases)
      .values(values)
      .onConflictDoUpdate({ target: cases.slug, set: { ...values, updatedAt: sql`now()` } })
      // xmax is 0 only on a freshly inserted row version: tells a create from an update.
      .returning({ id: cases.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error(`The case "${entry.slug}" was not stored`);
    if (row.inserted) created++;
    await tx.delete(caseTranslations).where(eq(caseTranslations.caseId, row.id));
    const translations = languages.flatMap((lang) => {
      const text = entry.translations[lang];
      return text ? [{ caseId: row.id, lang, ...text }] : [];
    });
    if (translations.length) await tx.insert(caseTranslations).values(translations);
  }
  return { created, updated: entries.length - created };
}

/** Imports cases in one transaction: all of them are written, or none; every instance hears of it once it commits. */
export async function upsertCases(
  db: Database,
  entries: readonly CaseImport[],
): Promise<{ created: number; updated: number }> {
  return db.transaction(async (tx) => {
    const written = await writeCases(tx as unknown as Database, entries);
    await notifyCasesChanged(
      tx as unknown as Database,
      entries.map((entry) => entry.slug),
    );
    return written;
  });
}

/** Every case, published or not, in the import format, in sort order. */
export async function exportCases(db: Database): Promise<CaseImport[]> {
  const rows = await db.select().from(cases).orderBy(asc(cases.sortOrder), asc(cases.id));
  const texts = await db.select().from(caseTranslations);
  return rows.map((row) => {
    const own = texts.filter((text) => text.caseId === row.id);
    const translations: CaseImport['translations'] = {};
    for (const lang of languages) {
      const text = own.find((candidate) => candidate.lang === lang);
      if (text) {
        translations[lang] = {
          title: text.title,
          summary: text.summary,
          body: text.body,
          industry: text.industry,
          results: text.results,
          ...(text.coverAlt ? { coverAlt: text.coverAlt } : {}),
        };
      }
    }
    return {
      slug: row.slug,
      coverImage: row.coverImage,
      technologies: row.technologies,
      published: row.published,
      sortOrder: row.sortOrder,
      translations,
    };
  });
}

/** Every address a case answers or answered at: the current slugs and the earlier ones of renamed cases. */
export async function allCaseSlugs(db: Database): Promise<string[]> {
  const current = await db.select({ slug: cases.slug }).from(cases);
  const earlier = await db.select({ slug: caseSlugRedirects.oldSlug }).from(caseSlugRedirects);
  return [...current, ...earlier].map((row) => row.slug);
}
