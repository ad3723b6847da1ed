import { ArrowRight, PhoneCall, Presentation, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardClass } from '../../ui/cardClass';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import { formPath, localizedPath } from '../../../routing/localizedPath';
import styles from './QuickActions.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** Three shortcuts, each a whole-card link: order a call, book a consultation, see the presentation. */
export function QuickActions({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const quick = t.contact.quick;
  const actions: { key: string; href: string; icon: ReactNode; title: string; text: string }[] = [
    { key: 'call', href: formPath(lang, 'callback'), icon: <PhoneCall aria-hidden="true" />, ...quick.call },
    {
      key: 'consultation',
      href: formPath(lang, 'contact', { subject: 'consultation' }),
      icon: <Video aria-hidden="true" />,
      ...quick.consultation,
    },
    {
      key: 'presentation',
      href: localizedPath(lang, 'presentation'),
      icon: <Presentation aria-hidden="true" />,
      ...quick.presentation,
    },
  ];
  return (
    <Section labelledBy="quick-title" tone="muted">
      <SectionHeader id="quick-title" title={quick.title} />
      <ul className={styles.grid}>
        {actions.map((action) => (
          <li key={action.key} className={cardClass({}, styles.card)}>
            <span className={styles.icon}>{action.icon}</span>
            <h3 className={styles.title}>
              <a href={action.href} className={styles.link}>
                {action.title}
              </a>
            </h3>
            <p className={styles.text}>{action.text}</p>
            <ArrowRight className={styles.arrow} aria-hidden="true" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
