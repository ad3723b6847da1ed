import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { InboxRow } from '../../../server/leads/inbox/queries';
import type { InboxSort } from '../../../server/leads/inbox/filter';
import { promiseState, type ReplyPromise } from '../../../server/leads/routing/replyPromise';
import { showInvisible } from '../../../server/leads/invisible';
import { StaffTime } from '../StaffTime';
import { ReplyDue } from './ReplyDue';
import { VisitorText } from '../VisitorText';
import tables from '../StaffTable.module.css';
import styles from './Leads.module.css';

export interface InboxTableProps {
  lang: StaffLang;
  leads: InboxRow[];
  sort: InboxSort;
  /** The name of the member a lead is given to. */
  memberName: (id: string) => string;
  /** Whether each row has a checkbox of the bulk form (`leads-bulk`). */
  pickable: boolean;
  /** Where a spam row's "Not spam" posts (the `restore` action), for a member who may change leads. */
  restoreAction?: string | undefined;
  /** The reply promise each lead's time left is counted by, at `now`. */
  promise: ReplyPromise;
  now: Date;
}

/**
 * The inbox's table of leads in the view's order, its sorted column marked; what a visitor typed
 * is rendered as text, and names a row's checkbox and button as the row shows it (hidden
 * characters written as `[U+202E]`).
 */
export function InboxTable({ lang, leads, sort, memberName, pickable, restoreAction, promise, now }: InboxTableProps) {
  const t = staffCatalogs[lang].leads;
  const isOverdue = (lead: InboxRow) => {
    const state = promiseState(promise, lead, now);
    return state.state === 'waiting' && state.overdue;
  };
  return (
    // A region a keyboard can reach and scroll, named as its table: wide on a desktop, empty on a first day.
    <div className={styles.inbox} role="region" aria-label={t.table.captions[sort]} tabIndex={0}>
      <table className={`${tables.table} ${tables.records} ${styles.cards}`} id="leads-table">
        <caption>{t.table.captions[sort]}</caption>
        <thead>
          <tr>
            {pickable ? <th scope="col">{t.bulk.column}</th> : null}
            <th
              scope="col"
              aria-sort={
                sort === 'status' || sort === 'assignee' ? undefined : sort === 'oldest' ? 'ascending' : 'descending'
              }
            >
              {t.table.received}
            </th>
            <th scope="col">{t.table.name}</th>
            <th scope="col">{t.table.kind}</th>
            <th scope="col">{t.table.contact}</th>
            <th scope="col">{t.table.company}</th>
            <th scope="col">{t.table.lang}</th>
            <th scope="col" aria-sort={sort === 'status' ? 'ascending' : undefined}>
              {t.table.status}
            </th>
            <th scope="col" aria-sort={sort === 'assignee' ? 'ascending' : undefined}>
              {t.table.assignee}
            </th>
            <th scope="col">{t.table.due}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} data-lead={lead.id} className={isOverdue(lead) ? styles.overdueRow : undefined}>
              {pickable ? (
                <td data-label={t.bulk.column} className={styles.pick}>
                  <input type="hidden" name="shown" value={lead.id} form="leads-bulk" />
                  <input
                    type="checkbox"
                    name="lead"
                    value={lead.id}
                    form="leads-bulk"
                    aria-label={format(t.bulk.select, { name: showInvisible(lead.name) })}
                  />
                </td>
              ) : null}
              <td data-label={t.table.received}>
                <StaffTime lang={lang} at={lead.createdAt} />
              </td>
              <th scope="row">
                <a href={`/staff/leads/${lead.id}`}>
                  <VisitorText text={lead.name} />
                </a>
              </th>
              <td data-label={t.table.kind}>{t.kinds[lead.kind]}</td>
              <td data-label={t.table.contact}>
                <VisitorText text={lead.email ?? lead.phone} />
              </td>
              <td data-label={t.table.company}>
                <VisitorText text={lead.company} />
              </td>
              <td data-label={t.table.lang}>{lead.lang}</td>
              <td data-label={t.table.status}>
                {t.statuses[lead.status]}
                {lead.status === 'spam' && restoreAction ? (
                  <form method="post" action={restoreAction} className={styles.restore}>
                    <input type="hidden" name="lead" value={lead.id} />
                    <button type="submit" aria-label={format(t.bulk.restoreLabel, { name: showInvisible(lead.name) })}>
                      {t.bulk.restore}
                    </button>
                  </form>
                ) : null}
              </td>
              <td data-label={t.table.assignee}>{lead.assigneeId ? memberName(lead.assigneeId) : ''}</td>
              <td data-label={t.table.due}>
                <ReplyDue lang={lang} lead={lead} promise={promise} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
