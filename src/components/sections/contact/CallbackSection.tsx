import { PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { FormBand } from './FormBand';

/** `#callback`: the call-back request form, given as `children` (an island labelled by `callback-title`). */
export function CallbackSection({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = catalogFor(lang);
  return (
    <FormBand
      id={leadForms.callback.anchor}
      title={t.contact_form.callback.title}
      intro={t.contact_form.callback.intro}
      icon={<PhoneCall aria-hidden="true" />}
    >
      {children}
    </FormBand>
  );
}
