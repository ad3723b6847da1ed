import { Home, Mail, RotateCw } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import type { Lang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import { errorPageCopy, type ErrorPageStatus } from '../../../routing/errorPages';
import { ErrorMessage } from './ErrorMessage';
import { NotFound } from './NotFound';
import type { ShownDocuments } from '../../../content/shown';

/**
 * The page for a request refused or failed before any page could answer: what happened, and
 * the ways on. "Try again" reloads the address the visitor asked for (the page is shown at it).
 */
export function RequestError({ lang, shown, status }: { lang: Lang; shown: ShownDocuments; status: ErrorPageStatus }) {
  if (status === 404) return <NotFound lang={lang} shown={shown} />;
  const t = shown.catalog(lang).errorPages;
  const copy = t[errorPageCopy[status]];
  const passing = status >= 500;
  return (
    <ErrorMessage code={status} title={copy.title} text={copy.text}>
      {passing ? (
        <ButtonLink href="" size="lg" icon={<RotateCw aria-hidden="true" />}>
          {t.retry}
        </ButtonLink>
      ) : null}
      <ButtonLink
        href={localizedPath(lang, 'home')}
        size="lg"
        variant={passing ? 'secondary' : 'primary'}
        icon={<Home aria-hidden="true" />}
      >
        {t.home}
      </ButtonLink>
      {passing ? (
        <ButtonLink
          href={`mailto:${shown.contacts.email}`}
          size="lg"
          variant="ghost"
          icon={<Mail aria-hidden="true" />}
        >
          {t.write}
        </ButtonLink>
      ) : null}
    </ErrorMessage>
  );
}
