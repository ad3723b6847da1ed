import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { hourOf, type HourFigures } from '../../../server/analytics/report';
import { DayChart } from '../dashboard/DayChart';
import { staffDay } from '../StaffTime';

interface Props {
  a: StaffMessages['analytics'];
  lang: StaffLang;
  /** The day shown, `YYYY-MM-DD` (UTC). */
  day: string;
  /** Its 24 UTC hours, in order. */
  hours: HourFigures[];
}

/** An hour as the charts write it: `09:00`, always UTC (the headings say so). */
const hourLabel = (moment: string) => moment.slice(11, 16);

/**
 * A single day's visitors and page views per UTC hour: two bar charts, each with its table
 * beneath. The hours are UTC whatever the member's time zone, as the days of the report are:
 * a zone that is not a whole number of hours from UTC has no hours of its own to show.
 */
export function HourCharts({ a, lang, day, hours }: Props) {
  const numbers = new Intl.NumberFormat(lang);
  const moments = hours.map((row) => hourOf(day, row.hour));
  const labels = { day: a.hourUtc, total: a.total, table: a.showTable };
  const summary = (total: number) => format(a.hourSummary, { total: numbers.format(total), day: staffDay(lang, day) });
  const charts = [
    { id: 'visitors-per-hour', title: a.visitorsPerHour, key: 'visitors', label: a.visitors },
    { id: 'views-per-hour', title: a.viewsPerHour, key: 'views', label: a.views },
  ] as const;
  return (
    <>
      {charts.map((chart) => {
        const values = hours.map((row) => row[chart.key]);
        return (
          <DayChart
            key={chart.id}
            id={chart.id}
            title={chart.title}
            summary={summary(values.reduce((sum, value) => sum + value, 0))}
            days={moments}
            series={[{ key: chart.key, label: chart.label, values }]}
            lang={lang}
            labels={labels}
            label={hourLabel}
            tickEvery={6}
          />
        );
      })}
    </>
  );
}
