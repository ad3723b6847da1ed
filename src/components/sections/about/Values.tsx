import { Handshake, Lightbulb, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import styles from './Values.module.css';
import type { ShownDocuments } from '../../../content/shown';

const values = ['innovation', 'partnership', 'result'] as const;

const icons: Record<(typeof values)[number], ReactNode> = {
  innovation: <Lightbulb aria-hidden="true" />,
  partnership: <Handshake aria-hidden="true" />,
  result: <TrendingUp aria-hidden="true" />,
};

/** The three values the team works by. */
export function Values({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).about.values;
  return (
    <Section labelledBy="values-title" tone="muted">
      <SectionHeader id="values-title" title={t.title} />
      <ul className={styles.list}>
        {values.map((value) => (
          <li key={value} className={styles.value}>
            <span className={styles.icon}>{icons[value]}</span>
            <h3 className={styles.title}>{t[value].title}</h3>
            <p className={styles.text}>{t[value].text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
