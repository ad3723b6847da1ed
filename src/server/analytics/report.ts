/**
 * The analytics figures of a period, read from the daily roll-ups and the leads: visitors and
 * views per day, the top pages, landing pages, sources, campaigns, languages and devices, the
 * leads each brought (conversion: leads / visitors), leads per form, the path landing page ->
 * contact page -> request, and the same totals for the period before; for a single day, its
 * visitors and views per hour. Days and hours are UTC. Like the days, the hours are read from the
 * roll-ups: today's figures are as of the last roll-up (ANALYTICS_ROLLUP_SECONDS).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rowsOf } from './rollup.ts';

const DAY_MS = 86_400_000;

/** A period of whole UTC days, both ends included, `YYYY-MM-DD`. */
export interface Period {
  from: string;
  to: string;
}

/** The breakdowns shown; `page` counts every view of a page, the others attribute a visitor to where their day began. */
export const reportDimensions = ['page', 'landing', 'source', 'campaign', 'lang', 'device'] as const;
type ReportDimension = (typeof reportDimensions)[number];

/** One value of a breakdown. */
export interface ReportRow {
  value: string;
  visitors: number;
  views: number;
  /** Leads whose visit began with this value (not for `page` and `device`). */
  leads: number;
}

interface Totals {
  visitors: number;
  views: number;
  /** Leads (no spam) that came from a counted visit. */
  leads: number;
}

/** The visitors and views of one UTC hour of the day shown. */
export interface HourFigures {
  hour: number;
  visitors: number;
  views: number;
}

export interface AnalyticsReport {
  period: Period & { days: string[] };
  previous: Period;
  totals: Totals;
  previousTotals: Totals;
  perDay: { day: string; visitors: number; views: number }[];
  /** For a single-day period, its 24 UTC hours (`hour` 0-23) in order; empty for a longer one. */
  perHour: HourFigures[];
  breakdowns: Record<ReportDimension, ReportRow[]>;
  /** Leads per form (lead kind). */
  forms: { kind: string; leads: number }[];
  funnel: { visitors: number; reachedContact: number; leads: number };
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayString = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The days of a period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let at = dayMs(period.from); at <= dayMs(period.to); at += DAY_MS) days.push(dayString(at));
  return days;
}

