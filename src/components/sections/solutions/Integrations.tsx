import { Blocks, Code, Database, MessagesSquare, type LucideIcon } from 'lucide-react';
import { CardGrid } from '../../ui/Card';
import { cardClass } from '../../ui/cardClass';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import { integrationGroups } from '../../../data/integrations';
import styles from './Integrations.module.css';
import type { ShownDocuments } from '../../../content/shown';

type GroupId = (typeof integrationGroups)[number]['id'];

const groupIcons: Record<GroupId, LucideIcon> = {
  crm: Database,
  api: Code,
  messengers: MessagesSquare,
  erp: Blocks,
};

/** The systems our agents connect to, as four groups of product-name chips. */
export function Integrations({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang).solutions.integrations;
  return (
    <Section labelledBy="integrations-title" tone="muted">
      <SectionHeader id="integrations-title" title={t.title} lead={t.subtitle} />
      <CardGrid columns={4}>
        {integrationGroups.map((group) => {
          const Icon = groupIcons[group.id];
          return (
            <article
              key={group.id}
              className={cardClass({ padding: 'md' }, styles.group)}
              aria-labelledby={`integrations-${group.id}-title`}
            >
              <h3 id={`integrations-${group.id}-title`} className={styles.title}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" />
                </span>
                {t[group.id]}
              </h3>
              <ul className={styles.chips}>
                {group.items.map((item) => (
                  <li key={item} className={styles.chip} translate="no">
                    {item}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </CardGrid>
    </Section>
  );
}
