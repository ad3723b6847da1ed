import { BookOpen, MessagesSquare } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { CtaBand } from '../CtaBand';
import type { Lang } from '../../../i18n/languages';
import { formPath, localizedPath } from '../../../routing/localizedPath';
import type { ShownDocuments } from '../../../content/shown';

/** The technology page's closing call: a technical consultation or the API docs. */
export function TechnologyCta({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const copy = t.technology.cta;
  return (
    <CtaBand id="technology-cta-title" title={copy.title} text={copy.text}>
      <ButtonLink
        href={formPath(lang, 'contact', { subject: 'technical' })}
        variant="onInk"
        size="lg"
        icon={<MessagesSquare aria-hidden="true" />}
      >
        {copy.consultation}
      </ButtonLink>
      <ButtonLink
        href={localizedPath(lang, 'apiDocs')}
        variant="outlineOnInk"
        size="lg"
        icon={<BookOpen aria-hidden="true" />}
      >
        {copy.apiDocs}
      </ButtonLink>
    </CtaBand>
  );
}
