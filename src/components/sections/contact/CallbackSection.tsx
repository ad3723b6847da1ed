import { PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { FormBand } from './FormBand';
import type { ShownDocuments } from '../../../content/shown';

/** The call-back page's one section (`#callback`): its title, and the request form given as `children` (an island labelled by `callback-title`). */
export function CallbackSection({ lang, shown, children }: { lang: Lang; shown: ShownDocuments; children: ReactNode }) {
  const t = shown.catalog(lang);
  return (
    <FormBand
      id={leadForms.callback.anchor}
      title={t.contact_form.callback.title}
      intro={t.contact_form.callback.intro}
      icon={<PhoneCall aria-hidden="true" />}
      level={1}
    >
      {children}
    </FormBand>
  );
}
