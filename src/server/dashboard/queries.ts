/**
 * The dashboard's numbers, read from the store: leads per day by kind and by language, leads by
 * page and by campaign, the share of spam, the outbox's health (per channel: `outboxHealth.ts`), and how the reply promise is kept (`replyTimes.ts`). Spam is out of every count
 * but its own (as in the inbox). Days are UTC calendar days; `now` is injected.
 */
import { and, asc, count, desc, gte, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { LeadKind } from '../../forms/leadForms.ts';
import { leads, outbox, type OutboxChannel } from '../db/schema.ts';
import { defaultReplyPromise, type ReplyPromise } from '../leads/routing/replyPromise.ts';
import { channelHealth } from './outboxHealth.ts';
import { replyTimes } from './replyTimes.ts';
import { routingProblems } from '../leads/routing/routeLead.ts';

/** The days the dashboard can show. */
export const dashboardPeriods = [7, 30, 90] as const;
export type DashboardPeriod = (typeof dashboardPeriods)[number];

/** The period from `days` UTC days back (today included) to the end of today. */
export function periodOf(days: number, now: Date): { from: Date; to: Date; days: string[] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = 86_400_000;
  const list = Array.from({ length: days }, (_, index) =>
    new Date(today - (days - 1 - index) * day).toISOString().slice(0, 10),
  );
  return { from: new Date(today - (days - 1) * day), to: new Date(today + day), days: list };
}

/** One day's count of one kind in one language. */
export interface DayCount {
  day: string;
  kind: LeadKind;
  lang: string;
  count: number;
}

const inPeriod = (from: Date, to: Date) => and(gte(leads.createdAt, from), lt(leads.createdAt, to));
const notSpam = ne(leads.status, 'spam');

/** Leads (no spam) per UTC day, kind and language in the period. */
async function leadsPerDay(db: Database, from: Date, to: Date): Promise<DayCount[]> {
  const day = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, kind: leads.kind, lang: leads.lang, count: count() })
    .from(leads)
    .where(and(inPeriod(from, to), notSpam))
    .groupBy(day, leads.kind, leads.lang)
    .orderBy(asc(day));
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** A label (a page, a campaign source) and how many leads came with it. */
export interface SourceCount {
  label: string;
  count: number;
}

/** Leads (no spam) per page they were sent from, most first, at most `limit`. */
async function leadsByPage(db: Database, from: Date, to: Date, limit = 10): Promise<SourceCount[]> {
  const rows = await db
    .select({ label: leads.page, count: count() })
    .from(leads)
    .where(and(inPeriod(from, to), notSpam))
    .groupBy(leads.page)
    .orderBy(desc(count()), asc(leads.page))
    .limit(limit);
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** Leads (no spam) per campaign source (`utm_source`; '' for none), most first, at most `limit`. */
async function leadsByCampaign(db: Database, from: Date, to: Date, limit = 10): Promise<SourceCount[]> {
  const source = sql<string>`coalesce(${leads.utm}->>'source', '')`;
  const rows = await db
    .select({ label: source, count: count() })
    .from(leads)
    .where(and(inPeriod(from, to), notSpam))
    .groupBy(source)
    .orderBy(desc(count()), asc(source))
    .limit(limit);
  return rows.map((row) => ({ label: row.label, count: Number(row.count) }));
}

/** How many leads of the period were marked spam, out of all of them. */
async function spamShare(db: Database, from: Date, to: Date): Promise<{ spam: number; total: number }> {
  const [row] = await db
    .select({ total: count(), spam: sql<number>`count(*) filter (where ${leads.status} = 'spam')` })
    .from(leads)
    .where(inPeriod(from, to));
  return { spam: Number(row?.spam ?? 0), total: Number(row?.total ?? 0) };
}

/** One undelivered notification, for the list of failing ones. */
interface FailingDelivery {
  id: number;
  leadId: number;
  channel: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  nextAttemptAt: Date;
}

/** The outbox now: notifications still to be sent (none given up), those whose last attempt failed, the oldest of them. */
async function outboxHealth(db: Database, limit = 20) {
  const waiting = and(isNull(outbox.deliveredAt), isNull(outbox.givenUpAt));
  const [totals] = await db
    .select({ pending: count(), failing: sql<number>`count(*) filter (where ${outbox.lastError} is not null)` })
    .from(outbox)
    .where(waiting);
  const columns = {
    id: outbox.id,
    leadId: outbox.leadId,
    channel: outbox.channel,
    attempts: outbox.attempts,
    lastError: outbox.lastError,
    createdAt: outbox.createdAt,
    nextAttemptAt: outbox.nextAttemptAt,
  };
  const [oldest] = await db
    .select(columns)
    .from(outbox)
    .where(waiting)
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(1);
  const failing: FailingDelivery[] = await db
    .select(columns)
    .from(outbox)
    .where(and(waiting, isNotNull(outbox.lastError)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id))
    .limit(limit);
  return {
    pending: Number(totals?.pending ?? 0),
    failing: Number(totals?.failing ?? 0),
    oldest: oldest as FailingDelivery | undefined,
    failingList: failing,
  };
}

/** Everything the dashboard shows for the last `days` days; `channels` are the configured notification channels, the reply times are under `promise`. */
export async function dashboard(
  db: Database,
  days: DashboardPeriod,
  now: Date,
  channels: readonly OutboxChannel[] = [],
  promise: ReplyPromise = defaultReplyPromise,
) {
  const period = periodOf(days, now);
  const [perDay, byPage, byCampaign, spam, health, perChannel, replies, routing] = await Promise.all([
    leadsPerDay(db, period.from, period.to),
    leadsByPage(db, period.from, period.to),
    leadsByCampaign(db, period.from, period.to),
    spamShare(db, period.from, period.to),
    outboxHealth(db),
    channelHealth(db, channels, period.from, period.to),
    replyTimes(db, period.from, period.to, promise, now),
    routingProblems(db),
  ]);
  return { period, perDay, byPage, byCampaign, spam, health: { ...health, channels: perChannel, routing }, replies };
}

export type DashboardData = Awaited<ReturnType<typeof dashboard>>;
