/**
 * The roll-up: each day's raw page views become `analytics_daily` rows (per dimension and value)
 * and `analytics_hourly` rows. A day is recomputed whole from its raw events and its rows
 * replaced, under an advisory lock, so instances that roll up at once, or a run repeated, write
 * the same figures: nothing lost, nothing counted twice. Today and yesterday are recomputed on
 * every run (late beacons), older days once. Raw events older than ANALYTICS_RETENTION_DAYS
 * are then deleted; their days' figures stay.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { errorKind } from '../log.ts';
import { dayOf } from './visitorHash.ts';
import { startPeriodic } from '../periodic.ts';

/** The advisory lock roll-ups take turns under (any fixed number). */
const ROLLUP_LOCK = 7_310_002;
const DAY_MS = 86_400_000;

/** A contact page of any language, or its call-back or meeting page: a visitor who opened one reached a form. */
const CONTACT_PAGE = '^/[a-z]{2}/contact(/callback|/meeting)?$';

/** The rows of a query, on either store. */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Recomputes the figures of `day` (`YYYY-MM-DD`) from its raw events. */
export async function rollUpDay(db: Database, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`delete from analytics_daily where day = ${day}::date`);
    await tx.execute(sql`delete from analytics_hourly where hour >= ${day}::date and hour < ${day}::date + 1`);
    const range = sql`at >= ${day}::date and at < ${day}::date + 1`;
    // One row per visitor: their views, and where their day began (landing page, source, campaign, language, device).
    await tx.execute(sql`
      with visits as (
        select visitor, count(*)::int as views,
          (array_agg(path order by at, id))[1] as landing,
          (array_agg(source order by at, id))[1] as source,
          (array_agg(campaign order by at, id))[1] as campaign,
          (array_agg(lang order by at, id))[1] as lang,
          (array_agg(device order by at, id))[1] as device,
          bool_or(path ~ ${CONTACT_PAGE}) as reached_contact
        from analytics_events where ${range} group by visitor
      )
      insert into analytics_daily (day, dimension, value, views, visitors)
      select ${day}::date, 'total', '', sum(views), count(*) from visits having count(*) > 0
      union all select ${day}::date, 'landing', landing, sum(views), count(*) from visits group by landing
      union all select ${day}::date, 'source', source, sum(views), count(*) from visits group by source
      union all select ${day}::date, 'campaign', campaign, sum(views), count(*) from visits group by campaign
      union all select ${day}::date, 'lang', lang, sum(views), count(*) from visits group by lang
      union all select ${day}::date, 'device', device, sum(views), count(*) from visits group by device
      union all select ${day}::date, 'funnel', 'contact', sum(views), count(*) from visits where reached_contact having count(*) > 0`);
    await tx.execute(sql`
      insert into analytics_daily (day, dimension, value, views, visitors)
      select ${day}::date, 'page', path, count(*), count(distinct visitor) from analytics_events where ${range} group by path`);
    await tx.execute(sql`
      insert into analytics_hourly (hour, views, visitors)
      select date_trunc('hour', at), count(*), count(distinct visitor) from analytics_events where ${range} group by 1`);
  });
}

/** The days a run recomputes: yesterday and today, and any earlier day with raw events and no figures yet. */
async function daysToRollUp(db: Database, now: Date): Promise<string[]> {
  const today = dayOf(now);
  const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`
    select to_char(d, 'YYYY-MM-DD') as day
    from generate_series((select min(at) from analytics_events)::date, ${yesterday}::date - 1, interval '1 day') d
    where not exists (select 1 from analytics_daily where day = d::date and dimension = 'total')
      and exists (select 1 from analytics_events where at >= d and at < d + interval '1 day')`,
  );
  return [...rows.map((row) => row.day), yesterday, today];
}

/** Rolls up what is due, then deletes raw events older than `retentionDays`; returns how many were deleted. */
export async function rollUp(
  db: Database,
  now: Date,
  retentionDays: number,
): Promise<{ days: string[]; deleted: number }> {
  const days = await daysToRollUp(db, now);
  for (const day of days) await rollUpDay(db, day);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const deleted = await rowsOf<{ n: number }>(
    db,
    sql`with gone as (delete from analytics_events where at < ${cutoff.toISOString()}::timestamptz returning 1) select count(*)::int as n from gone`,
  );
  // A salt outlives its day only until the first visit of the next; a quiet night ends here.
  await db.execute(sql`delete from analytics_salts where day < ${dayOf(now)}::date`);
  return { days, deleted: deleted[0]?.n ?? 0 };
}

/** Runs `rollUp` every `everySeconds` until stopped. */
export function startRollUps(options: {
  db: () => Promise<Database>;
  everySeconds: number;
  retentionDays: number;
  now?: () => Date;
}): { stop(): void } {
  const now = options.now ?? (() => new Date());
  const run = async () => {
    try {
      const { deleted } = await rollUp(await options.db(), now(), options.retentionDays);
      if (deleted)
        console.log(
          `[analytics] deleted ${deleted} page views older than ${options.retentionDays} days (ANALYTICS_RETENTION_DAYS)`,
        );
    } catch (error) {
      console.warn(`[analytics] the roll-up failed (${errorKind(error)}); trying again at the next run`);
    }
  };
  return startPeriodic(run, { firstMs: options.everySeconds * 1000, everyMs: options.everySeconds * 1000 });
}
