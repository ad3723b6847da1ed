import type { APIRoute } from 'astro';
import { analyticsCsv } from '../../../server/analytics/screens';
import { cachePolicy } from '../../../server/http/cachePolicy';

export const prerender = false;

/** The page's figures as CSV, the same as `npm run analytics -- export` (the guard has checked `analytics.read`). */
export const GET: APIRoute = async ({ url, locals }) => {
  const { period, csv } = await analyticsCsv(locals.app, url.searchParams, new Date());
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="visits-${period.from}-${period.to}.csv"`,
      'Cache-Control': cachePolicy.never,
    },
  });
};
