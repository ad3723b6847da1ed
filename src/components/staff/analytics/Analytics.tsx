import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { conversion, type AnalyticsReport } from '../../../server/analytics/report';
import { DayChart } from '../dashboard/DayChart';
import { Breakdown } from './Breakdown';
import { FormsTable, Funnel } from './FormsAndFunnel';
import { HourCharts } from './HourCharts';
import { PeriodLinks } from '../dashboard/PeriodLinks';
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
        <FormsTable
          a={a}
          leadKinds={t.leads.kinds}
          forms={report.forms}
          visitors={totals.visitors}
          numbers={numbers}
          percent={percent}
        />
        <Funnel a={a} funnel={report.funnel} numbers={numbers} percent={percent} />
      </div>
    </>
  );
}
