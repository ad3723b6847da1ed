import { Section } from '../../ui/Section';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import styles from './Story.module.css';

const chapters = ['p1', 'p2', 'p3'] as const;

/** How the company started, told as a three-step timeline. */
export function Story({ lang }: { lang: Lang }) {
  const t = catalogFor(lang).about.story;
  return (
    <Section labelledBy="story-title">
      <div className={styles.layout}>
        <h2 id="story-title" className={styles.title}>
          {t.title}
        </h2>
        <ol className={styles.timeline}>
          {chapters.map((chapter) => (
            <li key={chapter} className={styles.step}>
              <p>{t[chapter]}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
