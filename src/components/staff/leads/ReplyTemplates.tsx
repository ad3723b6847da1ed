import { format, staffCatalogs } from '../../../i18n';
import { languageInfo, type StaffLang } from '../../../i18n/languages';
import {
  MAX_REPLY_BODY,
  MAX_REPLY_SUBJECT,
  type StoredReplyTemplate,
  type TemplateOutcome,
} from '../../../server/leads/inbox/replies';
import { Notice } from '../StaffForm';
import styles from './Leads.module.css';

export interface ReplyTemplatesProps {
  lang: StaffLang;
  templates: StoredReplyTemplate[];
  /** The language just saved, or a refusal with what was typed. */
  flash?: { kind: 'saved'; lang: string } | { kind: 'error'; outcome: TemplateOutcome };
  /** Where each form posts: the `staff.replies.template` action. */
  action: string;
}

/**
 * The reply templates screen (admins): one form per lead language, its subject and text, saved
 * or put back to the default; a refused form comes back with what was typed.
 */
export function ReplyTemplates({ lang, templates, flash, action }: ReplyTemplatesProps) {
  const t = staffCatalogs[lang].leads.templates;
  const typed = flash?.kind === 'error' ? flash.outcome.typed : undefined;
  const message = (outcome: TemplateOutcome) =>
    outcome.refusal ? format(t[outcome.refusal], { subject: MAX_REPLY_SUBJECT, body: MAX_REPLY_BODY }) : '';
  return (
    <>
      <p>
        <a href="/staff/leads">{staffCatalogs[lang].leads.detail.back}</a>
      </p>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {templates.map((template) => {
        const shown = typed?.lang === template.lang ? typed : template;
        const id = `template-${template.lang}`;
        return (
          <section key={template.lang} aria-labelledby={id} className={styles.template}>
            <h2 id={id} lang={template.lang}>
              {languageInfo[template.lang].native}
            </h2>
            <p className={styles.hint}>{template.custom ? t.custom : t.standard}</p>
            {flash?.kind === 'saved' && flash.lang === template.lang ? <Notice kind="success">{t.saved}</Notice> : null}
            {flash?.kind === 'error' && typed?.lang === template.lang ? (
              <Notice kind="error">{message(flash.outcome)}</Notice>
            ) : null}
            <form method="post" action={action} className={styles.note}>
              <input type="hidden" name="lang" value={template.lang} />
              <label htmlFor={`${id}-subject`}>{t.subject}</label>
              <input
                id={`${id}-subject`}
                name="subject"
                lang={template.lang}
                defaultValue={shown.subject}
                maxLength={MAX_REPLY_SUBJECT}
              />
              <label htmlFor={`${id}-body`}>{t.body}</label>
              <textarea
                id={`${id}-body`}
                name="body"
                lang={template.lang}
                rows={9}
                defaultValue={shown.body}
                maxLength={MAX_REPLY_BODY}
              />
              <div className={styles.replyActions}>
                <button type="submit">{t.save}</button>
                {template.custom ? (
                  <button type="submit" name="reset" value="reset" formNoValidate>
                    {t.reset}
                  </button>
                ) : null}
              </div>
            </form>
          </section>
        );
      })}
    </>
  );
}
