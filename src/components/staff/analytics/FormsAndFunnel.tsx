import type { StaffMessages } from '../../../i18n';
import type { LeadKind } from '../../../forms/leadForms';
import { conversion, type AnalyticsReport } from '../../../server/analytics/report';
import tables from '../StaffTable.module.css';
import dashboard from '../dashboard/Dashboard.module.css';
import styles from './Analytics.module.css';

interface Figures {
  a: StaffMessages['analytics'];
  numbers: Intl.NumberFormat;
  percent: Intl.NumberFormat;
}

/** The leads per form, with their conversion against every visitor of the period. */
export function FormsTable({
  a,
  leadKinds,
  forms,
  visitors,
  numbers,
  percent,
}: Figures & { leadKinds: StaffMessages['leads']['kinds']; forms: AnalyticsReport['forms']; visitors: number }) {
  return (
    <section aria-labelledby="forms-title">
      <h2 id="forms-title">{a.forms}</h2>
      {forms.length ? (
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
            {forms.map((row) => (
              <tr key={row.kind}>
                <th scope="row">{leadKinds[row.kind as LeadKind] ?? row.kind}</th>
                <td className={tables.number}>{numbers.format(row.leads)}</td>
                <td className={tables.number}>{percent.format(conversion(row.leads, visitors))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{a.none}</p>
      )}
    </section>
  );
}

/** The path to a request: visitors who landed, reached the contact page, and sent a request. */
export function Funnel({ a, funnel, numbers, percent }: Figures & { funnel: AnalyticsReport['funnel'] }) {
  return (
    <section aria-labelledby="funnel-title">
      <h2 id="funnel-title">{a.funnel}</h2>
      <ol className={styles.funnel} id="funnel">
        {[
          { label: a.funnelLanded, value: funnel.visitors },
          { label: a.funnelContact, value: funnel.reachedContact },
          { label: a.funnelRequest, value: funnel.leads },
        ].map((step) => (
          <li key={step.label}>
            <span>{step.label}</span>
            <strong>
              {numbers.format(step.value)} ({percent.format(conversion(step.value, funnel.visitors))})
            </strong>
            <svg className={dashboard.bar} width="100%" height="8" aria-hidden="true">
              <rect width={`${((conversion(step.value, funnel.visitors) || 0) * 100).toFixed(3)}%`} height="8" rx="2" />
            </svg>
          </li>
        ))}
      </ol>
    </section>
  );
}
