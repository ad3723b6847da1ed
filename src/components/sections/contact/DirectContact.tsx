import { Mail, Phone } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { telHref } from '../../../config/site';
import { contactsFor } from '../../../data/offices';

/** The closing band: call or write directly. */
export function DirectContact({ lang }: { lang: Lang }) {
  const t = catalogFor(lang);
  const direct = t.contact.direct;
  const contacts = contactsFor();
  return (
    <CtaBand id="direct-title" title={direct.title} text={direct.text}>
      <ButtonLink href={telHref(contacts.phone)} variant="onInk" size="lg" icon={<Phone aria-hidden="true" />}>
        {direct.call}
      </ButtonLink>
      <ButtonLink href={`mailto:${contacts.email}`} variant="outlineOnInk" size="lg" icon={<Mail aria-hidden="true" />}>
        {direct.email}
      </ButtonLink>
    </CtaBand>
  );
}
