import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { FormBand } from './FormBand';

/** `#meeting`: the form to book a meeting in one of the offices, given as `children` (an island labelled by `meeting-title`). */
export function MeetingSection({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = catalogFor(lang);
  return (
    <FormBand
      id={leadForms.meeting.anchor}
      title={t.contact_form.meeting.title}
      intro={t.contact_form.meeting.intro}
      icon={<CalendarCheck aria-hidden="true" />}
    >
      {children}
    </FormBand>
  );
}
