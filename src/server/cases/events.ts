/**
 * "The cases changed" notices: sent with `NOTIFY` in the transaction that changes a case
 * (a save, a publish, a reorder, a restore, an import), so they go out only once it commits,
 * and heard through the store's `listen` by every instance on one PostgreSQL server
 * (in-process on PGlite). Whoever hears one drops what it made from the cases: the cases
 * cache, and the cached pages, sitemap and API answers built from them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { languages } from '../../i18n/languages.ts';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { noticeHandlers, type Unlisten } from '../db/listen.ts';

/** The NOTIFY channel of case notices. */
export const CASE_EVENTS_CHANNEL = 'site_case_events';

const caseNoticeSchema = z.object({
  type: z.literal('changed'),
  /** The addresses the change touched (old and new slug after a rename); empty when it may be any. */
  slugs: z.array(z.string().max(120)).max(200),
});

export type CaseNotice = z.infer<typeof caseNoticeSchema>;

/** Sends a notice from within a transaction (delivered when it commits, dropped if it rolls back). */
export async function notifyCasesChanged(tx: Database, slugs: readonly string[] = []): Promise<void> {
  const notice: CaseNotice = { type: 'changed', slugs: slugs.length <= 200 ? [...slugs] : [] };
  await tx.execute(sql`select pg_notify(${CASE_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** The cached answers made from the cases: the lists and case pages, the sitemap, the cases API (keys are path and query). */
const casesDerived = new RegExp(
  `^(?:/(?:${languages.join('|')})/cases(?:[/?]|$)|/sitemap\\.xml(?:\\?|$)|/functions/v1/get-cases-by-lang(?:\\?|$))`,
);

/** True when the page cache's `key` holds an answer made from the cases. */
export function isCasesDerived(key: string): boolean {
  return casesDerived.test(key);
}

/**
 * Listens for case notices on `store` and calls `drop` on each, and after a gap in listening
 * (when some may have been missed), so the next request reads the change. Resolves once
 * listening.
 */
export async function dropCachesOnCaseChanges(
  store: Pick<DatabaseHandle, 'listen'>,
  drop: (notice: CaseNotice | { type: 'resync' }) => void,
): Promise<Unlisten> {
  return store.listen(
    CASE_EVENTS_CHANNEL,
    noticeHandlers(caseNoticeSchema, drop, () => drop({ type: 'resync' })),
  );
}
