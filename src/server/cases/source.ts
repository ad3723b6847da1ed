/** The process's cases source, chosen by the settings, and the reads pages and the API use, which an earlier answer stands in for while the source fails. */
import { LRUCache } from 'lru-cache';
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
  lastAnswers.delete(casesSource());
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

/**
 * A read of the cases: its value, or `ok: false` when the source failed and has given no
 * answer before that could stand in. `ageSeconds` is set when an earlier answer stands in:
 * how long ago it was read.
 */
export type SourceRead<T> = { ok: true; value: T; ageSeconds?: number } | { ok: false };

/** How long a client is asked to wait when the cases cannot be read (the store is tried again within 30 s). */
const CASES_RETRY_AFTER_SECONDS = 60;

/** Answers kept per source to stand in while it fails: a list and a summary per language, a case per language and slug. */
const KEPT_ANSWERS = 1000;

/**
 * The last answer of each read, per source, standing in while the source cannot be read (the
 * store down, the old backend failing): an older list is better than none, for visitors and for
 * crawlers, who would drop the pages. Forgotten on every case change (`dropCachedCases`): an
 * answer from before a change (a case unpublished, say) must never come back.
 */
const lastAnswers = new WeakMap<CasesSource, LRUCache<string, { value: unknown; at: number }>>();

function answersOf(source: CasesSource) {
  let answers = lastAnswers.get(source);
  if (!answers) lastAnswers.set(source, (answers = new LRUCache({ max: KEPT_ANSWERS })));
  return answers;
}

function logFailure(error: unknown): void {
  if (error instanceof CasesUnavailableError) return; // logged where it happened
  console.error(`[cases] the store could not answer: ${error instanceof Error ? error.message : String(error)}`);
}

/** Reads through `read`, keeping its answer under `key`; on failure the kept answer stands in, with its age, if there is one. */
async function resilient<T>(source: CasesSource, key: string, read: () => Promise<T>, now: () => number): Promise<SourceRead<T>> {
  try {
    const value = await read();
    answersOf(source).set(key, { value, at: now() });
    return { ok: true, value };
  } catch (error) {
    logFailure(error);
    const kept = answersOf(source).get(key);
    if (!kept) return { ok: false };
    return { ok: true, value: kept.value as T, ageSeconds: Math.max(0, Math.floor((now() - kept.at) / 1000)) };
  }
}

/** Published cases in `lang`. */
export function readCaseList(lang: Lang, source: CasesSource = casesSource(), now = Date.now): Promise<SourceRead<CaseEntry[]>> {
  return resilient(source, `list:${lang}`, () => source.list(lang), now);
}

/** The public contract's list for `lang`, with covers on `origin`. */
export function readCaseSummaries(lang: Lang, origin: URL | string, source: CasesSource = casesSource(), now = Date.now): Promise<SourceRead<CaseSummary[]>> {
  return resilient(source, `summaries:${lang}:${String(origin)}`, () => source.summaries(lang, origin), now);
}

/** One case; `value` null when there is no such case in `lang`. */
export function readCase(slug: string, lang: Lang, source: CasesSource = casesSource(), now = Date.now): Promise<SourceRead<CaseDetail | null>> {
  return resilient(source, `case:${lang}:${slug}`, async () => (await source.find(slug, lang)) ?? null, now);
}

/**
 * The headers of an answer made from `read`: `fresh` (its Cache-Control) when the source
 * answered; when an earlier answer stands in, its `Age` and kept by no cache; when nothing
 * could be read, `Retry-After` (the answer is a 503) and kept by no cache.
 */
export function readHeaders(read: SourceRead<unknown>, fresh: string): Record<string, string> {
  if (!read.ok) return { 'Cache-Control': cachePolicy.never, 'Retry-After': String(CASES_RETRY_AFTER_SECONDS) };
  if (read.ageSeconds !== undefined) return { 'Cache-Control': cachePolicy.never, Age: String(read.ageSeconds) };
  return { 'Cache-Control': fresh };
}
