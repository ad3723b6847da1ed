import { ArrowRight, MessagesSquare } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import type { Lang } from '../../../i18n/languages';
import { formPath } from '../../../routing/localizedPath';
import type { ShownDocuments } from '../../../content/shown';

/** The page's closing band: request a demo or discuss a project. */
export function SolutionsCta({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  return (
    <CtaBand id="solutions-cta-title" title={t.cases.cta.title} text={t.cases.cta.text}>
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
        href={formPath(lang, 'contact', { subject: 'project' })}
        variant="outlineOnInk"
        size="lg"
        icon={<MessagesSquare aria-hidden="true" />}
      >
        {t.cases.cta.discuss}
      </ButtonLink>
    </CtaBand>
  );
}
