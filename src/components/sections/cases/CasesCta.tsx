import { LayoutGrid, MessagesSquare } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import type { Lang } from '../../../i18n/languages';
import { formPath, localizedPath } from '../../../routing/localizedPath';
import type { ShownDocuments } from '../../../content/shown';

/** The cases page's closing band: discuss a project, or go back up to the list. */
export function CasesCta({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).cases.cta;
  return (
    <CtaBand id="cases-cta-title" title={t.title} text={t.text}>
      <ButtonLink
        href={formPath(lang, 'contact', { subject: 'project' })}
        variant="onInk"
        size="lg"
        icon={<MessagesSquare aria-hidden="true" />}
      >
        {t.discuss}
      </ButtonLink>
      <ButtonLink
        href={localizedPath(lang, 'cases', 'case-list')}
        variant="outlineOnInk"
        size="lg"
        icon={<LayoutGrid aria-hidden="true" />}
      >
        {t.viewAll}
      </ButtonLink>
    </CtaBand>
  );
}
