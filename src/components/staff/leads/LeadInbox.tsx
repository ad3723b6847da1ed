import { format, staffCatalogs } from '../../../i18n';
import type { StaffClock } from '../../../format/staffClock';
import { StaffClockOf } from '../StaffTime';
import type { StaffLang } from '../../../i18n/languages';
import { leadStatuses } from '../../../server/leads/statuses';
import type { InboxPage, StatusCounts } from '../../../server/leads/inbox/queries';
import type { InboxView } from '../../../server/leads/inbox/savedViews';
import { inboxFilterToSearch, type InboxFilter, type InboxFilterProblem } from '../../../server/leads/inbox/filter';
import { defaultReplyPromise, type ReplyPromise } from '../../../server/leads/routing/replyPromise';
import { BulkBar } from './BulkBar';
import { InboxFilters } from './InboxFilters';
import { InboxTable } from './InboxTable';
import { InboxViews } from './InboxViews';
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
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/** The address of the inbox with `filter`. */
const inboxHref = (filter: InboxFilter) => {
  const search = inboxFilterToSearch(filter);
  return `/staff/leads${search ? `?${search}` : ''}`;
};

/**
 * The leads inbox: the member's views, the filter bar (the view kept in the URL), counts per
 * status, the bulk bar, the table of leads in the view's order, paging and the CSV export of the
 * view. Everything a visitor typed is rendered as text.
 */
export function LeadInbox({
  clock,
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
  const now = clock?.now ?? new Date();
  const t = staffCatalogs[lang].leads;
  const names = new Map(members.map((member) => [member.id, member.name]));
  const search = inboxFilterToSearch(filter);
  return (
    <StaffClockOf clock={clock}>
      <>
        <h1>{t.title}</h1>
        {views ? <InboxViews lang={lang} {...views} search={search} /> : null}
        <InboxFilters lang={lang} filter={filter} problems={problems} members={members} />
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
        {bulkAction ? <BulkBar lang={lang} action={bulkAction} members={members} /> : null}
        <p id="leads-live" className={styles.live} role="status" aria-live="polite" data-arrived={t.arrived}>
          {t.live}
        </p>
        <InboxTable
          lang={lang}
          leads={page.leads}
          sort={filter.sort ?? 'newest'}
          memberName={(id) => names.get(id) ?? id}
          pickable={!!bulkAction}
          restoreAction={restoreAction}
          promise={promise}
          now={now}
        />
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
    </StaffClockOf>
  );
}
