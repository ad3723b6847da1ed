import { Activity, Lock, TrendingUp, Zap, type LucideIcon } from 'lucide-react';
import { CardGrid } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import styles from './Advantages.module.css';
import type { ShownDocuments } from '../../../content/shown';

const advantages: readonly { id: 'scalable' | 'secure' | 'fast' | 'reliable'; icon: LucideIcon }[] = [
  { id: 'scalable', icon: TrendingUp },
  { id: 'secure', icon: Lock },
  { id: 'fast', icon: Zap },
  { id: 'reliable', icon: Activity },
];

/** Why the platform works: four qualities on a dark band. */
export function Advantages({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const copy = t.technology.advantages;
  return (
    <Section labelledBy="advantages-title" tone="ink">
      <SectionHeader id="advantages-title" title={copy.title} />
      <CardGrid as="ul" columns={4}>
        {advantages.map(({ id, icon: Icon }) => (
          <li key={id} className={styles.item}>
            <span className={styles.icon}>
              <Icon aria-hidden="true" />
            </span>
            <h3 className={styles.title}>{copy[id].title}</h3>
            <p className={styles.text}>{copy[id].text}</p>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
