import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { TimelineEntry } from '../../../server/leads/inbox/lead';
import { formatParts } from '../../../i18n/formatParts';
import { StaffTime } from '../StaffTime';
import { VisitorText } from '../VisitorText';
import { routedText } from './routedText';
import { TimelineMessage } from './TimelineMessage';
import styles from './Leads.module.css';

export interface LeadTimelineProps {
  lang: StaffLang;
  /** The lead's id, for its messages' file links. */
  lead: number;
  timeline: TimelineEntry[];
  /** The name of a member by id; "nobody" for none. */
  memberName: (id: string | null | undefined) => string;
}

/**
 * The lead's timeline, oldest first: each event in the member's language, who made it, a note's
 * text, a message sent and the visitor's mail received.
 */
export function LeadTimeline({ lang, lead, timeline, memberName }: LeadTimelineProps) {
  const t = staffCatalogs[lang].leads;
  const d = t.detail;
  const statusName = (value: unknown) =>
    typeof value === 'string' && value in t.statuses
      ? t.statuses[value as keyof typeof t.statuses]
      : String(value ?? '');
  const replyChannelName = (value: unknown) =>
    value === 'email' || value === 'phone' ? t.reply.channels[value] : String(value ?? '');
  const spamReasons = (value: unknown) =>
    (Array.isArray(value) ? value : [])
      .map((reason) =>
        typeof reason === 'string' && reason in d.spamReasons
          ? d.spamReasons[reason as keyof typeof d.spamReasons]
          : String(reason),
      )
      .join(', ');
  const sender = (message: TimelineEntry['message']) =>
    message ? <VisitorText text={message.fromName || message.fromAddress} /> : d.events.visitor;
  return (
    // The live lead page (`client/staff/liveLead.ts`) swaps the section for a fresh one by its id.
    <section id="lead-timeline-section" aria-labelledby="lead-timeline">
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
                          : entry.kind === 'emailed'
                            ? format(d.events.emailed, {
                                from: statusName(entry.detail.from),
                                to: statusName(entry.detail.to),
                              })
                            : entry.kind === 'received'
                              ? formatParts(
                                  entry.detail.automatic === true ? d.events.receivedAutomatic : d.events.received,
                                  { name: sender(entry.message) },
                                )
                              : d.events.note}
            {entry.actorId ? <> · {format(d.by, { name: memberName(entry.actorId) })}</> : null}
            {entry.note ? <p className={styles.message}>{entry.note.body}</p> : null}
            {entry.message ? <TimelineMessage lang={lang} lead={lead} message={entry.message} /> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
