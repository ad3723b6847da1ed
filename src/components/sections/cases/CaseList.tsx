import type { ReactNode } from 'react';
import { Section } from '../../ui/Section';
import { useTranslations } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import styles from './CaseList.module.css';

/** The place of the case cards on the cases page (`#case-list`), under a screen-reader heading. */
export function CaseList({ lang, children }: { lang: Lang; children?: ReactNode }) {
  const t = useTranslations(lang).cases;
  return (
    <Section id="case-list" labelledBy="case-list-title">
      <h2 id="case-list-title" className="visually-hidden">
        {t.listLabel}
      </h2>
      <div className={styles.list}>{children}</div>
    </Section>
  );
}
