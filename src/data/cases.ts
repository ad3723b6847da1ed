/**
 * The shape of a case as every layer sees it: the store's rows (`server/db/schema.ts`), the
 * sources that read them, the components and the structured data that show them. Types only,
 * so the browser, the server and the schema can all import it.
 */
import type { Lang } from '../i18n/languages.ts';

/** One figure of a case's results, as the case page shows it: "3×" and what it measures. */
export interface CaseResult {
  value: string;
  label: string;
}

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
