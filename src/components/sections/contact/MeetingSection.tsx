import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { FormBand } from './FormBand';
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
 * `#meeting`: the form to book a meeting at a free time, or to ask for one at an office, given as
 * `children` (an island labelled by `meeting-title`).
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
    >
      {children}
    </FormBand>
  );
}
