import { format, staffCatalogs } from '../../../i18n';
import type { StaffClock } from '../../../format/staffClock';
import { StaffClockOf } from '../StaffTime';
import type { StaffLang } from '../../../i18n/languages';
import type { EarlierLead, LeadDetail, TimelineEntry } from '../../../server/leads/inbox/lead';
import { LeadIdField } from './LeadIdField';
import { LeadFields } from './LeadFields';
import { LeadPipeline } from './LeadPipeline';
import { LeadReply, type LeadReplyLinks } from './LeadReply';
import type { ReplyDraft } from '../../../server/leads/inbox/sendReply';
import { LeadTimeline } from './LeadTimeline';
import { LeadVisit } from './LeadVisit';
import { defaultReplyPromise, type ReplyPromise } from '../../../server/leads/routing/replyPromise';
import type { Member } from './LeadInbox';
import styles from './Leads.module.css';
import type { NamedPackage } from '../../../data/packages';

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
  actions: Record<'status' | 'assign' | 'note' | 'retry' | 'replied' | 'correct', string> & { reply?: string };
  /** The leads sent earlier from the same email: how many, and the newest of them. */
  earlier?: { count: number; leads: EarlierLead[] } | undefined;
  /** The reply links in the lead's language (the page always gives them). */
  reply?: LeadReplyLinks | undefined;
  /** The reply templates screen, for a member who may change them. */
  templatesHref?: string | undefined;
  /** The reply to send from the page (with `actions.reply`). */
  draft?: ReplyDraft | undefined;
  /** The reply promise the lead's time left is counted by; the settings' default without it. */
  promise?: ReplyPromise;
  /** The packages' names as the site shows them. */
  packages: readonly NamedPackage[];
  /** The request's clock (`Astro.locals.staffClock`): the moment and time zone the screen's times are shown in. */
  clock?: StaffClock | undefined;
}

/**
 * One lead: everything the visitor sent, the visit it came from, its pipeline (status, assignee, notes),
 * the delivery of each notification with "retry now", and its timeline. Forms post the
 * `staff.leads` actions to the page (work without JavaScript); what the visitor typed shows as text only.
 */
export function LeadView({
  clock,
  lang,
  detail,
  timeline,
  members,
  me,
  flash,
  actions,
  reply,
  templatesHref,
  draft,
  earlier,
  promise = defaultReplyPromise,
  packages,
}: LeadViewProps) {
  const d = staffCatalogs[lang].leads.detail;
  const { lead } = detail;
  const memberName = (id: string | null | undefined) =>
    id ? (members.find((member) => member.id === id)?.name ?? id) : d.unassigned;
  return (
    <StaffClockOf clock={clock}>
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
              <LeadIdField id={lead.id} />
              <input type="hidden" name="status" value="new" />
              <button type="submit">{d.spam.restore}</button>
            </form>
          </section>
        ) : null}
        <div className={styles.columns}>
          <div>
            <LeadFields
              lang={lang}
              lead={lead}
              correctAction={actions.correct}
              earlier={earlier}
              promise={promise}
              packages={packages}
            />
            <LeadVisit lang={lang} lead={lead} />
          </div>
          <div>
            {reply ? (
              <LeadReply
                lang={lang}
                lead={lead.id}
                reply={reply}
                action={actions.replied}
                templatesHref={templatesHref}
                compose={draft && actions.reply ? { draft, action: actions.reply, sender: me.name } : undefined}
              />
            ) : null}
            <LeadPipeline lang={lang} detail={detail} members={members} me={me} actions={actions} />
          </div>
        </div>
        <LeadTimeline lang={lang} lead={lead.id} timeline={timeline} memberName={memberName} />
        {/* Where the live lead page (`client/staff/liveLead.ts`) says that the visitor wrote: a polite live
            region, not a second status beside the page's own "Saved." */}
        <p
          id="lead-live"
          className="visually-hidden"
          aria-live="polite"
          data-lead={lead.id}
          data-arrived={staffCatalogs[lang].leadPage.message.arrived}
        />
      </>
    </StaffClockOf>
  );
}
