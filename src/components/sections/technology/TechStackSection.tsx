import { Cloud, CodeXml, Cpu, Database, type LucideIcon } from 'lucide-react';
import { CardGrid } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import { techStack } from '../../../data/techStack';
import styles from './TechStackSection.module.css';
import type { ShownDocuments } from '../../../content/shown';

const groupIcons: Record<(typeof techStack)[number]['id'], LucideIcon> = {
  languages: CodeXml,
  ml: Cpu,
  cloud: Cloud,
  databases: Database,
};

/** The technology stack by group; product names are never translated. */
export function TechStackSection({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  return (
    <Section labelledBy="stack-title">
      <SectionHeader id="stack-title" title={t.technology.stack.title} />
      <CardGrid as="ul" columns={4}>
        {techStack.map((group) => {
          const Icon = groupIcons[group.id];
          return (
            <li key={group.id} className={styles.group}>
              <h3 className={styles.title}>
                <Icon className={styles.icon} aria-hidden="true" />
                <span>{t.technology.stack[group.id]}</span>
              </h3>
              <ul className={styles.chips}>
                {group.items.map((item) => (
                  <li key={item} className={styles.chip} translate="no">
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
