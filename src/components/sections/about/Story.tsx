import { Section } from '../../ui/Section';
import type { Lang } from '../../../i18n/languages';
import styles from './Story.module.css';
import type { ShownDocuments } from '../../../content/shown';

const chapters = ['p1', 'p2', 'p3'] as const;

/** How the company started, told as a three-step timeline. */
export function Story({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).about.story;
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
