import type { ChangeFeed } from '../changes/followChanges.ts';
import { dropCachesOnCaseChanges, type CaseNotice } from './events.ts';
import { casePurgePaths } from './purgePaths.ts';
import { allCaseSlugs } from './repository.ts';

/**
 * The cases, as a change feed: a notice drops what was made from them (`dropCached`: the reads'
 * answers and the page cache's case pages, lists, sitemap and API, at once), and their addresses
 * at the proxies: every language's list and API answer, the sitemap and the changed cases' pages.
 */
export function caseChanges(dropCached: () => void): ChangeFeed<CaseNotice | { type: 'resync' }> {
  return {
    name: 'the cases',
    channel: dropCachesOnCaseChanges,
    reload: dropCached,
    stalePaths: (notice, db) => casePurgePaths(notice, () => allCaseSlugs(db)),
  };
}
