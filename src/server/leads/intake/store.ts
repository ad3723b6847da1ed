import { createHash } from 'node:crypto';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leadEvents, leads, outbox } from '../../db/schema.ts';
import { formTransactionBudget } from '../../db/timeouts.ts';
import { transactionWithin } from '../../db/transactionWithin.ts';
import { configuredChannels, type ChannelSettings } from '../notify/channels.ts';
import { notifyLeads } from '../inbox/events.ts';
import { routeLead } from '../routing/routeLead.ts';
import { bookMeeting } from '../../meetings/book.ts';
import type { NewLead } from '../types.ts';
import type { SpamJudgement } from './spam/rules.ts';

/** The same form with the same content again within this long is the same lead, stored once. */
const DUPLICATE_WINDOW_SECONDS = 60;
/** First key of the advisory locks that serialise identical sends (the second is the content's). */
const DUPLICATE_LOCK_SPACE = 7_210_002;

/** Where a lead is written and which channels will announce it; both default to the process's own. */
export interface SaveLeadOptions {
  db: Database;
  settings: ChannelSettings;
  /** Abandons the send before its commit, when the visitor is gone. */
  signal?: AbortSignal | undefined;
  /** The spam rules' verdict when they flagged the send: stored with status spam, its reasons in the timeline, announced to no one. */
  flagged?: Pick<SpamJudgement, 'score' | 'reasons'> | undefined;
  /** The clock a meeting's time is judged by (its notice and horizon); the machine's by default. */
  now?: Date | undefined;
}

/** A stored lead's id, and whether the send repeated a lead stored moments before (and stored nothing). */
export interface SavedLead {
  id: number;
  duplicate: boolean;
}

const sortedEntries = (record: object) => Object.entries(record).sort(([a], [b]) => a.localeCompare(b));

/** A digest of everything a send carries, equal for the same form sent twice with the same content. */
export function leadContentHash(lead: NewLead): string {
  const content = [
    lead.kind,
    lead.lang,
    lead.page,
    lead.name,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    sortedEntries(lead.details),
    sortedEntries(lead.utm),
    ...(lead.meeting ? [lead.meeting.typeId, lead.meeting.start.toISOString()] : []),
  ];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}

/**
 * Stores a lead and, in the same transaction, routes it to its assignee (`routing/routeLead.ts`) and
 * queues one outbox row per configured channel (email, webhook, ...), so a lead is never announced without being stored nor stored without
 * being announced. A send the spam rules flagged (`flagged`) is stored with status spam and
 * its reasons as a timeline event instead, and announced (and routed) only if staff restore it (`inbox/pipeline.ts`). A send with the idempotency key of a stored lead (the form's script
 * retrying), or the same form with the same content within DUPLICATE_WINDOW_SECONDS (a
 * double click, a resend after an error whose outcome was unclear) stores nothing and
 * answers with the earlier lead. Open inboxes are told on commit (`inbox/events.ts`). Resolves once the transaction has committed; a form's
 * transaction has a budget (`formTransactionBudget`) and fails rather than wait longer.
 */
export async function saveLead(lead: NewLead, options: SaveLeadOptions): Promise<SavedLead> {
  const { db, flagged } = options;
  const channels = configuredChannels(options.settings);
  const contentHash = leadContentHash(lead);
  const key = lead.idempotencyKey;
  return transactionWithin(db, { ...formTransactionBudget, signal: options.signal }, async (tx) => {
    // Identical sends (and sends of one key) take turns, so the second sees the first once it has committed.
    await tx.execute(sql`select pg_advisory_xact_lock(${DUPLICATE_LOCK_SPACE}, hashtext(${key ?? contentHash}))`);
    const sameContent = and(
      eq(leads.contentHash, contentHash),
      gt(leads.createdAt, sql`now() - make_interval(secs => ${DUPLICATE_WINDOW_SECONDS})`),
    );
    const [earlier] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(key ? or(eq(leads.idempotencyKey, key), sameContent) : sameContent)
      .limit(1);
    if (earlier) return { id: earlier.id, duplicate: true };
    const [row] = await tx
      .insert(leads)
      .values({
        kind: lead.kind,
        lang: lead.lang,
        page: lead.page,
        name: lead.name,
        email: lead.email || null,
        phone: lead.phone || null,
        company: lead.company || null,
        message: lead.message || null,
        details: lead.details,
        utm: lead.utm,
        visitLanding: lead.visit?.landing ?? null,
        visitSource: lead.visit?.source ?? null,
        visitCampaign: lead.visit?.campaign ?? null,
        visitReferrer: lead.visit?.referrer ?? null,
        contentHash,
        idempotencyKey: key ?? null,
        consentVersion: lead.consent?.version ?? null,
        consentLang: lead.consent?.lang ?? null,
        consentAt: lead.consent?.at ?? null,
        ...(flagged ? { status: 'spam' as const } : {}),
      })
      .returning({ id: leads.id });
    if (!row) throw new Error('The lead was not stored');
    const teamChannels = channels.filter((channel) => channel !== 'assignee');
    if (flagged)
      await tx.insert(leadEvents).values({
        leadId: row.id,
        actorId: null,
        kind: 'flagged',
        detail: { score: flagged.score, reasons: flagged.reasons },
      });
    else {
      if (teamChannels.length)
        await tx.insert(outbox).values(teamChannels.map((channel) => ({ leadId: row.id, channel })));
      const mail = channels.includes('assignee');
      if (lead.meeting) await bookMeeting(tx, row.id, lead, lead.meeting, options.now ?? new Date(), { mail });
      else await routeLead(tx, row.id, lead, { mail });
    }
    // Open inboxes hear of it once the transaction commits.
    await notifyLeads(tx, { type: 'created', leadId: row.id });
    return { id: row.id, duplicate: false };
  });
}
