import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { FormBand } from './FormBand';
import type { ShownDocuments } from '../../../content/shown';

/** `#meeting`: the form to book a meeting in one of the offices, given as `children` (an island labelled by `meeting-title`). */
export function MeetingSection({ lang, shown, children }: { lang: Lang; shown: ShownDocuments; children: ReactNode }) {
  const t = shown.catalog(lang);
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
