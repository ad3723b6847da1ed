/** What the visit figures show, on the page and in its CSV: the period the URL asks for and the report over it. */
import type { SiteApp } from '../app.ts';
import { analyticsReport } from './report.ts';
import { reportCsv } from './reportCsv.ts';
import { staffPeriod } from './staffPeriod.ts';

/**
 * The report over the period the query names (`staffPeriod`), with the quick period chosen and whether
 * the asked one was refused.
 */
export async function analyticsScreen(app: Pick<SiteApp, 'db'>, query: URLSearchParams, now: Date) {
  const { period, quick, bad } = staffPeriod(query, now);
  return { period, quick, bad, report: await analyticsReport(await app.db(), period) };
}

/** The same figures as CSV, with the period they cover (for the file's name). */
export async function analyticsCsv(app: Pick<SiteApp, 'db'>, query: URLSearchParams, now: Date) {
  const { period } = staffPeriod(query, now);
  return { period, csv: reportCsv(await analyticsReport(await app.db(), period)) };
}