/** An hour of `day` as an exact UTC moment, `2026-03-10T09:00Z`: how the CSV and the hour charts name it. */
export const hourOf = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00Z`;

/** The period of the same length just before `period`. */
export function previousPeriod(period: Period): Period {
  const length = dayMs(period.to) - dayMs(period.from) + DAY_MS;
  return { from: dayString(dayMs(period.from) - length), to: dayString(dayMs(period.to) - length) };
}

/** The last `days` days up to `now`'s, today included. */
export function lastDays(days: number, now: Date): Period {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: dayString(today - (days - 1) * DAY_MS), to: dayString(today) };
}

/** Conversion as a share (0 with no visitors). */
export function conversion(leads: number, visitors: number): number {
  return visitors ? leads / visitors : 0;
}

/** The longest period a report covers: a year. */
const MAX_PERIOD_DAYS = 366;

/** A period from two `YYYY-MM-DD` days, or a message saying what is wrong. */
export function parsePeriod(from: string | null | undefined, to: string | null | undefined): Period | string {
  const valid = (day: string | null | undefined): day is string =>
    !!day && /^\d{4}-\d{2}-\d{2}$/.test(day) && dayString(dayMs(day)) === day;
  if (!valid(from) || !valid(to)) return 'dates are YYYY-MM-DD, such as 2026-01-31';
  if (dayMs(from) > dayMs(to)) return 'the first day comes after the last';
  if ((dayMs(to) - dayMs(from)) / DAY_MS + 1 > MAX_PERIOD_DAYS) return `at most ${MAX_PERIOD_DAYS} days`;
  return { from, to };
}

/** How many values of each breakdown are listed. */
const TOP = 10;

async function totalsOf(db: Database, period: Period): Promise<Totals> {
  const [figures] = await rowsOf<{ visitors: number; views: number }>(
    db,
    sql`select coalesce(sum(visitors), 0)::int as visitors, coalesce(sum(views), 0)::int as views from analytics_daily where dimension = 'total' and day between ${period.from}::date and ${period.to}::date`,
  );
  const [leads] = await rowsOf<{ leads: number }>(
    db,
    sql`select count(*)::int as leads from leads where ${leadsIn(period)}`,
  );
  return { visitors: figures?.visitors ?? 0, views: figures?.views ?? 0, leads: leads?.leads ?? 0 };
}

/** The 24 UTC hours of `day`, with no figures as zeros. */
async function hoursOf(db: Database, day: string): Promise<HourFigures[]> {
  const start = `${day}T00:00:00Z`;
  const rows = await rowsOf<HourFigures>(
    db,
    sql`select extract(hour from hour at time zone 'UTC')::int as hour, visitors, views from analytics_hourly where hour >= ${start}::timestamptz and hour < ${start}::timestamptz + interval '1 day'`,
  );
  return Array.from(
    { length: 24 },
    (_, hour) => rows.find((row) => row.hour === hour) ?? { hour, visitors: 0, views: 0 },
  );
}

/** Leads (no spam) created in the period that came from a counted visit. */
const leadsIn = (period: Period) =>
  sql`created_at >= ${period.from}::date and created_at < ${period.to}::date + 1 and status <> 'spam' and visit_landing is not null`;

/** The figures of `period`. */
export async function analyticsReport(db: Database, period: Period): Promise<AnalyticsReport> {
  const previous = previousPeriod(period);
  const range = sql`day between ${period.from}::date and ${period.to}::date`;
  const [totals, previousTotals, perDay, perHour, rows, leadRows] = await Promise.all([
    totalsOf(db, period),
    totalsOf(db, previous),
    rowsOf<{ day: string; visitors: number; views: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, visitors, views from analytics_daily where dimension = 'total' and ${range} order by day`,
    ),
    period.from === period.to ? hoursOf(db, period.from) : [],
    rowsOf<{ dimension: string; value: string; visitors: number; views: number }>(
      db,
      sql`select dimension, value, sum(visitors)::int as visitors, sum(views)::int as views from analytics_daily where ${range} and dimension <> 'total' group by dimension, value`,
    ),
    rowsOf<{ landing: string; source: string; campaign: string; lang: string; kind: string; leads: number }>(
      db,
      sql`select visit_landing as landing, coalesce(visit_source, '') as source, coalesce(visit_campaign, '') as campaign, lang, kind, count(*)::int as leads from leads where ${leadsIn(period)} group by 1, 2, 3, 4, 5`,
    ),
  ]);
  const leadsBy = (pick: (row: (typeof leadRows)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const row of leadRows) counts.set(pick(row), (counts.get(pick(row)) ?? 0) + row.leads);
    return counts;
  };
  const leadCounts: Partial<Record<ReportDimension, Map<string, number>>> = {
    landing: leadsBy((row) => row.landing),
    source: leadsBy((row) => row.source),
    campaign: leadsBy((row) => row.campaign),
    lang: leadsBy((row) => row.lang),
  };
  const breakdowns = Object.fromEntries(
    reportDimensions.map((dimension) => {
      const list = rows
        .filter((row) => row.dimension === dimension)
        .map((row) => ({
          value: row.value,
          visitors: row.visitors,
          views: row.views,
          leads: leadCounts[dimension]?.get(row.value) ?? 0,
        }))
        .sort(
          (a, b) =>
            (dimension === 'page' ? b.views - a.views : b.visitors - a.visitors) || a.value.localeCompare(b.value),
        )
        .slice(0, TOP);
      return [dimension, list];
    }),
  ) as Record<ReportDimension, ReportRow[]>;
  const forms = [...leadsBy((row) => row.kind)]
    .map(([kind, leads]) => ({ kind, leads }))
    .sort((a, b) => b.leads - a.leads || a.kind.localeCompare(b.kind));
  const reachedContact = rows
    .filter((row) => row.dimension === 'funnel' && row.value === 'contact')
    .reduce((sum, row) => sum + row.visitors, 0);
  return {
    period: { ...period, days: daysOf(period) },
    previous,
    totals,
    previousTotals,
    perDay,
    perHour,
    breakdowns,
    forms,
    funnel: { visitors: totals.visitors, reachedContact, leads: totals.leads },
  };
}
