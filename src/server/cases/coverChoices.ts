/**
 * The covers an editor picks from: the fallback, the covers shipped with the site and every
 * cover a case already uses (an upload is known by its content hash, which means nothing to a
 * person: it is named by the cases that show it).
 */
import { asc } from 'drizzle-orm';
import { coverNames, isCoverName, isUploadedCover } from '../../data/caseCovers.ts';
import type { Database } from '../db/client.ts';
import { caseTranslations, cases } from '../db/schema.ts';

/** One cover to pick: its `coverImage` ('' for the fallback) and the titles of the cases showing it now. */
export interface CoverChoice {
  value: string;
  usedBy: string[];
}

/** Every cover to pick from: the fallback, the shipped ones, the uploads cases use (in the cases' order), and `current` whatever it is. */
export async function coverChoices(db: Database, current: string): Promise<CoverChoice[]> {
  const rows = await db
    .select({ id: cases.id, slug: cases.slug, coverImage: cases.coverImage })
    .from(cases)
    .orderBy(asc(cases.sortOrder), asc(cases.id));
  const texts = await db
    .select({ caseId: caseTranslations.caseId, lang: caseTranslations.lang, title: caseTranslations.title })
    .from(caseTranslations);
  const titleOf = (id: number, slug: string) =>
    (texts.find((text) => text.caseId === id && text.lang === 'en') ?? texts.find((text) => text.caseId === id))
      ?.title ?? slug;
  // The shipped fallback is the same as naming none.
  const plain = (value: string | null) => (!value || value === 'fallback' ? '' : value);
  const values = [
    '',
    ...coverNames.filter((name) => name !== 'fallback'),
    ...rows.map((row) => plain(row.coverImage)).filter((value) => isCoverName(value) || isUploadedCover(value)),
    plain(current),
  ];
  return [...new Set(values)].map((value) => ({
    value,
    usedBy: rows.filter((row) => plain(row.coverImage) === value).map((row) => titleOf(row.id, row.slug)),
  }));
}
