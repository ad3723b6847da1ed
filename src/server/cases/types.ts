import type { Lang } from '../../i18n/languages.ts';
import type { CaseResult } from '../db/schema.ts';

/** One published case in one language, as the list and the case page show it. */
export interface CaseEntry {
  /** The case's address under `/{lang}/cases/`: the store's slug, or the remote source's id. */
  slug: string;
  /** A shipped cover's name, an absolute image URL, or null for the fallback cover. */
  coverImage: string | null;
  title: string;
  summary: string;
  /** The full story; null when it is not written in this language. */
  body: string | null;
  /** Null when the source does not say (the remote contract has no industry). */
  industry: string | null;
  technologies: string[];
  results: CaseResult[];
  /** What the cover shows, in this language; absent or null leaves it decorative. */
  coverAlt?: string | null;
}

/** A case for its own page: the entry plus every language it exists in, for hreflang and the switcher. */
export interface CaseDetail extends CaseEntry {
  languages: Lang[];
}

/** One case in the public contract of `GET /functions/v1/get-cases-by-lang`, kept from the old backend. */
export interface CaseSummary {
  id: string;
  title: string;
  summary: string;
  body: string | null;
  /** Absolute URL of the cover image. */
  cover_img: string | null;
}

/** Where the site reads its cases from: the store, or the old backend. Lists are cached per language. */
export interface CasesSource {
  readonly kind: 'store' | 'remote';
  /** Published cases in `lang`, in order. Rejects when the source cannot answer. */
  list(lang: Lang): Promise<CaseEntry[]>;
  /** One published case in `lang` with the languages it exists in; undefined when absent. Rejects when the source cannot answer. */
  find(slug: string, lang: Lang): Promise<CaseDetail | undefined>;
  /** `lang`'s cases in the public contract; store covers become absolute URLs on `origin`. Rejects when the source cannot answer. */
  summaries(lang: Lang, origin: URL | string): Promise<CaseSummary[]>;
  /** Forgets what it cached: the next read asks the source again (a case changed). */
  invalidate(): void;
}
