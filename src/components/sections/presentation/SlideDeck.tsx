import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { format } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { formPath } from '../../../routing/localizedPath';
import styles from './SlideDeck.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** The offer as a deck of numbered slides, readable top to bottom without JavaScript. */
export function SlideDeck({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).presentation;
  const total = t.slides.length;
  return (
    <div className={styles.wrapper}>
      <Container>
        <ol className={styles.deck}>
          {t.slides.map((slide, index) => {
            const number = index + 1;
            const id = `slide-${number}-title`;
            return (
              <li key={id} className={`${styles.slide} ${index % 2 === 0 ? styles.ink : styles.light}`}>
                <article className={styles.inner} aria-labelledby={id} data-number={String(number).padStart(2, '0')}>
                  <div className={styles.top}>
                    <p className={styles.label}>{format(t.slideLabel, { number, total })}</p>
                    <span className={styles.progress} aria-hidden="true">
                      {t.slides.map((_, dot) => (
                        <span key={dot} className={dot < number ? styles.dotDone : styles.dot} />
                      ))}
                    </span>
                  </div>
                  <div className={styles.content}>
                    <h2 id={id} className={styles.title}>
                      {slide.title}
                    </h2>
                    <p className={styles.text}>{slide.text}</p>
                  </div>
                </article>
              </li>
            );
          })}
        </ol>
        <div className={styles.cta}>
          <ButtonLink href={formPath(lang, 'demo')} size="lg" icon={<ArrowRight aria-hidden="true" />} iconEnd>
            {t.cta}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
