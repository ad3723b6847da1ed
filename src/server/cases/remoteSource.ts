/** The old backend as a source of cases: `GET {CASES_SOURCE_URL}/functions/v1/get-cases-by-lang?lng=xx`. */
import { z } from 'zod';
import { languages, type Lang } from '../../i18n/languages.ts';
import { createTtlCache } from './cache.ts';
import type { CaseEntry, CaseSummary } from '../../data/cases.ts';
import type { CasesSource } from './types.ts';

/** Where the remote source is and how long to wait for it. */
export interface RemoteSourceSettings {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

/** Thrown when the remote source failed; the cause has already been logged. */
export class CasesUnavailableError extends Error {}

const remoteCaseSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string(),
  summary: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  body: z
    .string()
    .nullish()
    .transform((value) => value || null),
  cover_img: z
    .string()
    .nullish()
    .transform((value) => value || null),
});

/** The request URL for one language. */
function remoteCasesUrl(baseUrl: string, lang: Lang): string {
  return `${baseUrl.replace(/\/+$/, '')}/functions/v1/get-cases-by-lang?lng=${encodeURIComponent(lang)}`;
}

/**
 * Fetches one language's cases with the old contract's headers (bearer and apikey). A non-OK
 * answer is logged as `HTTP error! status: {code}`; a timeout, network error or malformed
 * body is logged too; each then throws CasesUnavailableError. Items that do not fit the
 * contract are skipped, so one bad case does not hide the others.
 */
async function fetchRemoteCases(settings: RemoteSourceSettings, lang: Lang): Promise<CaseSummary[]> {
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(remoteCasesUrl(settings.url, lang), {
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        apikey: settings.apiKey,
        'Content-Type': 'application/json',
      },
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      console.error(`HTTP error! status: ${response.status}`);
      throw new CasesUnavailableError(`HTTP ${response.status}`);
    }
    data = await response.json();
  } catch (error) {
    if (error instanceof CasesUnavailableError) throw error;
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${settings.timeoutMs} ms`
        : String((error as Error)?.message ?? error);
    console.error(`Error fetching cases (${lang}): ${reason}`);
    throw new CasesUnavailableError(reason);
  }
  if (!Array.isArray(data)) {
    console.error(`Error fetching cases (${lang}): the answer is not a JSON array`);
    throw new CasesUnavailableError('not an array');
  }
  const cases: CaseSummary[] = [];
  for (const item of data) {
    const parsed = remoteCaseSchema.safeParse(item);
    if (parsed.success) cases.push(parsed.data);
  }
  if (cases.length < data.length)
    console.warn(`[cases] skipped ${data.length - cases.length} remote case(s) (${lang}) that do not fit the contract`);
  return cases;
}

/** Cases from the old backend, each language's answer cached; a case's languages are those whose list holds its id. */
export function createRemoteSource(
  settings: RemoteSourceSettings & { cacheSeconds: number; now?: () => number },
): CasesSource {
  const cache = createTtlCache<CaseSummary[]>(settings.cacheSeconds * 1000, settings.now);
  const summaries = (lang: Lang) => cache.get(lang, () => fetchRemoteCases(settings, lang));
  const list = async (lang: Lang) => (await summaries(lang)).map(toEntry);
  return {
    kind: 'remote',
    list,
    summaries,
    async find(slug, lang) {
      const entry = (await list(lang)).find((candidate) => candidate.slug === slug);
      if (!entry) return undefined;
      const present = await Promise.all(
        languages.map(async (code) =>
          code === lang ? true : (await list(code).catch(() => [])).some((other) => other.slug === slug),
        ),
      );
      return { ...entry, languages: languages.filter((_, index) => present[index]) };
    },
    invalidate: () => cache.clear(),
  };
}

/** A remote case as the pages show it: its id addresses its page; the contract has no industry, technologies or results. */
function toEntry(summary: CaseSummary): CaseEntry {
  return {
    slug: summary.id,
    coverImage: summary.cover_img,
    title: summary.title,
    summary: summary.summary,
    body: summary.body,
    industry: null,
    technologies: [],
    results: [],
  };
}
