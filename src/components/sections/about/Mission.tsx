import { Bot, Sparkles, TrendingUp } from 'lucide-react';
import { Section } from '../../ui/Section';
import type { Lang } from '../../../i18n/languages';
import styles from './Mission.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** Why the company exists: two paragraphs beside a decorative orbit of icons. */
export function Mission({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).about.mission;
  return (
    <Section labelledBy="mission-title">
      <div className={styles.layout}>
        <div className={styles.copy}>
          <h2 id="mission-title" className={styles.title}>
            {t.title}
          </h2>
          <p className={styles.lead}>{t.p1}</p>
          <p>{t.p2}</p>
        </div>
        <div className={styles.visual} aria-hidden="true">
          <span className={styles.ring} />
          <span className={`${styles.ring} ${styles.ringInner}`} />
          <span className={styles.core}>
            <Bot />
          </span>
          <span className={`${styles.satellite} ${styles.satelliteTop}`}>
            <Sparkles />
          </span>
          <span className={`${styles.satellite} ${styles.satelliteBottom}`}>
            <TrendingUp />
          </span>
        </div>
      </div>
    </Section>
  );
}
