import { format, staffCatalogs } from '../../../i18n';
import { formatParts } from '../../../i18n/formatParts';
import type { StaffLang } from '../../../i18n/languages';
import type { ConversationMessage } from '../../../server/leads/inbox/conversation';
import { VisitorText } from '../VisitorText';
import { MessageFiles } from './MessageFiles';
import styles from './Conversation.module.css';

export interface TimelineMessageProps {
  lang: StaffLang;
  /** The lead the message belongs to, whose address its files' links sit under. */
  lead: number;
  message: ConversationMessage;
}

/**
 * A message of the conversation on the lead's timeline. A member's reply: to whom, its send
 * state, subject, text and files. The visitor's mail, set apart by its border: who it is from,
 * whether a program sent it (then it is not an answer), subject, the new text, the quoted part
 * folded away, the files to download and those not kept. Everything in it is shown as text: a
 * member's or visitor's markup never runs.
 */
export function TimelineMessage({ lang, lead, message }: TimelineMessageProps) {
  const m = staffCatalogs[lang].leadPage.message;
  const incoming = message.direction === 'in';
  // The visitor's words with their hidden characters written out, a member's as typed; each isolated.
  const shown = (text: string) => (incoming ? <VisitorText text={text} /> : <bdi>{text}</bdi>);
  return (
    <article
      className={incoming ? `${styles.message} ${styles.incoming}` : styles.message}
      data-message={message.id}
      data-direction={message.direction}
    >
      <p>
        {!incoming
          ? format(m.wrote, { to: message.toAddress })
          : message.fromName
            ? formatParts(m.from, { name: shown(message.fromName), address: shown(message.fromAddress ?? '') })
            : formatParts(m.fromAddress, { address: shown(message.fromAddress ?? '') })}
        {/* The dot keeps to the words before it, so a narrow line never starts with it. */}
        {'\u00a0· '}
        <span className={styles.state} data-state={message.state}>
          {m.states[message.state]}
        </span>
      </p>
      {incoming && message.automatic ? (
        <p className={styles.automatic} data-automatic="">
          {m.automatic}
        </p>
      ) : null}
      <dl>
        <dt>{m.subject}</dt>
        <dd>{shown(message.subject)}</dd>
      </dl>
      <p className={styles.body}>{incoming ? shown(message.body) : message.body}</p>
      {incoming && message.quoted ? (
        <details className={styles.quoted}>
          <summary>{m.quoted}</summary>
          <p className={styles.body}>{shown(message.quoted)}</p>
        </details>
      ) : null}
      <MessageFiles lang={lang} lead={lead} message={message} />
    </article>
  );
}
