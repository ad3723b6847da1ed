import { Mail, Phone } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import type { Lang } from '../../../i18n/languages';
import { telHref } from '../../../config/site';
import type { ShownDocuments } from '../../../content/shown';

/** The closing band: call or write directly. */
export function DirectContact({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const direct = t.contact.direct;
  const contacts = shown.contacts;
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
