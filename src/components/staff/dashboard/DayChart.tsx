import type { StaffLang } from '../../../i18n/languages';
import { staffDay } from '../StaffTime';
import { TableScroll } from '../TableScroll';
import tables from '../StaffTable.module.css';
import styles from './Dashboard.module.css';

export interface ChartSeries {
  key: string;
  label: string;
  /** One value per day, in the order of `days`. */
  values: number[];
}

interface Props {
  id: string;
  title: string;
  /** What the chart shows in one sentence, for screen readers (the table holds the numbers). */
  summary: string;
  /** UTC days, `YYYY-MM-DD`; or other moments (hours, `2026-03-10T09:00Z`) with `label`. */
  days: string[];
  series: ChartSeries[];
  lang: StaffLang;
  /** The first column's heading (`day`), the total's, and the table's disclosure. */
  labels: { day: string; total: string; table: string };
  /** How a moment of `days` is written; by default the day in the staff language ("10 Mar"). */
  label?: (day: string) => string;
  /** Every how many bars a moment is written under the chart; by default about five in all. */
  tickEvery?: number;
}

/** The chart's height in CSS pixels; its width is its box's. */
const HEIGHT = 220;
/** Room under the bars for the dates, in pixels. */
const BOTTOM = 24;
/** Room left of the bars for the scale, as a share of the width (percent). */
const LEFT = 9;

/** A share of the width as an SVG length. */
const pct = (value: number) => `${value.toFixed(3)}%`;

/**
 * Stacked bars per day, drawn on the server as SVG (no script), with the same numbers in a
 * table beneath: the picture for a glance, the table for reading and for screen readers. There
 * is no viewBox, so nothing is scaled: the text stays the size the stylesheet gives it on any
 * screen, and the bars are placed by attributes (percent across, pixels up), which the staff
 * Content-Security-Policy allows where it refuses inline styles.
 */
export function DayChart({
  id,
  title,
  summary,
  days,
  series,
  lang,
  labels,
  label = (day) => staffDay(lang, day),
  tickEvery = Math.ceil(days.length / 5),
}: Props) {
  const numbers = new Intl.NumberFormat(lang);
  const totals = days.map((_, index) => series.reduce((sum, line) => sum + (line.values[index] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const plotHeight = HEIGHT - BOTTOM - 12;
  const slot = (100 - LEFT) / Math.max(1, days.length);
  const barWidth = slot * 0.75;
  const y = (value: number) => (value / max) * plotHeight;
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg className={styles.chart} width="100%" height={HEIGHT} role="img" aria-label={summary} data-max={max}>
        <line className={styles.axis} x1={pct(LEFT)} y1={HEIGHT - BOTTOM} x2="100%" y2={HEIGHT - BOTTOM} />
        <text className={styles.axisLabel} x={pct(LEFT - 1)} y={HEIGHT - BOTTOM - plotHeight + 4} textAnchor="end">
          {numbers.format(max)}
        </text>
        <text className={styles.axisLabel} x={pct(LEFT - 1)} y={HEIGHT - BOTTOM} textAnchor="end">
          0
        </text>
        {days.map((day, index) => {
          let base = HEIGHT - BOTTOM;
          const x = LEFT + index * slot + (slot - barWidth) / 2;
          return (
            <g key={day} data-day={day} data-total={totals[index]}>
              {series.map((line, position) => {
                const value = line.values[index] ?? 0;
                if (!value) return null;
                const height = y(value);
                base -= height;
                return (
                  <rect
                    key={line.key}
                    className={styles[`s${position % 6}`]}
                    x={pct(x)}
                    y={base}
                    width={pct(barWidth)}
                    height={height}
                    data-series={line.key}
                    data-value={value}
                  />
                );
              })}
              {index % tickEvery === 0 ? (
                <text className={styles.axisLabel} x={pct(x + barWidth / 2)} y={HEIGHT - 6} textAnchor="middle">
                  {label(day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className={styles.legend}>
        {series.map((line, position) => (
          <li key={line.key}>
            <span className={`${styles.swatch} ${styles[`s${position % 6}`]}`} aria-hidden="true" />
            {line.label}: {numbers.format(line.values.reduce((sum, value) => sum + value, 0))}
          </li>
        ))}
      </ul>
      <details>
        <summary>{labels.table}</summary>
        <TableScroll label={title} tall>
          <table className={`${tables.table} ${tables.figures}`} id={`${id}-table`}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.day}</th>
                {series.map((line) => (
                  <th scope="col" key={line.key} className={tables.number}>
                    {line.label}
                  </th>
                ))}
                <th scope="col" className={tables.number}>
                  {labels.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day, index) => (
                <tr key={day}>
                  <th scope="row">
                    <time dateTime={day}>{label(day)}</time>
                  </th>
                  {series.map((line) => (
                    <td key={line.key} className={tables.number}>
                      {numbers.format(line.values[index] ?? 0)}
                    </td>
                  ))}
                  <td className={tables.number}>{numbers.format(totals[index] ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </details>
    </figure>
  );
}
