import { ArrowRight, Mail } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import type { Lang } from '../../../i18n/languages';
import { formPath, localizedPath } from '../../../routing/localizedPath';
import type { ShownDocuments } from '../../../content/shown';

/** The closing invitation: request a demo or get in touch. */
export function AboutCta({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  return (
    <CtaBand id="about-cta-title" title={t.cases.cta.title} text={t.cases.cta.text}>
      <ButtonLink
        href={formPath(lang, 'demo')}
        variant="onInk"
        size="lg"
        icon={<ArrowRight aria-hidden="true" />}
        iconEnd
      >
        {t.common.requestDemo}
      </ButtonLink>
      <ButtonLink
        href={localizedPath(lang, 'contact')}
        variant="outlineOnInk"
        size="lg"
        icon={<Mail aria-hidden="true" />}
      >
        {t.nav.contact}
      </ButtonLink>
    </CtaBand>
  );
}
