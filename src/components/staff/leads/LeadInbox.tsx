import { format, staffCatalogs } from '../../../i18n';
import { languages, type StaffLang } from '../../../i18n/languages';
import { leadKinds } from '../../../forms/leadForms';
import { leadStatuses } from '../../../server/db/schema';
import type { InboxPage, StatusCounts } from '../../../server/leads/inbox/queries';
import { MAX_VIEW_NAME, type InboxView } from '../../../server/leads/inbox/savedViews';
import {
  inboxFilterToSearch,
  inboxSorts,
  UNASSIGNED,
  type InboxFilter,
  type InboxFilterProblem,
} from '../../../server/leads/inbox/filter';
import { staffClock } from '../../../format/staffClock';
import { defaultReplyPromise, promiseState, type ReplyPromise } from '../../../server/leads/routing/replyPromise';
import { StaffTime } from '../StaffTime';
import { ReplyDue } from './ReplyDue';
import { VisitorText } from '../VisitorText';
import tables from '../StaffTable.module.css';
import styles from './Leads.module.css';

/** A staff member a lead can be given to. */
export interface Member {
  id: string;
  name: string;
}

export interface LeadInboxProps {
  lang: StaffLang;
  filter: InboxFilter;
  problems: InboxFilterProblem[];
  page: InboxPage;
  counts: StatusCounts;
  members: Member[];
  /** The address of the next (older) page, when there is one. */
  nextHref?: string;
  /** Whether this is a later page (a link back to the newest is shown). */
  paged: boolean;
  /** Where the bulk form posts (the `staff.inbox.bulk` action on this view); no bulk form without it. */
  bulkAction?: string | undefined;
  /** Where a spam row's "Not spam" posts (the `restore` action), for a member who may change leads. */
  restoreAction?: string | undefined;
  /** What the last bulk change said: how many leads it was done for, a view saved, or why not. */
  flash?:
    | { kind: 'done'; count: number }
    | { kind: 'viewSaved' }
    | { kind: 'restored' }
    | { kind: 'error'; message: string }
    | undefined;
  /** The member's views with their counts, and where their forms post (`staff.inbox.saveView`, `deleteView`). */
  views?: { list: InboxView[]; save: string; delete: string } | undefined;
  /** The reply promise each lead's time left is counted by; the settings' default without it. */
  promise?: ReplyPromise;
}

/** The address of the inbox with `filter`. */
export const inboxHref = (filter: InboxFilter) => {
  const search = inboxFilterToSearch(filter);
  return `/staff/leads${search ? `?${search}` : ''}`;
};

/**
 * The leads inbox: filters and order kept in the URL (a plain GET form), counts per status, the
 * table of leads (newest first, oldest first or by status), paging and the CSV export of the
 * view. Everything a visitor typed is rendered as text.
 */
