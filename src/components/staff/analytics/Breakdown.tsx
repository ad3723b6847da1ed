import type { StaffMessages } from '../../../i18n';
import { conversion, type ReportRow } from '../../../server/analytics/report';
import { TableScroll } from '../TableScroll';
import { VisitorText } from '../VisitorText';
import tables from '../StaffTable.module.css';
import dashboard from '../dashboard/Dashboard.module.css';

/**
 * One breakdown as a table: visitors, views, leads and conversion per value, with a bar for
 * `by` (its width an SVG attribute, which the staff CSP allows). Pages and devices have no leads column.
 */
export function Breakdown({
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
