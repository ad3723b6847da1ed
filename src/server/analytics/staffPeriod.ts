/**
 * The period the staff analytics page and its CSV show, from the query: `?from=&to=` (days),
 * else `?days=7|30|90` (the last days, today included), else the last 30 days.
 */
import { lastDays, parsePeriod, type Period } from './report.ts';

const quick = [7, 30, 90] as const;

export function staffPeriod(
  query: URLSearchParams,
  now: Date,
): { period: Period; quick: number | undefined; bad: boolean } {
  if (query.has('from') || query.has('to')) {
    const asked = parsePeriod(query.get('from'), query.get('to'));
    if (typeof asked !== 'string') return { period: asked, quick: undefined, bad: false };
    return { period: lastDays(30, now), quick: 30, bad: true };
  }
  const days = quick.find((count) => count === Number(query.get('days'))) ?? 30;
  return { period: lastDays(days, now), quick: days, bad: false };
}
