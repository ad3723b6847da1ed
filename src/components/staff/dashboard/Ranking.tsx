import type { SourceCount } from '../../../server/dashboard/queries';
import { VisitorText } from '../VisitorText';
import tables from '../StaffTable.module.css';
import styles from './Dashboard.module.css';

/** Counts per label, most first, as a table with a bar beside each number (its width an SVG attribute, which the staff CSP allows). */
export function Ranking({
  id,
  title,
  column,
  rows,
  empty,
  numbers,
  count,
}: {
  id: string;
  title: string;
  column: string;
  rows: SourceCount[];
  empty: string;
  numbers: Intl.NumberFormat;
  count: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {rows.length ? (
        <table className={`${tables.table} ${tables.figures}`} id={id}>
          <thead>
            <tr>
              <th scope="col">{column}</th>
              <th scope="col" className={tables.number}>
                {count}
              </th>
              <th scope="col">
                <span className="visually-hidden">{title}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  <VisitorText text={row.label} />
                </th>
                <td className={tables.number}>{numbers.format(row.count)}</td>
                <td className={styles.barCell}>
                  <svg className={styles.bar} width="100%" height="8" aria-hidden="true">
                    <rect width={`${((row.count / max) * 100).toFixed(3)}%`} height="8" rx="2" data-value={row.count} />
                  </svg>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{empty}</p>
      )}
    </section>
  );
}
