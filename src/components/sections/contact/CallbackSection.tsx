import { PhoneCall } from 'lucide-react';
import { CallbackForm } from '../../forms/CallbackForm';
import type { FormProps } from '../../forms/Form';
import { useTranslations } from '../../../i18n';
import { FormBand } from './FormBand';

/** `#callback`: the call-back request form. */
export function CallbackSection({ lang, values, errors }: Omit<FormProps, 'labelledBy'>) {
  const t = useTranslations(lang);
  return (
    <FormBand id="callback" title={t.contact_form.callback.title} intro={t.contact_form.callback.intro} icon={<PhoneCall aria-hidden="true" />}>
      <CallbackForm lang={lang} values={values} errors={errors} labelledBy="callback-title" />
    </FormBand>
  );
}
