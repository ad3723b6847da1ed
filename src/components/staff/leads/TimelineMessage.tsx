import { format, staffCatalogs } from '../../../i18n';
import type { StaffLang } from '../../../i18n/languages';
import type { ConversationMessage } from '../../../server/leads/inbox/conversation';
import { fileSize } from './fileSize';
import styles from './Conversation.module.css';

/**
 * A message of the conversation on the lead's timeline: to whom, its send state, subject, text
 * and files' names. Everything in it is shown as text: a member's or visitor's markup never runs.
 */
export function TimelineMessage({ lang, message }: { lang: StaffLang; message: ConversationMessage }) {
  const m = staffCatalogs[lang].leadPage.message;
  return (
    <article className={styles.message} data-message={message.id}>
      <p>
        {format(m.wrote, { to: message.toAddress })} ·{' '}
        <span className={styles.state} data-state={message.state}>
          {m.states[message.state]}
        </span>
      </p>
      <dl>
        <dt>{m.subject}</dt>
        <dd>
          <bdi>{message.subject}</bdi>
        </dd>
      </dl>
      <p className={styles.body}>{message.body}</p>
      {message.files.length ? (
        <>
          <p>{m.files}</p>
          <ul>
            {message.files.map((file, index) => (
              <li key={index}>
                <bdi>{format(m.size, { name: file.name, size: fileSize(lang, file.size) })}</bdi>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
