import { Check, ChartLine, Plug, ShieldCheck, Sparkles, type LucideIcon } from 'lucide-react';
import { Card, CardGrid } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import styles from './Capabilities.module.css';
import type { ShownDocuments } from '../../../content/shown';

const categories: readonly { id: 'ai' | 'data' | 'security' | 'integrations'; icon: LucideIcon }[] = [
  { id: 'ai', icon: Sparkles },
  { id: 'data', icon: ChartLine },
  { id: 'security', icon: ShieldCheck },
  { id: 'integrations', icon: Plug },
];

/** What the platform can do: four categories, each with a checklist. */
export function Capabilities({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const copy = t.technology.capabilities;
  return (
    <Section labelledBy="capabilities-title" tone="muted">
      <SectionHeader id="capabilities-title" title={copy.title} />
      <CardGrid as="ul" columns={4}>
        {categories.map(({ id, icon: Icon }) => (
          <li key={id} className={styles.cell}>
            <Card title={copy[id].title} icon={<Icon aria-hidden="true" />}>
              <ul className={styles.items}>
                {copy[id].items.map((item) => (
                  <li key={item} className={styles.item}>
                    <Check className={styles.check} aria-hidden="true" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