export function LeadInbox({
  lang,
  filter,
  problems,
  page,
  counts,
  members,
  nextHref,
  paged,
  bulkAction,
  restoreAction,
  flash,
  views,
  promise = defaultReplyPromise,
}: LeadInboxProps) {
  const now = staffClock()?.now ?? new Date();
  const isOverdue = (lead: InboxPage['leads'][number]) => {
    const state = promiseState(promise, lead, now);
    return state.state === 'waiting' && state.overdue;
  };
  const t = staffCatalogs[lang].leads;
  const memberName = new Map(members.map((member) => [member.id, member.name]));
  const search = inboxFilterToSearch(filter);
  const sort = filter.sort ?? 'newest';
  return (
    <>
      <h1>{t.title}</h1>
      {views ? (
        <nav aria-label={t.views.label} className={styles.views}>
          <ul>
            {views.list.map((view) => {
              const name = view.key ? t.views.builtIn[view.key] : (view.name ?? '');
              return (
                <li key={view.key ?? view.id}>
                  <a
                    href={`/staff/leads${view.query ? `?${view.query}` : ''}`}
                    aria-current={view.query === search ? 'page' : undefined}
                  >
                    {view.key ? name : <VisitorText text={name} />} <span className={styles.count}>{view.count}</span>
                  </a>
                  {view.id ? (
                    <form method="post" action={views.delete}>
                      <input type="hidden" name="view" value={view.id} />
                      <button type="submit" aria-label={format(t.views.deleteNamed, { name })}>
                        {t.views.delete}
                      </button>
                    </form>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <form method="post" action={views.save} className={styles.inline}>
            <input type="hidden" name="query" value={search} />
            <label>
              {t.views.saveAs}
              <input name="name" maxLength={MAX_VIEW_NAME} required />
            </label>
            <button type="submit">{t.views.save}</button>
          </form>
        </nav>
      ) : null}
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
      <nav aria-label={t.counts.label} id="leads-counts">
        <ul className={styles.counts}>
          <li>
            <a href={inboxHref({ ...filter, status: undefined })} aria-current={!filter.status ? 'page' : undefined}>
              {t.counts.total} <span className={styles.count}>{counts.total}</span>
            </a>
          </li>
          {leadStatuses.map((status) => (
            <li key={status}>
              <a href={inboxHref({ ...filter, status })} aria-current={filter.status === status ? 'page' : undefined}>
                {t.statuses[status]} <span className={styles.count}>{counts[status]}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {flash ? (
        <p
          role={flash.kind === 'error' ? 'alert' : 'status'}
          className={flash.kind === 'error' ? styles.error : styles.saved}
        >
          {flash.kind === 'error'
            ? flash.message
            : flash.kind === 'viewSaved'
              ? t.views.saved
              : flash.kind === 'restored'
                ? t.bulk.restored
                : format(t.bulk.done, { count: flash.count })}
        </p>
      ) : null}
      {bulkAction ? (
        <form id="leads-bulk" method="post" action={bulkAction} className={styles.bulk} aria-label={t.bulk.label}>
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
      ) : null}
      <p id="leads-live" className={styles.live} role="status" aria-live="polite" data-arrived={t.arrived}>
        {t.live}
      </p>
      {/* A region a keyboard can reach and scroll, named as its table: wide on a desktop, empty on a first day. */}
      <div className={styles.inbox} role="region" aria-label={t.table.captions[sort]} tabIndex={0}>
        <table className={`${tables.table} ${tables.records} ${styles.cards}`} id="leads-table">
          <caption>{t.table.captions[sort]}</caption>
          <thead>
            <tr>
              {bulkAction ? <th scope="col">{t.bulk.column}</th> : null}
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
            {page.leads.map((lead) => (
              <tr key={lead.id} data-lead={lead.id} className={isOverdue(lead) ? styles.overdueRow : undefined}>
                {bulkAction ? (
                  <td data-label={t.bulk.column} className={styles.pick}>
                    <input type="hidden" name="shown" value={lead.id} form="leads-bulk" />
                    <input
                      type="checkbox"
                      name="lead"
                      value={lead.id}
                      form="leads-bulk"
                      aria-label={format(t.bulk.select, { name: lead.name })}
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
                      <button type="submit" aria-label={format(t.bulk.restoreLabel, { name: lead.name })}>
                        {t.bulk.restore}
                      </button>
                    </form>
                  ) : null}
                </td>
                <td data-label={t.table.assignee}>
                  {lead.assigneeId ? (memberName.get(lead.assigneeId) ?? lead.assigneeId) : ''}
                </td>
                <td data-label={t.table.due}>
                  <ReplyDue lang={lang} lead={lead} promise={promise} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Always there, hidden while the view has rows: the live inbox swaps it with the table. */}
      <p id="leads-empty" hidden={page.leads.length > 0}>
        {t.table.empty}
      </p>
      <p className={styles.paging}>
        {paged ? <a href={inboxHref(filter)}>{t.first}</a> : null}
        {nextHref ? <a href={nextHref}>{t.next}</a> : null}
        <a href={`/staff/leads/export.csv${search ? `?${search}` : ''}`} download>
          {t.exportCsv}
        </a>
      </p>
    </>
  );
}
