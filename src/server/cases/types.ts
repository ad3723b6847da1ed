import type { CaseDetail, CaseEntry, CaseSummary } from '../../data/cases.ts';
import type { Lang } from '../../i18n/languages.ts';

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
