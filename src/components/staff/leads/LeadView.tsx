import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import { leadStatuses } from '../../../server/db/schema';
import type { EarlierLead, LeadDetail, TimelineEntry } from '../../../server/leads/inbox/queries';
import { PHONE_PATTERN } from '../../../forms/constraints';
import { limits } from '../../../forms/leadForms';
import { MAX_NOTE_LENGTH } from '../../../server/leads/inbox/pipeline';
import { formatParts } from '../../../i18n/formatParts';
import { StaffTime } from '../StaffTime';
import { staffDateTime } from '../../../format/staffDate';
import { VisitorText } from '../VisitorText';
import { leadDetailFields } from './leadDetails';
import { LeadReply, type LeadReplyLinks } from './LeadReply';
import { ReplyDue } from './ReplyDue';
import { defaultReplyPromise, type ReplyPromise } from '../../../server/leads/routing/replyPromise';
import type { Member } from './LeadInbox';
import tables from '../StaffTable.module.css';
import styles from './Leads.module.css';
import { routedText } from './routedText';

export interface LeadViewProps {
  lang: StaffLang;
  detail: LeadDetail;
  timeline: TimelineEntry[];
  members: Member[];
  /** The signed-in staff member, who may take the lead. */
  me: Member;
  /** What the last post said: saved, or an error message to show. */
  flash?: { kind: 'saved' } | { kind: 'error'; message: string };
  /** Where each form posts: its `staff.leads` action. */
  actions: Record<'status' | 'assign' | 'note' | 'retry' | 'replied' | 'correct', string>;
  /** The leads sent earlier from the same email: how many, and the newest of them. */
  earlier?: { count: number; leads: EarlierLead[] } | undefined;
  /** The reply links in the lead's language (the page always gives them). */
  reply?: LeadReplyLinks | undefined;
  /** The reply templates screen, for a member who may change them. */
  templatesHref?: string | undefined;
  /** The reply promise the lead's time left is counted by; the settings' default without it. */
  promise?: ReplyPromise;
}

/** The hidden field naming the lead a form changes. */
const LeadField = ({ id }: { id: number }) => <input type="hidden" name="lead" value={id} />;

/**
 * One lead: everything the visitor sent, where from, its pipeline (status, assignee, notes),
 * the delivery of each notification with "retry now", and its timeline. Forms post the
 * `staff.leads` actions to the page (work without JavaScript); what the visitor typed shows as text only.
 */
