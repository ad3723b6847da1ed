import type { APIRoute } from 'astro';
import { analyticsReport } from '../../../server/analytics/report';
import { reportCsv } from '../../../server/analytics/reportCsv';
import { staffPeriod } from '../../../server/analytics/staffPeriod';
import { cachePolicy } from '../../../server/http/cachePolicy';

export const prerender = false;

/** The page's figures as CSV, the same as `npm run analytics -- export` (the guard has checked `analytics.read`). */
export const GET: APIRoute = async ({ url, locals }) => {
  const { period } = staffPeriod(url.searchParams, new Date());
  const csv = reportCsv(await analyticsReport(await locals.app.db(), period));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="visits-${period.from}-${period.to}.csv"`,
      'Cache-Control': cachePolicy.never,
    },
  });
};
