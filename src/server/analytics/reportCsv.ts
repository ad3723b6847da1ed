/**
 * The report as CSV, the same for the staff page's download and `npm run analytics -- export`:
 * one row per figure, `section,value,visitors,views,leads,conversion`; the totals of the period
 * and of the one before, each day, for a single day each of its 24 UTC hours
 * (`hour,2026-03-10T09:00Z`), each breakdown, each form, and the path to a request.
 */
import { stringify } from 'csv-stringify/sync';
import { conversion, hourOf, reportDimensions, type AnalyticsReport } from './report.ts';

const header = ['section', 'value', 'visitors', 'views', 'leads', 'conversion'];

/** A share with four decimals, as a spreadsheet reads it. */
const share = (leads: number, visitors: number) => conversion(leads, visitors).toFixed(4);

/** A value as written: one that a spreadsheet would read as a formula is quoted with an apostrophe. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The figures of a report as CSV text, a header and one row per figure. */
export function reportCsv(report: AnalyticsReport): string {
  const { totals, previousTotals } = report;
  const rows: (string | number)[][] = [
    header,
    [
      'period',
      `${report.period.from}..${report.period.to}`,
      totals.visitors,
      totals.views,
      totals.leads,
      share(totals.leads, totals.visitors),
    ],
    [
      'previous',
      `${report.previous.from}..${report.previous.to}`,
      previousTotals.visitors,
      previousTotals.views,
      previousTotals.leads,
      share(previousTotals.leads, previousTotals.visitors),
    ],
    ...report.perDay.map((day) => ['day', day.day, day.visitors, day.views, '', '']),
    ...report.perHour.map((hour) => ['hour', hourOf(report.period.from, hour.hour), hour.visitors, hour.views, '', '']),
  ];
  for (const dimension of reportDimensions) {
    const attributed = dimension !== 'page' && dimension !== 'device';
    for (const row of report.breakdowns[dimension])
      rows.push([
        dimension,
        cell(row.value),
        row.visitors,
        row.views,
        attributed ? row.leads : '',
        attributed ? share(row.leads, row.visitors) : '',
      ]);
  }
  for (const form of report.forms)
    rows.push(['form', form.kind, totals.visitors, '', form.leads, share(form.leads, totals.visitors)]);
  rows.push(
    ['funnel', 'landing', report.funnel.visitors, '', '', ''],
    ['funnel', 'contact', report.funnel.reachedContact, '', '', ''],
    ['funnel', 'request', '', '', report.funnel.leads, share(report.funnel.leads, report.funnel.visitors)],
  );
  return stringify(rows);
}