export function LeadView({
  lang,
  detail,
  timeline,
  members,
  me,
  flash,
  actions,
  reply,
  templatesHref,
  earlier,
  promise = defaultReplyPromise,
}: LeadViewProps) {
  const t = staffCatalogs[lang].leads;
  const d = t.detail;
  const { lead, deliveries } = detail;
  const memberName = (id: string | null | undefined) =>
    id ? (members.find((member) => member.id === id)?.name ?? id) : d.unassigned;
  const statusName = (value: unknown) =>
    typeof value === 'string' && value in t.statuses
      ? t.statuses[value as keyof typeof t.statuses]
      : String(value ?? '');
  const replyChannelName = (value: unknown) =>
    value === 'email' || value === 'phone' ? staffCatalogs[lang].leads.reply.channels[value] : String(value ?? '');
  const utm = Object.entries(lead.utm ?? {}).filter(([, value]) => value);
  const fields: [string, string | null | undefined][] = [
    [d.received, staffDateTime(lang, lead.createdAt)],
    [d.kind, t.kinds[lead.kind]],
    [d.page, lead.page],
    [d.lang, lead.lang],
    [d.name, lead.name],
    [d.email, lead.email],
    [d.phone, lead.phone],
    [d.company, lead.company],
    ...leadDetailFields(lang, lead.details ?? {}),
    [
      d.consent,
      lead.consentVersion && lead.consentAt
        ? format(d.consentGiven, {
            version: lead.consentVersion,
            lang: lead.consentLang ?? lead.lang,
            at: staffDateTime(lang, lead.consentAt),
          })
        : d.noConsent,
    ],
  ];
  const spamReasons = (value: unknown) =>
    (Array.isArray(value) ? value : [])
      .map((reason) =>
        typeof reason === 'string' && reason in d.spamReasons
          ? d.spamReasons[reason as keyof typeof d.spamReasons]
          : String(reason),
      )
      .join(', ');
  return (
    <>
      <p>
        <a href="/staff/leads">{d.back}</a>
      </p>
      <h1>{format(d.title, { id: lead.id })}</h1>
      {flash ? (
        <p
          role={flash.kind === 'error' ? 'alert' : 'status'}
          className={flash.kind === 'error' ? styles.error : styles.saved}
        >
          {flash.kind === 'error' ? flash.message : d.saved}
        </p>
      ) : null}
      {lead.status === 'spam' ? (
        <section aria-labelledby="lead-spam" className={styles.spam}>
          <h2 id="lead-spam">{d.spam.title}</h2>
          <p>{d.spam.text}</p>
          <form method="post" action={actions.status}>
            <LeadField id={lead.id} />
            <input type="hidden" name="status" value="new" />
            <button type="submit">{d.spam.restore}</button>
          </form>
        </section>
      ) : null}
      <div className={styles.columns}>
        <section aria-labelledby="lead-fields">
          <h2 id="lead-fields">{d.fields}</h2>
          <dl className={styles.fields}>
            {fields
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>
                    <VisitorText text={value} />
                  </dd>
                </div>
              ))}
            <div>
              <dt>{d.campaign}</dt>
              <dd>
                {utm.length
                  ? utm.map(([name, value], index) => (
                      <span key={name}>
                        {index ? ', ' : ''}
                        {name}: <VisitorText text={value} />
                      </span>
                    ))
                  : d.noCampaign}
              </dd>
            </div>
            {lead.firstResponseAt || lead.status === 'new' ? (
              <div id="lead-due">
                <dt>{t.table.due}</dt>
                <dd>
                  <ReplyDue lang={lang} lead={lead} promise={promise} />
                </dd>
              </div>
            ) : null}
          </dl>
          {earlier?.count ? (
            <div className={styles.earlier}>
              <p>
                <a href={`/staff/leads?${new URLSearchParams({ q: lead.email ?? '' })}`}>
                  {format(d.earlier, { count: earlier.count })}
                </a>
              </p>
              <ul>
                {earlier.leads.map((each) => (
                  <li key={each.id}>
                    <a href={`/staff/leads/${each.id}`}>{format(d.earlierLead, { id: each.id })}</a> ·{' '}
                    <StaffTime lang={lang} at={each.createdAt} /> · {t.kinds[each.kind]} · {t.statuses[each.status]}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <details className={styles.correct}>
            <summary>{d.correct.title}</summary>
            <p className={styles.hint}>{d.correct.hint}</p>
            <form method="post" action={actions.correct} className={styles.inline}>
              <LeadField id={lead.id} />
              <input type="hidden" name="field" value="email" />
              <label>
                {d.email}
                <input type="email" name="value" defaultValue={lead.email ?? ''} maxLength={limits.email} required />
              </label>
              <button type="submit">{d.correct.saveEmail}</button>
            </form>
            <form method="post" action={actions.correct} className={styles.inline}>
              <LeadField id={lead.id} />
              <input type="hidden" name="field" value="phone" />
              <label>
                {d.phone}
                <input
                  type="tel"
                  name="value"
                  defaultValue={lead.phone ?? ''}
                  pattern={PHONE_PATTERN}
                  maxLength={limits.phone}
                  required
                />
              </label>
              <button type="submit">{d.correct.savePhone}</button>
            </form>
          </details>
          {lead.message ? (
            <>
              <h3>{d.message}</h3>
              <p className={styles.message}>
                <VisitorText text={lead.message} />
              </p>
            </>
          ) : null}
        </section>
        <div>
          {reply ? (
            <LeadReply
              lang={lang}
              lead={lead.id}
              reply={reply}
              action={actions.replied}
              templatesHref={templatesHref}
            />
          ) : null}
          <section aria-labelledby="lead-pipeline">
            <h2 id="lead-pipeline">{d.pipeline}</h2>
            <form method="post" action={actions.status} className={styles.inline}>
              <LeadField id={lead.id} />
              <label>
                {d.status}
                <select name="status" defaultValue={lead.status}>
                  {leadStatuses.map((status) => (
                    <option key={status} value={status}>
                      {t.statuses[status]}
                    </option>
                  ))}
                </select>
              </label>
              <button type="submit">{d.save}</button>
            </form>
            <form method="post" action={actions.assign} className={styles.inline}>
              <LeadField id={lead.id} />
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
                <LeadField id={lead.id} />
                <input type="hidden" name="assignee" value={me.id} />
                <button type="submit">{d.takeIt}</button>
              </form>
            ) : null}
            <form method="post" action={actions.note} className={styles.note}>
              <LeadField id={lead.id} />
              <label htmlFor="lead-note">{d.note}</label>
              <textarea id="lead-note" name="note" rows={3} maxLength={MAX_NOTE_LENGTH} required />
              <button type="submit">{d.addNote}</button>
            </form>
            <h2>{d.deliveries}</h2>
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
                        ? format(d.delivered, { at: staffDateTime(lang, delivery.deliveredAt) })
                        : delivery.givenUpAt
                          ? format(d.givenUp, { at: staffDateTime(lang, delivery.givenUpAt) })
                          : format(d.pending, {
                              at: delivery.nextAttemptAt ? staffDateTime(lang, delivery.nextAttemptAt) : '',
                            })}
                    </td>
                    <td>{delivery.attempts}</td>
                    <td>{delivery.lastError ?? ''}</td>
                    <td>
                      {delivery.deliveredAt ? null : (
                        <form method="post" action={actions.retry}>
                          <LeadField id={lead.id} />
                          <input type="hidden" name="outbox" value={delivery.id} />
                          <button type="submit">{d.retry}</button>
                        </form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      </div>
      <section aria-labelledby="lead-timeline">
        <h2 id="lead-timeline">{d.timeline}</h2>
        <ol className={styles.timeline}>
          {timeline.map((entry, index) => (
            <li key={index}>
              <StaffTime lang={lang} at={entry.at} />{' '}
              {entry.kind === 'created'
                ? formatParts(d.events.created, { page: <VisitorText text={String(entry.detail.page ?? '')} /> })
                : entry.kind === 'status'
                  ? format(d.events.status, { from: statusName(entry.detail.from), to: statusName(entry.detail.to) })
                  : entry.kind === 'assigned'
                    ? entry.detail.by
                      ? routedText(lang, entry.detail, memberName)
                      : format(d.events.assigned, {
                          from: memberName(entry.detail.from as string | null),
                          to: memberName(entry.detail.to as string | null),
                        })
                    : entry.kind === 'delivery_retry'
                      ? format(d.events.delivery_retry, { channel: String(entry.detail.channel ?? '') })
                      : entry.kind === 'corrected'
                        ? formatParts(d.events.corrected, {
                            field: entry.detail.field === 'phone' ? d.phone : d.email,
                            from: <VisitorText text={String(entry.detail.from ?? '')} />,
                            to: <VisitorText text={String(entry.detail.to ?? '')} />,
                          })
                        : entry.kind === 'flagged'
                          ? format(d.events.flagged, {
                              score: String(entry.detail.score ?? ''),
                              reasons: spamReasons(entry.detail.reasons),
                            })
                          : entry.kind === 'replied'
                            ? format(d.events.replied, {
                                channel: replyChannelName(entry.detail.channel),
                                from: statusName(entry.detail.from),
                                to: statusName(entry.detail.to),
                              })
                            : d.events.note}
              {entry.actorId ? <> · {format(d.by, { name: memberName(entry.actorId) })}</> : null}
              {entry.note ? <p className={styles.message}>{entry.note.body}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
