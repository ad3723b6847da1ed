import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { conversion, type AnalyticsReport, type ReportRow } from '../../../server/analytics/report';
import type { LeadKind } from '../../../forms/leadForms';
import { DayChart } from '../dashboard/DayChart';
import { HourCharts } from './HourCharts';
import { PeriodLinks } from '../dashboard/PeriodLinks';
import { TableScroll } from '../TableScroll';
import { VisitorText } from '../VisitorText';
import tables from '../StaffTable.module.css';
import dashboard from '../dashboard/Dashboard.module.css';
import styles from './Analytics.module.css';

/** The quick periods offered beside the chosen one. */
const quickPeriods = [7, 30, 90] as const;

interface Props {
  t: StaffMessages;
  lang: StaffLang;
  report: AnalyticsReport;
  /** The quick period shown, if the period is one. */
  quick: number | undefined;
  /** True when the asked period was not valid (the last 30 days are shown instead). */
  badPeriod: boolean;
}

/** The visit figures: totals against the previous period, visitors and views per day (per UTC hour for a single day), breakdowns with conversion, the path to a request. */
export function Analytics({ t, lang, report, quick, badPeriod }: Props) {
  const a = t.analytics;
  const numbers = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const languageName = new Intl.DisplayNames(lang, { type: 'language' });
  const { totals, previousTotals, period } = report;
  const change = (now: number, before: number) =>
    before ? format(a.change, { change: signed.format((now - before) / before) }) : a.noChange;
  const figures = [
    {
      id: 'visitors',
      label: a.visitors,
      value: numbers.format(totals.visitors),
      change: change(totals.visitors, previousTotals.visitors),
    },
    {
      id: 'views',
      label: a.views,
      value: numbers.format(totals.views),
      change: change(totals.views, previousTotals.views),
    },
    {
      id: 'leads',
      label: a.leads,
      value: numbers.format(totals.leads),
      change: change(totals.leads, previousTotals.leads),
    },
    {
      id: 'conversion',
      label: a.conversion,
      value: percent.format(conversion(totals.leads, totals.visitors)),
      change: change(
        conversion(totals.leads, totals.visitors),
        conversion(previousTotals.leads, previousTotals.visitors),
      ),
    },
  ];
  const perDay = (pick: 'visitors' | 'views') =>
    period.days.map((day) => report.perDay.find((row) => row.day === day)?.[pick] ?? 0);
  const chartLabels = { day: a.day, total: a.total, table: a.showTable };
  const days = String(period.days.length);
  const b = report.breakdowns;
  return (
    <>
      <h1>{a.title}</h1>
      <p>{a.intro}</p>
      <PeriodLinks
        label={a.period}
        periods={quickPeriods}
        current={quick}
        href={(days) => `/staff/analytics?days=${days}`}
        text={(days) => format(a.lastDays, { days: String(days) })}
      />
      <form method="get" className={styles.period} aria-label={a.period}>
        <label>
          {a.from} <input type="date" name="from" defaultValue={period.from} required />
        </label>
        <label>
          {a.to} <input type="date" name="to" defaultValue={period.to} required />
        </label>
        <button type="submit">{a.show}</button>
      </form>
      {badPeriod ? <p role="alert">{a.badPeriod}</p> : null}
      <p id="period-shown">
        {format(a.shown, {
          from: period.from,
          to: period.to,
          previousFrom: report.previous.from,
          previousTo: report.previous.to,
        })}
      </p>
      <dl className={dashboard.figures}>
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt>{figure.label}</dt>
            <dd id={`total-${figure.id}`}>{figure.value}</dd>
            <dd className={styles.change}>{figure.change}</dd>
          </div>
        ))}
      </dl>
      <p>
        <a href={`/staff/analytics/export.csv?from=${period.from}&to=${period.to}`} download>
          {a.download}
        </a>
      </p>
      <div className={dashboard.grid}>
        {period.from === period.to ? (
          <HourCharts a={a} lang={lang} day={period.from} hours={report.perHour} />
        ) : (
          <>
            <DayChart
              id="visitors-per-day"
              title={a.visitorsPerDay}
              summary={format(a.chartSummary, { total: numbers.format(totals.visitors), days })}
              days={period.days}
              series={[{ key: 'visitors', label: a.visitors, values: perDay('visitors') }]}
              lang={lang}
              labels={chartLabels}
            />
            <DayChart
              id="views-per-day"
              title={a.viewsPerDay}
              summary={format(a.chartSummary, { total: numbers.format(totals.views), days })}
              days={period.days}
              series={[{ key: 'views', label: a.views, values: perDay('views') }]}
              lang={lang}
              labels={chartLabels}
            />
          </>
        )}
        <Breakdown
          id="pages"
          title={a.pages}
          column={a.page}
          rows={b.page}
          a={a}
          numbers={numbers}
          percent={percent}
          by="views"
        />
        <Breakdown
          id="landing"
          title={a.landing}
          column={a.page}
          rows={b.landing}
          a={a}
          numbers={numbers}
          percent={percent}
        />
        <Breakdown
          id="sources"
          title={a.sources}
          column={a.source}
          rows={b.source.map((row) => ({ ...row, label: row.value || a.direct }))}
          a={a}
          numbers={numbers}
          percent={percent}
        />
        <Breakdown
          id="campaigns"
          title={a.campaigns}
          column={a.campaign}
          rows={b.campaign.map((row) => ({ ...row, label: row.value || a.noCampaign }))}
          a={a}
          numbers={numbers}
          percent={percent}
        />
        <Breakdown
          id="languages"
          title={a.languages}
          column={a.language}
          rows={b.lang.map((row) => ({ ...row, label: languageName.of(row.value) ?? row.value }))}
          a={a}
          numbers={numbers}
          percent={percent}
        />
        <Breakdown
          id="devices"
          title={a.devices}
          column={a.device}
          rows={b.device.map((row) => ({
            ...row,
            label: a.deviceNames[row.value as keyof typeof a.deviceNames] ?? row.value,
          }))}
          a={a}
          numbers={numbers}
          percent={percent}
          by="visitors"
        />
        <section aria-labelledby="forms-title">
          <h2 id="forms-title">{a.forms}</h2>
          {report.forms.length ? (
            <table className={`${tables.table} ${tables.figures}`} id="forms">
              <thead>
                <tr>
                  <th scope="col">{a.form}</th>
                  <th scope="col" className={tables.number}>
                    {a.leads}
                  </th>
                  <th scope="col" className={tables.number}>
                    {a.conversion}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.forms.map((row) => (
                  <tr key={row.kind}>
                    <th scope="row">{t.leads.kinds[row.kind as LeadKind] ?? row.kind}</th>
                    <td className={tables.number}>{numbers.format(row.leads)}</td>
                    <td className={tables.number}>{percent.format(conversion(row.leads, totals.visitors))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>{a.none}</p>
          )}
        </section>
        <section aria-labelledby="funnel-title">
          <h2 id="funnel-title">{a.funnel}</h2>
          <ol className={styles.funnel} id="funnel">
            {[
              { label: a.funnelLanded, value: report.funnel.visitors },
              { label: a.funnelContact, value: report.funnel.reachedContact },
              { label: a.funnelRequest, value: report.funnel.leads },
            ].map((step) => (
              <li key={step.label}>
                <span>{step.label}</span>
                <strong>
                  {numbers.format(step.value)} ({percent.format(conversion(step.value, report.funnel.visitors))})
                </strong>
                <svg className={dashboard.bar} width="100%" height="8" aria-hidden="true">
                  <rect
                    width={`${((conversion(step.value, report.funnel.visitors) || 0) * 100).toFixed(3)}%`}
                    height="8"
                    rx="2"
                  />
                </svg>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

/**
 * One breakdown as a table: visitors, views, leads and conversion per value, with a bar for
 * `by` (its width an SVG attribute, which the staff CSP allows). Pages and devices have no leads column.
 */
function Breakdown({
  id,
  title,
  column,
  rows,
  a,
  numbers,
  percent,
  by = 'visitors',
}: {
  id: string;
  title: string;
  column: string;
  rows: (ReportRow & { label?: string })[];
  a: StaffMessages['analytics'];
  numbers: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  by?: 'visitors' | 'views';
}) {
  const attributed = id !== 'pages' && id !== 'devices';
  const max = Math.max(1, ...rows.map((row) => row[by]));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length ? (
        <TableScroll label={title}>
          <table className={`${tables.table} ${tables.figures}`} id={id}>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" className={tables.number}>
                  {a.visitors}
                </th>
                <th scope="col" className={tables.number}>
                  {a.views}
                </th>
                {attributed ? (
                  <>
                    <th scope="col" className={tables.number}>
                      {a.leads}
                    </th>
                    <th scope="col" className={tables.number}>
                      {a.conversion}
                    </th>
                  </>
                ) : null}
                <th scope="col">
                  <span className="visually-hidden">{title}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.value} data-value={row.value}>
                  <th scope="row">
                    <VisitorText text={row.label ?? row.value} />
                  </th>
                  <td className={tables.number}>{numbers.format(row.visitors)}</td>
                  <td className={tables.number}>{numbers.format(row.views)}</td>
                  {attributed ? (
                    <>
                      <td className={tables.number}>{numbers.format(row.leads)}</td>
                      <td className={tables.number}>{percent.format(conversion(row.leads, row.visitors))}</td>
                    </>
                  ) : null}
                  <td className={dashboard.barCell}>
                    <svg className={dashboard.bar} width="100%" height="8" aria-hidden="true">
                      <rect width={`${((row[by] / max) * 100).toFixed(3)}%`} height="8" rx="2" />
                    </svg>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>{a.none}</p>
      )}
    </section>
  );
}
