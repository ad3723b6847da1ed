import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { ReplyDraft } from '../../../server/leads/inbox/sendReply';
import { LeadIdField } from './LeadIdField';
import { fileSize } from './fileSize';
import styles from './Conversation.module.css';
import leadStyles from './Leads.module.css';

export interface ReplyComposerProps {
  lang: StaffLang;
  lead: number;
  /** The signed-in member, whose name the reply carries. */
  sender: string;
  draft: ReplyDraft;
  /** Where the form posts: the `staff.leads.reply` action, on the lead's page. */
  action: string;
}

/**
 * The reply written on the lead's page: subject, text and files, posted as a multipart form to
 * the page (works without JavaScript); the page answers with a 303 back to itself once it is queued.
 */
export function ReplyComposer({ lang, lead, sender, draft, action }: ReplyComposerProps) {
  const c = staffCatalogs[lang].leadPage.compose;
  if (!draft.mail) return <p className={leadStyles.hint}>{c.noMail}</p>;
  if (!draft.to) return <p className={leadStyles.hint}>{c.noEmail}</p>;
  return (
    <form method="post" action={action} encType="multipart/form-data" className={styles.composer}>
      <h3>{c.title}</h3>
      <p className={leadStyles.hint}>{format(c.from, { from: draft.from, name: sender })}</p>
      <LeadIdField id={lead} />
      <p>
        {c.to}: <bdi>{draft.to}</bdi>
      </p>
      <label htmlFor="reply-subject">{c.subject}</label>
      <input
        id="reply-subject"
        name="subject"
        lang={draft.lang}
        defaultValue={draft.subject}
        maxLength={draft.maxSubject}
        required
      />
      <label htmlFor="reply-body">{c.body}</label>
      <textarea
        id="reply-body"
        name="body"
        lang={draft.lang}
        rows={10}
        defaultValue={draft.body}
        maxLength={draft.maxBody}
        aria-describedby="reply-formatting"
        required
      />
      <p id="reply-formatting" className={leadStyles.hint}>
        {c.formatting}
      </p>
      <label htmlFor="reply-files">{c.files}</label>
      <input id="reply-files" type="file" name="attachments" multiple aria-describedby="reply-files-hint" />
      <p id="reply-files-hint" className={leadStyles.hint}>
        {format(c.filesHint, { max: fileSize(lang, draft.maxFileBytes) })}
      </p>
      <div>
        <button type="submit">{c.send}</button>
      </div>
    </form>
  );
}
