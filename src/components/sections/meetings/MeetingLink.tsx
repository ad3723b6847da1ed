import { CalendarPlus, CalendarX } from 'lucide-react';
import type { Messages } from '../../../i18n';
import { format } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import type { LinkedMeeting } from '../../../server/meetings/cancel';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import styles from './MeetingLink.module.css';

interface MeetingLinkProps {
  lang: Lang;
  t: Messages['meetingPage'];
  linked: LinkedMeeting;
  /** The link's token, posted back with the visitor's word to cancel. */
  token: string;
}

/** The meeting a mail's link names, on the visitor's clock, and the button that cancels it; or why it cannot be. */
export function MeetingLink({ lang, t, linked, token }: MeetingLinkProps) {
  const book = (
    <ButtonLink
      href={`${localizedPath(lang, 'contact')}#meeting`}
      variant="secondary"
      icon={<CalendarPlus aria-hidden="true" />}
    >
      {t.book}
    </ButtonLink>
  );
  const said =
    linked.state === 'open' || linked.state === 'cancelled'
      ? format(t.intro, {
          type: linked.typeName,
          when: new Intl.DateTimeFormat(lang, {
            timeZone: linked.visitorTimeZone,
            dateStyle: 'full',
            timeStyle: 'short',
          }).format(linked.start),
        })
      : undefined;
  return (
    <section className={styles.meeting} aria-labelledby="meeting-title">
      <Container className={styles.inner}>
        <h1 id="meeting-title" className={styles.title}>
          {t.title}
        </h1>
        {said ? <p className={styles.when}>{said}</p> : null}
        {linked.state === 'open' ? (
          <form method="post" className={styles.form}>
            <p>{t.ask}</p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" variant="primary" icon={<CalendarX aria-hidden="true" />}>
              {t.button}
            </Button>
          </form>
        ) : (
          <>
            <p role="status">{t[linked.state]}</p>
            {book}
          </>
        )}
      </Container>
    </section>
  );
}
