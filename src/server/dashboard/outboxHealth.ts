/**
 * The outbox's health per channel, for the dashboard: what waits, what fails and why (the last
 * failure's kind), the oldest waiting notification, what was sent in the period and what was
 * given up. A channel shows when it is configured or has rows.
 */
import { and, desc, isNotNull, isNull, min, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox, type DeliveryFailure, type OutboxChannel } from '../db/schema.ts';

/** One channel's health. */
export interface ChannelHealth {
  channel: OutboxChannel;
  /** Undelivered and not given up. */
  pending: number;
  /** Of those, whose last attempt failed. */
  failing: number;
  /** The failure of the channel's latest failed attempt still waiting, and its lead. */
  lastFailure?: { failure: DeliveryFailure; leadId: number; at: Date | null } | undefined;
  /** When the oldest waiting notification was queued. */
  oldestWaiting?: Date | undefined;
  /** Delivered within the period. */
  sent: number;
  /** Undelivered rows the receiver refused for good. */
  givenUp: number;
  /** The lead of the oldest given-up notification, to open and send again. */
  givenUpLeadId?: number | undefined;
}

const waiting = and(isNull(outbox.deliveredAt), isNull(outbox.givenUpAt));

/** Each channel's health: the configured ones first, in their order, then any other with rows. */
export async function channelHealth(
  db: Database,
  configured: readonly OutboxChannel[],
  from: Date,
  to: Date,
): Promise<ChannelHealth[]> {
  const totals = await db
    .select({
      channel: outbox.channel,
      pending: sql<number>`count(*) filter (where ${waiting})`,
      failing: sql<number>`count(*) filter (where ${waiting} and ${outbox.lastError} is not null)`,
      oldestWaiting: sql<Date | string | null>`min(${outbox.createdAt}) filter (where ${waiting})`,
      sent: sql<number>`count(*) filter (where ${outbox.deliveredAt} >= ${from.toISOString()} and ${outbox.deliveredAt} < ${to.toISOString()})`,
      givenUp: sql<number>`count(*) filter (where ${outbox.deliveredAt} is null and ${outbox.givenUpAt} is not null)`,
    })
    .from(outbox)
    .groupBy(outbox.channel);
  const lastFailures = await db
    .selectDistinctOn([outbox.channel], {
      channel: outbox.channel,
      failure: outbox.lastFailure,
      leadId: outbox.leadId,
      at: outbox.lastAttemptAt,
    })
    .from(outbox)
    .where(and(waiting, isNotNull(outbox.lastFailure)))
    .orderBy(outbox.channel, sql`${outbox.lastAttemptAt} desc nulls last`, desc(outbox.id));
  const givenUpLeads = await db
    .select({ channel: outbox.channel, leadId: min(outbox.leadId) })
    .from(outbox)
    .where(and(isNull(outbox.deliveredAt), isNotNull(outbox.givenUpAt)))
    .groupBy(outbox.channel);
  const channels = [
    ...configured,
    ...totals
      .map((row) => row.channel)
      .filter((channel) => !configured.includes(channel))
      .sort(),
  ];
  return channels.map((channel) => {
    const row = totals.find((total) => total.channel === channel);
    const last = lastFailures.find((failure) => failure.channel === channel);
    const oldest = row?.oldestWaiting;
    return {
      channel,
      pending: Number(row?.pending ?? 0),
      failing: Number(row?.failing ?? 0),
      lastFailure: last?.failure ? { failure: last.failure, leadId: last.leadId, at: last.at } : undefined,
      oldestWaiting: oldest ? new Date(oldest) : undefined,
      sent: Number(row?.sent ?? 0),
      givenUp: Number(row?.givenUp ?? 0),
      givenUpLeadId: givenUpLeads.find((given) => given.channel === channel)?.leadId ?? undefined,
    };
  });
}
