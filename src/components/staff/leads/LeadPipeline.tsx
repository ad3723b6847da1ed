import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { leadStatuses } from '../../../server/leads/statuses';
import type { LeadDetail } from '../../../server/leads/inbox/lead';
import { MAX_NOTE_LENGTH } from '../../../server/leads/inbox/pipeline';
import { staffDateTime } from '../../../format/staffDate';
import { useStaffClock } from '../StaffTime';
import { TableScroll } from '../TableScroll';
import { LeadIdField } from './LeadIdField';
import type { Member } from './LeadInbox';
import tables from '../StaffTable.module.css';
import styles from './Leads.module.css';

export interface LeadPipelineProps {
  lang: StaffLang;
  detail: LeadDetail;
  members: Member[];
  /** The signed-in staff member, who may take the lead. */
  me: Member;
  /** Where each form posts: its `staff.leads` action. */
  actions: Record<'status' | 'assign' | 'note' | 'retry', string>;
}

/** The lead's pipeline: its status, its assignee ("take it" for the member), a note, and each notification's delivery with "retry now". */
export function LeadPipeline({ lang, detail, members, me, actions }: LeadPipelineProps) {
  const d = staffCatalogs[lang].leads.detail;
  const statuses = staffCatalogs[lang].leads.statuses;
  const { lead, deliveries } = detail;
  const zone = useStaffClock()?.timeZone;
  return (
    <section aria-labelledby="lead-pipeline">
      <h2 id="lead-pipeline">{d.pipeline}</h2>
      <form method="post" action={actions.status} className={styles.inline}>
        <LeadIdField id={lead.id} />
        <label>
          {d.status}
          <select name="status" defaultValue={lead.status}>
            {leadStatuses.map((status) => (
              <option key={status} value={status}>
                {statuses[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{d.save}</button>
      </form>
      <form method="post" action={actions.assign} className={styles.inline}>
        <LeadIdField id={lead.id} />
        <label>
          {d.assignee}
          <select name="assignee" defaultValue={lead.assigneeId ?? ''}>
            <option value="">{d.unassigned}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{d.save}</button>
      </form>
      {lead.assigneeId !== me.id ? (
        <form method="post" action={actions.assign}>
          <LeadIdField id={lead.id} />
          <input type="hidden" name="assignee" value={me.id} />
          <button type="submit">{d.takeIt}</button>
        </form>
      ) : null}
      <form method="post" action={actions.note} className={styles.note}>
        <LeadIdField id={lead.id} />
        <label htmlFor="lead-note">{d.note}</label>
        <textarea id="lead-note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />
        <button type="submit">{d.addNote}</button>
      </form>
      <h2>{d.deliveries}</h2>
      {/* A phone's width: the table scrolls in its own box rather than widen the page. */}
      <TableScroll label={d.deliveries}>
        <table className={`${tables.table} ${tables.records}`}>
          <thead>
            <tr>
              <th scope="col">{d.channel}</th>
              <th scope="col">{d.status}</th>
              <th scope="col">{d.attempts}</th>
              <th scope="col">{d.lastError}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {deliveries.map((delivery) => (
              <tr key={delivery.id}>
                <th scope="row">{d.channels[delivery.channel]}</th>
                <td>
                  {delivery.deliveredAt
                    ? format(d.delivered, { at: staffDateTime(lang, delivery.deliveredAt, zone) })
                    : delivery.givenUpAt
                      ? format(d.givenUp, { at: staffDateTime(lang, delivery.givenUpAt, zone) })
                      : format(d.pending, {
                          at: delivery.nextAttemptAt ? staffDateTime(lang, delivery.nextAttemptAt, zone) : '',
                        })}
                </td>
                <td>{delivery.attempts}</td>
                <td>{delivery.lastError ?? ''}</td>
                <td>
                  {delivery.deliveredAt ? null : (
                    <form method="post" action={actions.retry}>
                      <LeadIdField id={lead.id} />
                      <input type="hidden" name="outbox" value={delivery.id} />
                      <button type="submit">{d.retry}</button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </section>
  );
}
