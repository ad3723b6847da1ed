/**
 * One way to follow a change made on any instance (a publish, a case saved, a redirect set):
 * each kind of change is a feed that names its notice channel, what the app keeps in memory
 * from it, and the addresses a notice makes stale. `followChanges` listens, reloads, and drops
 * those addresses from the page cache and the proxies in front. The server's start follows every
 * feed (`startup.ts`); `astro dev` and tests follow the ones they need.
 */
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Unlisten } from '../db/listen.ts';
import type { PageCache } from '../http/pageCache.ts';
import { errorKind } from '../log.ts';

/** A kind of change, as `followChanges` follows it; `Notice` includes the store's "some may have been missed". */
export interface ChangeFeed<Notice> {
  /** What changes, for the log ("the published documents"). */
  name: string;
  /** Listens on the change channel: `heard` with each notice, and after a gap in listening. Resolves once listening. */
  channel(store: DatabaseHandle, heard: (notice: Notice) => void): Promise<Unlisten>;
  /** Reads again what the app keeps in memory from the store: once listening (no change slips between), and on each notice. */
  reload(db: Database): Promise<void> | void;
  /** The public addresses (path, or path and query) a notice made stale. */
  stalePaths(notice: Notice, db: Database): Promise<string[]>;
}

/** Where stale addresses are dropped: this instance's page cache, and the proxies in front (`purge`). */
export interface StaleAnswers {
  pageCache: PageCache;
  purge(paths: string[]): void;
}

/** True for a page cache key (path and query) that is one of `paths`, or an answer of one of them with any query. */
function answerOf(paths: readonly string[]): (key: string) => boolean {
  const wanted = new Set(paths);
  return (key) => {
    const query = key.indexOf('?');
    return wanted.has(key) || (query >= 0 && wanted.has(key.slice(0, query)));
  };
}

/**
 * Follows `feed` on `store`: listens, then reloads (a failure stops listening and rejects, for
 * the start to try again). On each notice it reloads, and only then drops the stale addresses
 * (a page rendered meanwhile from the old is not kept) here and at the proxies. Resolves with
 * the way to stop.
 */
export async function followChanges<Notice>(
  feed: ChangeFeed<Notice>,
  store: DatabaseHandle,
  stale: StaleAnswers,
): Promise<Unlisten> {
  const { db } = store;
  const heard = (notice: Notice) => {
    // Reloaded at once: what is dropped synchronously (the cases' reads) is dropped as the notice arrives.
    const reloaded = new Promise<void>((resolve) => resolve(feed.reload(db))).catch((error: unknown) =>
      console.warn(`[changes] could not read ${feed.name} again (${errorKind(error)})`),
    );
    void Promise.all([reloaded, feed.stalePaths(notice, db)])
      .then(([, paths]) => {
        stale.pageCache.drop(answerOf(paths));
        if (paths.length) stale.purge(paths);
      })
      .catch((error: unknown) =>
        console.warn(`[changes] could not list the addresses ${feed.name} changed (${errorKind(error)})`),
      );
  };
  const unlisten = await feed.channel(store, heard);
  try {
    await feed.reload(db);
  } catch (error) {
    await unlisten();
    throw error;
  }
  return unlisten;
}
