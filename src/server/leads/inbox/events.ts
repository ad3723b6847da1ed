/**
 * Live inbox: "a lead arrived / changed / was erased" notices. They are sent with `NOTIFY` in
 * the transaction that makes the change, so they go out only once it commits, and heard
 * through the store's `listen`: from every instance on one PostgreSQL server, in-process on
 * PGlite. Each process listens once and hands every notice to its subscribers (open inboxes).
 * A notice names leads, never their content: a page reads what it shows from the store.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { leadEventKinds } from '../../db/schema.ts';
import { noticeHandlers } from '../../db/listen.ts';

/** The NOTIFY channel of lead notices. */
const LEAD_EVENTS_CHANNEL = 'site_lead_events';
/** Lead ids per `erased` notice, which keeps each under PostgreSQL's 8000-byte payload limit. */
const ERASED_IDS_PER_NOTICE = 500;

const noticeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), leadId: z.number().int() }),
  z.object({ type: z.literal('changed'), leadId: z.number().int(), change: z.enum(leadEventKinds) }),
  z.object({ type: z.literal('erased'), leadIds: z.array(z.number().int()) }),
]);

/**
 * A lead notice; `resync` comes from this process after its listening connection was lost
 * and is back: notices may have been missed, so an open inbox reloads.
 */
export type LeadNotice = z.infer<typeof noticeSchema> | { type: 'resync' };

/** Sends a notice from within a transaction (delivered when it commits, dropped if it rolls back). */
export async function notifyLeads(
  tx: Database,
  notice: Exclude<LeadNotice, { type: 'resync' | 'erased' }>,
): Promise<void> {
  await tx.execute(sql`select pg_notify(${LEAD_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** Sends `erased` notices for these leads, in as many payloads as needed. */
export async function notifyErased(tx: Database, leadIds: number[]): Promise<void> {
  for (let start = 0; start < leadIds.length; start += ERASED_IDS_PER_NOTICE) {
    const notice: LeadNotice = { type: 'erased', leadIds: leadIds.slice(start, start + ERASED_IDS_PER_NOTICE) };
    await tx.execute(sql`select pg_notify(${LEAD_EVENTS_CHANNEL}, ${JSON.stringify(notice)})`);
  }
}

export type LeadNoticeListener = (notice: LeadNotice) => void;

/** The process's notices, handed to each subscriber. */
export interface LeadEventBus {
  /** Calls `listener` with every notice from now on; returns the unsubscribe. */
  subscribe(listener: LeadNoticeListener): () => void;
  close(): Promise<void>;
}

/** Listens on the store's channel once and fans each notice out to the subscribers. */
export async function createLeadEventBus(store: Pick<DatabaseHandle, 'listen'>): Promise<LeadEventBus> {
  const listeners = new Set<LeadNoticeListener>();
  const deliver = (notice: LeadNotice) => {
    for (const listener of listeners) {
      try {
        listener(notice);
      } catch (error) {
        console.error('[leads] a live inbox listener failed', error);
      }
    }
  };
  const unlisten = await store.listen(
    LEAD_EVENTS_CHANNEL,
    noticeHandlers(noticeSchema, deliver, () => deliver({ type: 'resync' })),
  );
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
      await unlisten();
    },
  };
}
