/** The cases source the settings choose, and the reads pages and the API make of it, which an earlier answer stands in for while the source fails. */
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Lang } from '../../i18n/languages.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { CasesUnavailableError, createRemoteSource } from './remoteSource.ts';
import { createStoreSource } from './storeSource.ts';
import type { CaseDetail, CaseEntry, CaseSummary } from '../../data/cases.ts';
import type { CasesSource } from './types.ts';

export type CasesSettings = Pick<
  Env,
  'CASES_SOURCE_URL' | 'CASES_API_KEY' | 'CASES_TIMEOUT_MS' | 'CASES_CACHE_SECONDS'
>;

/** The remote source when CASES_SOURCE_URL and CASES_API_KEY are set, else the store `db` gives (seeded before its first read). */
export function createCasesSource(settings: CasesSettings, db: () => Promise<Database>): CasesSource {
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

/**
 * Cache-Control of what is made from the cases (their pages, the API), so shared caches (a
 * CDN, the server's page cache) keep it as long as the cases themselves are cached,
 * CASES_CACHE_SECONDS; with 0, every request reads afresh. `browsers`: browsers may keep it
 * that long too (the API), instead of checking again each time (pages).
 */
export function casesCacheControl(seconds: number, { browsers = false } = {}): string {
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

function logFailure(error: unknown): void {
  if (error instanceof CasesUnavailableError) return; // logged where it happened
  console.error(`[cases] the store could not answer: ${error instanceof Error ? error.message : String(error)}`);
}

/**
 * The reads pages and the API make of a source. Each keeps its last answer, which stands in
 * while the source cannot be read (the store down, the old backend failing): an older list is
 * better than none, for visitors and for crawlers, who would drop the pages. `forget` drops
 * them with the source's cache on every case change: an answer from before a change (a case
 * unpublished, say) must never come back.
 */
export class CasesReader {
  readonly #kept = new LRUCache<string, { value: unknown; at: number }>({ max: KEPT_ANSWERS });
  readonly source: CasesSource;
  readonly #now: () => number;

  /** `now` (milliseconds) dates the kept answers; tests pass their own clock. */
  constructor(source: CasesSource, now: () => number = Date.now) {
    this.source = source;
    this.#now = now;
  }

  /** Published cases in `lang`. */
  list(lang: Lang): Promise<SourceRead<CaseEntry[]>> {
    return this.#resilient(`list:${lang}`, () => this.source.list(lang));
  }

  /** The public contract's list for `lang`, with covers on `origin`. */
  summaries(lang: Lang, origin: URL | string): Promise<SourceRead<CaseSummary[]>> {
    return this.#resilient(`summaries:${lang}:${String(origin)}`, () => this.source.summaries(lang, origin));
  }

  /** One case; `value` null when there is no such case in `lang`. */
  find(slug: string, lang: Lang): Promise<SourceRead<CaseDetail | null>> {
    return this.#resilient(`case:${lang}:${slug}`, async () => (await this.source.find(slug, lang)) ?? null);
  }

  /** Forgets the source's cache and every kept answer: the cases changed. */
  forget(): void {
    this.source.invalidate();
    this.#kept.clear();
  }

  /** Reads through `read`, keeping its answer under `key`; on failure the kept answer stands in, with its age, if there is one. */
  async #resilient<T>(key: string, read: () => Promise<T>): Promise<SourceRead<T>> {
    try {
      const value = await read();
      this.#kept.set(key, { value, at: this.#now() });
      return { ok: true, value };
    } catch (error) {
      logFailure(error);
      const kept = this.#kept.get(key);
      if (!kept) return { ok: false };
      return { ok: true, value: kept.value as T, ageSeconds: Math.max(0, Math.floor((this.#now() - kept.at) / 1000)) };
    }
  }
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
