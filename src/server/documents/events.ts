/**
 * "A content document changed" notices: sent with `NOTIFY` in the transaction that publishes a
 * document (now, on schedule, by a restore or an import), so they go out only once it commits,
 * and heard by every instance on one PostgreSQL server (in-process on PGlite). Whoever hears
 * one reloads the published documents and drops the pages built from them.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { noticeHandlers, type Unlisten } from '../db/listen.ts';

/** The NOTIFY channel of document notices. */
const DOCUMENT_EVENTS_CHANNEL = 'site_document_events';

const documentNoticeSchema = z.object({
  type: z.literal('published'),
  /** The documents published, by key and language (`*` for a shared one). */
  documents: z.array(z.object({ key: z.string().max(40), lang: z.string().max(5) })).max(100),
});

export type DocumentNotice = z.infer<typeof documentNoticeSchema>;

/** Sends a notice from within a transaction (delivered when it commits, dropped if it rolls back). */
export async function notifyDocumentsPublished(tx: Database, documents: DocumentNotice['documents']): Promise<void> {
  const notice: DocumentNotice = { type: 'published', documents: documents.slice(0, 100) };
  await tx.execute(sql`select pg_notify(${DOCUMENT_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/**
 * Listens for document notices on `store` and calls `heard` on each, and after a gap in
 * listening (when some may have been missed). Resolves once listening.
 */
export async function onDocumentsPublished(
  store: Pick<DatabaseHandle, 'listen'>,
  heard: (notice: DocumentNotice | { type: 'resync' }) => void,
): Promise<Unlisten> {
  return store.listen(
    DOCUMENT_EVENTS_CHANNEL,
    noticeHandlers(documentNoticeSchema, heard, () => heard({ type: 'resync' })),
  );
}
