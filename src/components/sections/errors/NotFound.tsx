import { Home } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import type { Lang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import { ErrorMessage } from './ErrorMessage';
import type { ShownDocuments } from '../../../content/shown';

/** The not-found page's content: the code, a short apology and the way home. */
export function NotFound({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).notFound;
  return (
    <ErrorMessage code={Number(t.code)} title={t.title} text={t.text}>
      <ButtonLink href={localizedPath(lang, 'home')} size="lg" icon={<Home aria-hidden="true" />}>
        {t.home}
      </ButtonLink>
    </ErrorMessage>
  );
}
