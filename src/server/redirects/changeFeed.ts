import type { ChangeFeed } from '../changes/followChanges.ts';
import { onRedirectChanges } from './store.ts';
import type { RedirectTable } from './table.ts';

/**
 * The redirects editors set, as a change feed: read into `table` once listening and again on each
 * change from any instance; a proxy in front forgets the answer it may keep for each changed
 * address (none is named after a gap in listening).
 */
export function redirectChanges(table: RedirectTable): ChangeFeed<string[] | undefined> {
  return {
    name: 'the redirects',
    channel: onRedirectChanges,
    reload: (db) => table.load(db),
    stalePaths: async (paths) => paths ?? [],
  };
}
