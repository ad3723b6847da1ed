/** The process's cases source, chosen by the settings, and the failure-tolerant reads pages and the API use. */
import type { Lang } from '../../i18n/languages.ts';
import { database, type Database } from '../db/client.ts';
import { env, type Env } from '../env.ts';
import { singleton } from '../singleton.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { sharedPageCache } from '../http/pageCache.ts';
import { isCasesDerived } from './events.ts';
import { CasesUnavailableError, createRemoteSource } from './remoteSource.ts';
import { ensureCasesSeeded } from './seed.ts';
import { createStoreSource } from './storeSource.ts';
import type { CaseDetail, CaseEntry, CaseSummary } from '../../data/cases.ts';
import type { CasesSource } from './types.ts';

export type CasesSettings = Pick<Env, 'CASES_SOURCE_URL' | 'CASES_API_KEY' | 'CASES_TIMEOUT_MS' | 'CASES_CACHE_SECONDS'>;

/** The process's store, seeded before its first read (startup seeds it already; `astro dev` does not start services). */
async function seededStore(): Promise<Database> {
  await ensureCasesSeeded();
  return (await database()).db;
}

/** The remote source when CASES_SOURCE_URL and CASES_API_KEY are set, else the store. */
export function createCasesSource(settings: CasesSettings, db: () => Promise<Database> = seededStore): CasesSource {
  if (settings.CASES_SOURCE_URL && settings.CASES_API_KEY) {
    return createRemoteSource({
      url: settings.CASES_SOURCE_URL,
      apiKey: settings.CASES_API_KEY,
      timeoutMs: settings.CASES_TIMEOUT_MS,
      cacheSeconds: settings.CASES_CACHE_SECONDS,
    });
  }
  return createStoreSource({ db, cacheSeconds: settings.CASES_CACHE_SECONDS });
}

/** The process's source: one instance, so its cache is shared by every page and the API. */
export function casesSource(): CasesSource {
  return singleton('cases.source', () => createCasesSource(env()));
}

/**
 * Drops what this process made from the cases: the source's cache and the page cache's lists,
 * case pages, sitemap and API answers. Runs on every case notice, and at once after a change
 * this process made, so its own next answer never waits for the notice.
 */
export function dropCachedCases(): void {
  casesSource().invalidate();
  sharedPageCache().drop(isCasesDerived);
}

/**
 * Cache-Control of what is made from the cases (their pages, the API), so shared caches (a
 * CDN, the server's page cache) keep it as long as the cases themselves are cached,
 * CASES_CACHE_SECONDS; with 0, every request reads afresh. `browsers`: browsers may keep it
 * that long too (the API), instead of checking again each time (pages).
 */
export function casesCacheControl({ browsers = false } = {}, seconds: number = env().CASES_CACHE_SECONDS): string {
  return browsers ? cachePolicy.casesApi(seconds) : cachePolicy.casesPage(seconds);
}

/** A read that may have failed: the value to show, and whether it stands in for a failure. */
export interface SourceRead<T> {
  value: T;
  failed: boolean;
}

function logFailure(error: unknown): void {
  if (error instanceof CasesUnavailableError) return; // logged where it happened
  console.error(`[cases] the store could not answer: ${error instanceof Error ? error.message : String(error)}`);
}

async function tolerant<T>(read: () => Promise<T>, fallback: T): Promise<SourceRead<T>> {
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    logFailure(error);
    return { value: fallback, failed: true };
  }
}

/** Published cases in `lang`; an empty list (logged) when the source fails. */
export function readCaseList(lang: Lang, source: CasesSource = casesSource()): Promise<SourceRead<CaseEntry[]>> {
  return tolerant(() => source.list(lang), []);
}

/** The public contract's list for `lang`; an empty list (logged) when the source fails. */
export function readCaseSummaries(lang: Lang, origin: URL | string, source: CasesSource = casesSource()): Promise<SourceRead<CaseSummary[]>> {
  return tolerant(() => source.summaries(lang, origin), []);
}

/** One case; undefined when absent, or (with `failed`, logged) when the source fails. */
export function readCase(slug: string, lang: Lang, source: CasesSource = casesSource()): Promise<SourceRead<CaseDetail | undefined>> {
  return tolerant(() => source.find(slug, lang), undefined);
}
