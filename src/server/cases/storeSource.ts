import { coverUrl } from '../../data/caseCovers.ts';
import type { Lang } from '../../i18n/languages.ts';
import type { Database } from '../db/client.ts';
import { createTtlCache } from './cache.ts';
import { caseSlugPattern } from './importFormat.ts';
import { getPublishedCase, listPublishedCases } from './repository.ts';
import type { CaseEntry } from '../../data/cases.ts';
import type { CasesSource } from './types.ts';

export interface StoreSourceOptions {
  /** The store to read; resolved on each read so the source can exist before the store opens. */
  db: () => Promise<Database>;
  cacheSeconds: number;
  now?: () => number;
}

/** Cases from the site's own store: lists cached per language, a single case read fresh. */
export function createStoreSource({ db, cacheSeconds, now }: StoreSourceOptions): CasesSource {
  const cache = createTtlCache<CaseEntry[]>(cacheSeconds * 1000, now);
  const list = (lang: Lang) => cache.get(lang, async () => listPublishedCases(await db(), lang));
  return {
    kind: 'store',
    list,
    async find(slug, lang) {
      if (slug.length > 120 || !caseSlugPattern.test(slug)) return undefined;
      return getPublishedCase(await db(), slug, lang);
    },
    async summaries(lang, origin) {
      return (await list(lang)).map((entry) => ({
        id: entry.slug,
        title: entry.title,
        summary: entry.summary,
        body: entry.body,
        cover_img: coverUrl(entry.coverImage, origin),
      }));
    },
    invalidate: () => cache.clear(),
  };
}
