import { ChartLine, Headset, TrendingUp, Workflow, type LucideIcon } from 'lucide-react';
import { Card, CardGrid } from '../../ui/Card';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import type { ShownDocuments } from '../../../content/shown';

const applications: { id: 'customerService' | 'analytics' | 'automation' | 'sales'; Icon: LucideIcon }[] = [
  { id: 'customerService', Icon: Headset },
  { id: 'analytics', Icon: ChartLine },
  { id: 'automation', Icon: Workflow },
  { id: 'sales', Icon: TrendingUp },
];

/** The four areas where AI agents take work off a team. */
export function Applications({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).solutions.applications;
  return (
    <Section labelledBy="applications-title">
      <SectionHeader id="applications-title" title={t.title} />
      <CardGrid columns={4}>
        {applications.map(({ id, Icon }) => (
          <Card key={id} title={t[id].title} icon={<Icon aria-hidden="true" />}>
            <p>{t[id].text}</p>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
