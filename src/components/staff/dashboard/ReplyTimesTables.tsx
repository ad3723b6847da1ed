import { format, type StaffMessages } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { ReplyFigures, ReplyTimes } from '../../../server/dashboard/replyTimes';
import { TableScroll } from '../TableScroll';
import tables from '../StaffTable.module.css';
import styles from './Dashboard.module.css';

interface Formats {
  numbers: Intl.NumberFormat;
  percent: Intl.NumberFormat;
  span: (ms: number | null) => string;
}

/** A time to answer as the dashboard shows it: minutes under an hour, else hours to a tenth ("45 min", "3.5 hr"). */
function spanFormat(lang: StaffLang): (ms: number | null) => string {
  const locale = lang === 'ru' ? 'ru-RU' : 'en-GB';
  const minutes = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  });
  const hours = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'hour',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  });
  return (ms) =>
    ms === null ? '—' : ms < 3_600_000 ? minutes.format(Math.floor(ms / 60_000)) : hours.format(ms / 3_600_000);
}

/**
 * How the reply promise is kept in the period: the median first response and the share answered
 * in time, then both per assignee and per language as tables.
 */
export function ReplyTimesTables({ t, lang, data }: { t: StaffMessages; lang: StaffLang; data: ReplyTimes }) {
  const r = t.dashboard.replies;
  const formats: Formats = {
    numbers: new Intl.NumberFormat(lang),
    percent: new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }),
    span: spanFormat(lang),
  };
  const languageName = new Intl.DisplayNames(lang, { type: 'language' });
  const { overall } = data;
  return (
    <section aria-labelledby="replies-title">
      <h2 id="replies-title">{r.title}</h2>
      <p>{format(r.promise, { hours: String(data.hours) })}</p>
      <dl className={styles.figures}>
        <div>
          <dt>{r.median}</dt>
          <dd id="reply-median">{formats.span(overall.medianMs)}</dd>
        </div>
        <div>
          <dt>{r.share}</dt>
          <dd id="reply-share">{overall.share === null ? '—' : formats.percent.format(overall.share)}</dd>
        </div>
      </dl>
      <p>
        {format(r.shareDetail, {
          inTime: formats.numbers.format(overall.inTime),
          decided: formats.numbers.format(overall.decided),
        })}
      </p>
      <div className={styles.grid}>
        <FiguresTable
          id="replies-by-member"
          title={r.byMember}
          column={r.member}
          rows={data.byMember.map(({ key, label, figures }) => ({ key: key ?? '', label: label ?? r.nobody, figures }))}
          t={t}
          formats={formats}
        />
        <FiguresTable
          id="replies-by-language"
          title={r.byLanguage}
          column={r.language}
          rows={data.byLanguage.map(({ key, figures }) => ({ key, label: languageName.of(key) ?? key, figures }))}
          t={t}
          formats={formats}
        />
      </div>
    </section>
  );
}

/** One group per row (`key` tells the groups apart, `label` names them): leads, answered, median, share in time, overdue now. */
function FiguresTable({
  id,
  title,
  column,
  rows,
  t,
  formats,
}: {
  id: string;
  title: string;
  column: string;
  rows: { key: string; label: string; figures: ReplyFigures }[];
  t: StaffMessages;
  formats: Formats;
}) {
  const r = t.dashboard.replies;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{title}</h3>
      {rows.length ? (
        <TableScroll label={title}>
          <table className={`${tables.table} ${tables.figures}`} id={id}>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" className={tables.number}>
                  {r.leads}
                </th>
                <th scope="col" className={tables.number}>
                  {r.answered}
                </th>
                <th scope="col" className={tables.number}>
                  {r.median}
                </th>
                <th scope="col" className={tables.number}>
                  {r.share}
                </th>
                <th scope="col" className={tables.number}>
                  {r.overdue}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ key, label, figures }) => (
                <tr key={key}>
                  <th scope="row">{label}</th>
                  <td className={tables.number}>{formats.numbers.format(figures.leads)}</td>
                  <td className={tables.number}>{formats.numbers.format(figures.answered)}</td>
                  <td className={tables.number}>{formats.span(figures.medianMs)}</td>
                  <td className={tables.number}>
                    {figures.share === null ? '—' : formats.percent.format(figures.share)}
                  </td>
                  <td className={tables.number}>{formats.numbers.format(figures.overdue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      ) : (
        <p>{r.none}</p>
      )}
    </section>
  );
}
