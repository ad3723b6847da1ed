import { format, staffCatalogs } from '../../../i18n';
import { languageInfo, type Lang, type StaffLang } from '../../../i18n/languages';
import type { ReplyChannel } from '../../../server/leads/inbox/replies';
import { VisitorText } from '../VisitorText';
import type { ReplyDraft } from '../../../server/leads/inbox/sendReply';
import { ReplyComposer } from './ReplyComposer';
import styles from './Leads.module.css';

/** The reply ready for one lead: its links and the text to copy, in the lead's language. */
export interface LeadReplyLinks {
  /** The language the reply is written in. */
  lang: Lang;
  email: string | null;
  /** `mailto:` with the filled template; absent without an email. */
  mailto?: string | undefined;
  /** The number as typed, and `tel:` in E.164 when it says its country. */
  phone: string | null;
  tel?: string | undefined;
  /** The filled template's subject and body, for "copy reply text". */
  text: string;
}

export interface LeadReplyProps {
  lang: StaffLang;
  lead: number;
  reply: LeadReplyLinks;
  /** Where "replied" posts: its `staff.leads` action. */
  action: string;
  /** The reply templates screen, for a member who may change them. */
  templatesHref?: string | undefined;
  /** The reply to send from the page, and where its form posts (`staff.leads.reply`), with the member's name. */
  compose?: { draft: ReplyDraft; action: string; sender: string } | undefined;
}

/** A copy button: hidden until the page's script can copy (`client/staff/copyButtons.ts`), so without JavaScript nothing dead shows. */
const CopyButton = ({ value, label }: { value: string; label: string }) => (
  <button type="button" hidden data-copy={value}>
    {label}
  </button>
);

/**
 * The lead page's reply: the reply sent by the site (`ReplyComposer`), an email with the template
 * of the lead's language filled in, a call to the number in E.164, copy buttons, and "replied"
 * for an answer given elsewhere (forms: work without JavaScript).
 */
export function LeadReply({ lang, lead, reply, action, templatesHref, compose }: LeadReplyProps) {
  const r = staffCatalogs[lang].leads.reply;
  const defaultChannel: ReplyChannel = reply.email ? 'email' : 'phone';
  return (
    <section aria-labelledby="lead-reply" className={styles.reply}>
      <h2 id="lead-reply">{r.title}</h2>
      <p className={styles.hint}>{format(r.lang, { lang: languageInfo[reply.lang].native })}</p>
      {compose ? <ReplyComposer lang={lang} lead={lead} {...compose} /> : null}
      <div className={styles.replyActions}>
        {reply.mailto ? (
          <a className={styles.button} href={reply.mailto}>
            {r.email}
          </a>
        ) : null}
        {reply.tel ? (
          <a className={styles.button} href={reply.tel}>
            {format(r.call, { phone: reply.tel.slice('tel:'.length) })}
          </a>
        ) : null}
        {reply.email ? <CopyButton value={reply.email} label={r.copyEmail} /> : null}
        {reply.phone ? <CopyButton value={reply.phone} label={r.copyPhone} /> : null}
        <CopyButton value={reply.text} label={r.copyReply} />
      </div>
      {reply.phone && !reply.tel ? (
        <p className={styles.hint}>
          <VisitorText text={reply.phone} />: {r.noDial}
        </p>
      ) : null}
      <p role="status" className={styles.hint} data-copy-status data-copied={r.copied} data-failed={r.copyFailed} />
      <form method="post" action={action} className={styles.inline}>
        <input type="hidden" name="lead" value={lead} />
        <label>
          {r.channel}
          <select name="channel" defaultValue={defaultChannel}>
            <option value="email">{r.channels.email}</option>
            <option value="phone">{r.channels.phone}</option>
          </select>
        </label>
        <button type="submit">{r.replied}</button>
      </form>
      <p className={styles.hint}>{r.repliedHint}</p>
      {templatesHref ? (
        <p>
          <a href={templatesHref}>{r.templates}</a>
        </p>
      ) : null}
    </section>
  );
}
