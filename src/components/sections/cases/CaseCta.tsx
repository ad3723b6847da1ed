import { MessagesSquare } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import type { Lang } from '../../../i18n/languages';
import { formPath } from '../../../routing/localizedPath';
import type { ShownDocuments } from '../../../content/shown';

/** The closing band of a case's page: discuss a project like it. */
export function CaseCta({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).cases.caseCta;
  return (
    <CtaBand id="case-cta-title" title={t.title} text={t.text}>
      <ButtonLink
        href={formPath(lang, 'contact', { subject: 'project' })}
        variant="onInk"
        size="lg"
        icon={<MessagesSquare aria-hidden="true" />}
      >
        {t.button}
      </ButtonLink>
    </CtaBand>
  );
}
