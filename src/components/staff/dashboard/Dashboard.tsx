import { TableScroll } from '../TableScroll';
import type { StaffClock } from '../../../format/staffClock';
import { leadKinds } from '../../../forms/leadForms';
import { languages } from '../../../i18n/languages';
import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { dashboardPeriods, type DashboardData, type DashboardPeriod } from '../../../server/dashboard/queries';
import { DayChart, type ChartSeries } from './DayChart';
import { OutboxHealth, type HealthProblem } from './OutboxHealth';
import { PeriodLinks } from './PeriodLinks';
import { Ranking } from './Ranking';
import { ReplyTimesTables } from './ReplyTimesTables';
import { StaffTime, StaffClockOf } from '../StaffTime';
import tables from '../StaffTable.module.css';
import styles from './Dashboard.module.css';

interface Props {
  t: StaffMessages;
  lang: StaffLang;
  days: DashboardPeriod;
  data: DashboardData;
  /** What needs acting on for leads to reach the team (`channelProblems`, and other parts' own). */
  problems: HealthProblem[];
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/** The dashboard: how the site brings leads, and whether their notifications go out. */
export function Dashboard({ clock, t, lang, days, data, problems }: Props) {
  const d = t.dashboard;
  const numbers = new Intl.NumberFormat(lang);
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 });
  const languageName = new Intl.DisplayNames(lang, { type: 'language' });
  const seriesBy = <K extends string>(
    keys: readonly K[],
    pick: (row: DashboardData['perDay'][number]) => string,
    label: (key: K) => string,
  ): ChartSeries[] =>
    keys
      .map((key) => ({
        key,
        label: label(key),
        values: data.period.days.map((day) =>
          data.perDay.filter((row) => row.day === day && pick(row) === key).reduce((sum, row) => sum + row.count, 0),
        ),
      }))
      .filter((line) => line.values.some(Boolean));
  const byKind = seriesBy(
    leadKinds,
    (row) => row.kind,
    (kind) => t.leads.kinds[kind],
  );
  const byLanguage = seriesBy(
    languages,
    (row) => row.lang,
    (code) => languageName.of(code) ?? code,
  );
  const total = data.perDay.reduce((sum, row) => sum + row.count, 0);
  const chartLabels = { day: d.day, total: d.total, table: d.showTable };
  return (
    <StaffClockOf clock={clock}>
      <>
        <h1>{d.title}</h1>
        <PeriodLinks
          label={d.period}
          periods={dashboardPeriods}
          current={days}
          href={(period) => `/staff/dashboard?days=${period}`}
          text={(period) => format(d.lastDays, { days: String(period) })}
        />
        <dl className={styles.figures}>
          <div>
            <dt>{format(d.leadsInPeriod, { days: String(days) })}</dt>
            <dd id="leads-total">{numbers.format(total)}</dd>
          </div>
          <div>
            <dt>{d.spamShare}</dt>
            <dd id="spam-share">{data.spam.total ? percent.format(data.spam.spam / data.spam.total) : '—'}</dd>
          </div>
          <div>
            <dt>{d.pending}</dt>
            <dd id="outbox-pending">{numbers.format(data.health.pending)}</dd>
          </div>
          <div>
            <dt>{d.failing}</dt>
            <dd id="outbox-failing">{numbers.format(data.health.failing)}</dd>
          </div>
        </dl>
        <p>{format(d.spamDetail, { spam: numbers.format(data.spam.spam), total: numbers.format(data.spam.total) })}</p>
        <div className={styles.grid}>
          <DayChart
            id="by-kind"
            title={d.byKind}
            summary={format(d.chartSummary, { total: numbers.format(total), days: String(days) })}
            days={data.period.days}
            series={byKind}
            lang={lang}
            labels={chartLabels}
          />
          <DayChart
            id="by-language"
            title={d.byLanguage}
            summary={format(d.chartSummary, { total: numbers.format(total), days: String(days) })}
            days={data.period.days}
            series={byLanguage}
            lang={lang}
            labels={chartLabels}
          />
          <Ranking
            id="by-page"
            title={d.byPage}
            column={d.page}
            rows={data.byPage}
            empty={d.none}
            numbers={numbers}
            count={d.leads}
          />
          <Ranking
            id="by-campaign"
            title={d.byCampaign}
            column={d.campaign}
            rows={data.byCampaign.map((row) => ({ ...row, label: row.label || d.noCampaign }))}
            empty={d.none}
            numbers={numbers}
            count={d.leads}
          />
        </div>
        <ReplyTimesTables t={t} lang={lang} data={data.replies} />
        <section aria-labelledby="outbox-title">
          <h2 id="outbox-title">{d.outbox}</h2>
          {data.health.routing.length ? (
            <div id="routing-problems" className={styles.warning}>
              <ul>
                {data.health.routing.map((problem) => (
                  <li key={problem.ruleId}>
                    {format(t.routing.problem[problem.problem], {
                      number: String(problem.number),
                      member: problem.member,
                    })}
                  </li>
                ))}
              </ul>
              <p>
                <a href="/staff/leads/routing">{t.routing.link}</a>
              </p>
            </div>
          ) : null}
          <p>
            {data.health.oldest ? (
              <>
                {d.oldest}{' '}
                <a href={`/staff/leads/${data.health.oldest.leadId}`}>
                  {format(d.leadLink, { id: String(data.health.oldest.leadId) })}
                </a>
                , <StaffTime lang={lang} at={data.health.oldest.createdAt} />
              </>
            ) : (
              d.allDelivered
            )}
          </p>
          <OutboxHealth t={t} lang={lang} days={days} channels={data.health.channels} problems={problems} />
          {data.health.failingList.length ? (
            <TableScroll label={d.failingList} tall>
              <table className={`${tables.table} ${tables.figures}`} id="failing-deliveries">
                <caption>{d.failingList}</caption>
                <thead>
                  <tr>
                    <th scope="col">{d.lead}</th>
                    <th scope="col">{d.channel}</th>
                    <th scope="col" className={tables.number}>
                      {d.attempts}
                    </th>
                    <th scope="col">{d.lastError}</th>
                    <th scope="col">{d.nextAttempt}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.health.failingList.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <a href={`/staff/leads/${row.leadId}`}>{format(d.leadLink, { id: String(row.leadId) })}</a>
                      </th>
                      <td>{row.channel}</td>
                      <td className={tables.number}>{numbers.format(row.attempts)}</td>
                      <td>{row.lastError}</td>
                      <td>
                        <StaffTime lang={lang} at={row.nextAttemptAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          ) : null}
        </section>
      </>
    </StaffClockOf>
  );
}
