import { ArrowRight, PlayCircle, Sparkles } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { Container } from '../../ui/Container';
import type { Lang } from '../../../i18n/languages';
import { formPath, localizedPath } from '../../../routing/localizedPath';
import { heroStats } from '../../../data/stats';
import styles from './Hero.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** The home page's full-screen opening: promise, two actions and three result tiles. */
export function Hero({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Container className={styles.inner}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <Sparkles size={16} aria-hidden="true" />
            {t.hero.badge}
          </p>
          <h1 id="hero-title" className={styles.title}>
            {t.hero.title}
          </h1>
          <p className={styles.subtitle}>{t.hero.subtitle}</p>
          <p className={styles.description}>{t.hero.description}</p>
          <div className={styles.actions}>
            <ButtonLink
              href={formPath(lang, 'demo')}
              variant="onInk"
              size="lg"
              icon={<ArrowRight aria-hidden="true" />}
              iconEnd
            >
              {t.hero.ctaDemo}
            </ButtonLink>
            <ButtonLink
              href={localizedPath(lang, 'presentation')}
              variant="outlineOnInk"
              size="lg"
              icon={<PlayCircle aria-hidden="true" />}
            >
              {t.hero.ctaPresentation}
            </ButtonLink>
          </div>
        </div>
        <dl className={styles.stats} aria-label={t.hero.statsLabel}>
          {heroStats.map((stat) => (
            <div key={stat} className={styles.stat}>
              <dt className={styles.statLabel}>{t.hero.stats[stat].label}</dt>
              <dd className={styles.statValue}>{t.hero.stats[stat].value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
