import { staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { leadStatuses } from '../../../server/leads/statuses';
import styles from './Leads.module.css';

export interface BulkBarProps {
  lang: StaffLang;
  /** Where the form posts (the `staff.inbox.bulk` action on this view). */
  action: string;
  /** The members the leads ticked can be given to. */
  members: { id: string; name: string }[];
}

/**
 * The inbox's bulk bar: the leads ticked in the table (their checkboxes belong to this form by
 * its id, `leads-bulk`), or every lead on the page, assigned, moved to a status, marked as spam
 * or exported.
 */
export function BulkBar({ lang, action, members }: BulkBarProps) {
  const t = staffCatalogs[lang].leads;
  return (
    <form id="leads-bulk" method="post" action={action} className={styles.bulk} aria-label={t.bulk.label}>
      <label className={styles.check}>
        <input type="checkbox" name="all" value="page" data-select-all />
        {t.bulk.all}
      </label>
      <div className={styles.inline}>
        <label>
          {t.bulk.assignee}
          <select name="assignee" defaultValue="">
            <option value="">{t.filters.unassigned}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" name="change" value="assign">
          {t.bulk.assign}
        </button>
      </div>
      <div className={styles.inline}>
        <label>
          {t.bulk.status}
          <select name="status" defaultValue="">
            <option value="">{t.bulk.choose}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" name="change" value="status">
          {t.bulk.setStatus}
        </button>
      </div>
      <button type="submit" name="change" value="spam">
        {t.bulk.spam}
      </button>
      <button type="submit" name="change" value="export">
        {t.bulk.export}
      </button>
    </form>
  );
}
