import { CalendarClock, CalendarPlus, CalendarX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Messages } from '../../../i18n';
import { format } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { formPath } from '../../../routing/localizedPath';
import { isShown, type LinkedMeeting } from '../../../server/meetings/manage';
import { SlotPicker } from '../../forms/SlotPicker';
import { Button, ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import styles from './MeetingLink.module.css';

interface MeetingLinkProps {
  lang: Lang;
  t: Messages['meetingPage'];
  /** The booking form's words: the times' label and zone, the required mark. */
  form: Messages['contact_form'];
  linked: LinkedMeeting;
  /** The link's token, posted back with the visitor's word. */
  token: string;
}

/**
 * The meeting a mail's link names, on the visitor's clock, with a form to move it to one of its
 * member's other free times and a button to cancel it; or what was done, or why nothing can be.
 * Plain forms: the page works without script.
 */
export function MeetingLink({ lang, t, form, linked, token }: MeetingLinkProps) {
  const hidden = <input type="hidden" name="token" value={token} />;
  const title = (
    <h1 id="meeting-title" className={styles.title}>
      {t.title}
    </h1>
  );
  if (!isShown(linked))
    return (
      <Section>
        {title}
        <p role="status">{t[linked.state]}</p>
        <ButtonLink href={formPath(lang, 'meeting')} variant="secondary" icon={<CalendarPlus aria-hidden="true" />}>
          {t.book}
        </ButtonLink>
      </Section>
    );
  const when = new Intl.DateTimeFormat(lang, {
    timeZone: linked.visitorTimeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(linked.start);
  const acting = linked.state === 'open' || linked.state === 'taken';
  return (
    <Section>
      {title}
      <p className={styles.when}>{format(t.intro, { type: linked.typeName, when })}</p>
      {acting ? null : <p role="status">{linked.state === 'moved' ? t.moved : t.cancelled}</p>}
      {acting && linked.starts.length ? (
        <form method="post" className={styles.form} aria-labelledby="meeting-move">
          <h2 id="meeting-move" className={styles.subtitle}>
            {t.change}
          </h2>
          {hidden}
          <input type="hidden" name="action" value="move" />
          <SlotPicker
            prefix="move"
            lang={lang}
            offer={{
              typeId: linked.typeId,
              name: linked.typeName,
              minutes: 0,
              timeZone: linked.visitorTimeZone,
              starts: linked.starts,
            }}
            label={form.booking.slot}
            zoneLabel={form.booking.zone}
            zoneNote={form.booking.zoneShown}
            requiredText={form.required}
            error={linked.state === 'taken' ? t.taken : undefined}
            enhanced={false}
          />
          <Button type="submit" variant="primary" icon={<CalendarClock aria-hidden="true" />}>
            {t.moveButton}
          </Button>
        </form>
      ) : null}
      {acting ? (
        <form method="post" className={styles.form} aria-labelledby="meeting-cancel">
          <h2 id="meeting-cancel" className={styles.subtitle}>
            {t.cancelTitle}
          </h2>
          <p>{t.ask}</p>
          {hidden}
          <input type="hidden" name="action" value="cancel" />
          <Button type="submit" variant="secondary" icon={<CalendarX aria-hidden="true" />}>
            {t.button}
          </Button>
        </form>
      ) : null}
    </Section>
  );
}

function Section({ children }: { children: ReactNode }) {
  return (
    <section className={styles.meeting} aria-labelledby="meeting-title">
      <Container className={styles.inner}>{children}</Container>
    </section>
  );
}
