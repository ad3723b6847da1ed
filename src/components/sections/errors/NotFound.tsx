import { Home } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import styles from './NotFound.module.css';

/** The not-found page's content: the code, a short apology and the way home. */
export function NotFound({ lang }: { lang: Lang }) {
  const t = catalogFor(lang).notFound;
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <Container className={styles.inner}>
        <p className={styles.code} aria-hidden="true">
          {t.code}
        </p>
        <h1 id="not-found-title" className={styles.title}>
          <span className="visually-hidden">{t.code}. </span>
          {t.title}
        </h1>
        <p className={styles.text}>{t.text}</p>
        <ButtonLink href={localizedPath(lang, 'home')} size="lg" icon={<Home aria-hidden="true" />}>
          {t.home}
        </ButtonLink>
      </Container>
    </section>
  );
}
