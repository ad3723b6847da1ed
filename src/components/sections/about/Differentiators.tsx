import { BadgeCheck, BrainCircuit, Target, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardGrid } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import styles from './Differentiators.module.css';
import type { ShownDocuments } from '../../../content/shown';

const cards = ['smart', 'precise', 'teamwork', 'quality'] as const;

const icons: Record<(typeof cards)[number], ReactNode> = {
  smart: <BrainCircuit aria-hidden="true" />,
  precise: <Target aria-hidden="true" />,
  teamwork: <Users aria-hidden="true" />,
  quality: <BadgeCheck aria-hidden="true" />,
};

/** Four cards on what sets the company apart. */
export function Differentiators({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).about.cards;
  return (
    <Section labelledBy="differentiators-title" tone="muted">
      <SectionHeader id="differentiators-title" title={t.title} />
      <CardGrid as="ul" columns={4}>
        {cards.map((card) => (
          <li key={card} className={styles.item}>
            <Card title={t[card].title} icon={icons[card]}>
              <p>{t[card].text}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
