import { ArrowRight, Mail } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { formPath, localizedPath } from '../../../routing/localizedPath';

/** The closing invitation: request a demo or get in touch. */
export function AboutCta({ lang }: { lang: Lang }) {
  const t = catalogFor(lang);
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
