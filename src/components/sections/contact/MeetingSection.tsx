import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { FormBand } from './FormBand';
import styles from './MeetingSection.module.css';
import { formPath } from '../../../routing/localizedPath';
import type { ShownDocuments } from '../../../content/shown';
import type { MeetingOffer } from '../../../forms/slots';
import { format } from '../../../i18n';

interface MeetingSectionProps {
  lang: Lang;
  shown: ShownDocuments;
  /** The meeting offered at free times; without one, the form asks for a meeting. */
  offer?: MeetingOffer | undefined;
  children: ReactNode;
}

/**
 * The meeting page's one section (`#meeting`): its title, and the form to book a meeting at a
 * free time, or to ask for one at an office, given as `children` (an island labelled by `meeting-title`).
 */
export function MeetingSection({ lang, shown, offer, children }: MeetingSectionProps) {
  const t = shown.catalog(lang);
  const f = t.contact_form;
  return (
    <FormBand
      id={leadForms.meeting.anchor}
      title={f.meeting.title}
      intro={offer ? format(f.booking.intro, { name: offer.name, minutes: offer.minutes }) : f.meeting.intro}
      icon={<CalendarCheck aria-hidden="true" />}
      aside={offer?.others?.length ? <OtherKinds lang={lang} label={f.booking.others} others={offer.others} /> : null}
      level={1}
    >
      {children}
    </FormBand>
  );
}

/** Links to the other kinds of meeting offered: the page again with that kind's free times (`?meeting=`). */
function OtherKinds({
  lang,
  label,
  others,
}: {
  lang: Lang;
  label: string;
  others: NonNullable<MeetingOffer['others']>;
}) {
  const minutes = new Intl.NumberFormat(lang, { style: 'unit', unit: 'minute' });
  return (
    <nav aria-label={label} className={styles.kinds}>
      <p className={styles.kindsLabel}>{label}</p>
      <ul>
        {others.map((other) => (
          <li key={other.typeId}>
            <a href={formPath(lang, 'booking', { meeting: other.typeId })}>
              {`${other.name}, ${minutes.format(other.minutes)}`}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
