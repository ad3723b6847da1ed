import { CalendarCheck } from 'lucide-react';
import { MeetingForm } from '../../forms/MeetingForm';
import type { FormProps } from '../../forms/Form';
import { useTranslations } from '../../../i18n';
import { FormBand } from './FormBand';

/** `#meeting`: the form to book a meeting in one of the offices. */
export function MeetingSection({ lang, values, errors }: Omit<FormProps, 'labelledBy'>) {
  const t = useTranslations(lang);
  return (
    <FormBand id="meeting" title={t.contact_form.meeting.title} intro={t.contact_form.meeting.intro} icon={<CalendarCheck aria-hidden="true" />}>
      <MeetingForm lang={lang} values={values} errors={errors} labelledBy="meeting-title" />
    </FormBand>
  );
}
