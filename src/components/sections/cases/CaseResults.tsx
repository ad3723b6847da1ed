import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import { caseResultStats } from '../../../data/stats';
import styles from './CaseResults.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** "Results in numbers": the four figures across all projects. */
export function CaseResults({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).cases.numbers;
  return (
    <Section labelledBy="case-results-title" tone="muted">
      <SectionHeader id="case-results-title" title={t.title} />
      <dl className={styles.grid}>
        {caseResultStats.map((id) => (
          <div key={id} className={styles.item}>
            <dt className={styles.label}>{t[id].label}</dt>
            <dd className={styles.value}>{t[id].value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
