import { BrainCircuit, MessageSquareText, ScanEye, Workflow, type LucideIcon } from 'lucide-react';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import styles from './CoreTech.module.css';
import type { ShownDocuments } from '../../../content/shown';

const technologies: readonly { id: 'ml' | 'nlp' | 'cv' | 'automation'; icon: LucideIcon }[] = [
  { id: 'ml', icon: BrainCircuit },
  { id: 'nlp', icon: MessageSquareText },
  { id: 'cv', icon: ScanEye },
  { id: 'automation', icon: Workflow },
];

/** The four core technologies behind the agents, as compact tiles. */
export function CoreTech({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  return (
    <Section labelledBy="tech-core-title">
      <SectionHeader id="tech-core-title" title={t.tech_core.title} />
      <ul className={styles.grid}>
        {technologies.map(({ id, icon: Icon }) => (
          <li key={id} className={styles.item}>
            <span className={styles.icon}>
              <Icon aria-hidden="true" />
            </span>
            <div className={styles.copy}>
              <h3 className={styles.title}>{t.tech_core[id].title}</h3>
              <p className={styles.text}>{t.tech_core[id].text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
