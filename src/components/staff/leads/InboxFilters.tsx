import { format, staffCatalogs } from '../../../i18n';
import { languages, type StaffLang } from '../../../i18n/languages';
import { leadKinds } from '../../../forms/leadForms';
import { leadStatuses } from '../../../server/leads/statuses';
import { inboxSorts, UNASSIGNED, type InboxFilter, type InboxFilterProblem } from '../../../server/leads/inbox/filter';
import styles from './Leads.module.css';

export interface InboxFiltersProps {
  lang: StaffLang;
  filter: InboxFilter;
  /** The URL's parameters left out of the view, each named. */
  problems: InboxFilterProblem[];
  /** The members a lead can be given to, to filter by. */
  members: { id: string; name: string }[];
}

/** The inbox's filter bar: a plain GET form that keeps the view in the URL, then the parameters it left out. */
export function InboxFilters({ lang, filter, problems, members }: InboxFiltersProps) {
  const t = staffCatalogs[lang].leads;
  return (
    <>
      <form method="get" action="/staff/leads" className={styles.filters} aria-label={t.filters.label}>
        {filter.open ? <input type="hidden" name="open" value={filter.open} /> : null}
        {filter.due ? <input type="hidden" name="due" value={filter.due} /> : null}
        <label>
          {t.filters.q}
          <input type="search" name="q" defaultValue={filter.q ?? ''} maxLength={200} />
        </label>
        <label>
          {t.filters.status}
          <select name="status" defaultValue={filter.status ?? ''}>
            <option value="">{t.filters.openOnly}</option>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filters.kind}
          <select name="kind" defaultValue={filter.kind ?? ''}>
            <option value="">{t.filters.any}</option>
            {leadKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t.kinds[kind]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filters.lang}
          <select name="lang" defaultValue={filter.lang ?? ''}>
            <option value="">{t.filters.any}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filters.assignee}
          <select name="assignee" defaultValue={filter.assignee ?? ''}>
            <option value="">{t.filters.any}</option>
            <option value={UNASSIGNED}>{t.filters.unassigned}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.filters.from}
          <input type="date" name="from" defaultValue={filter.from ?? ''} />
        </label>
        <label>
          {t.filters.to}
          <input type="date" name="to" defaultValue={filter.to ?? ''} />
        </label>
        <label>
          {t.filters.sort}
          <select name="sort" defaultValue={filter.sort === 'newest' ? '' : (filter.sort ?? '')}>
            {inboxSorts.map((sort) => (
              <option key={sort} value={sort === 'newest' ? '' : sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t.filters.apply}</button>
        <a href="/staff/leads">{t.filters.reset}</a>
      </form>
      {problems.length ? (
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem.param}>{format(t.filters.problem, { problem: problem.message })}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
