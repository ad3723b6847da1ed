import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { site, telHref } from '../../../config/site';
import styles from './DemoSection.module.css';
import type { ShownDocuments } from '../../../content/shown';

/**
 * The `#demo` target of every Request demo button: the demo form (given as `children`, an
 * island labelled by `demo-title`) beside the direct email and phone.
 */
export function DemoSection({ lang, shown, children }: { lang: Lang; shown: ShownDocuments; children: ReactNode }) {
  const t = shown.catalog(lang);
  return (
    <Section id={leadForms.demo.anchor} labelledBy="demo-title" tone="muted">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <SectionHeader id="demo-title" title={t.demo.title} lead={t.demo.description} align="start" />
          <h3 className={styles.reachTitle}>{t.demo.orReach}</h3>
          <ul className={styles.reach}>
            <li>
              <Mail size={20} aria-hidden="true" />
              <span className="visually-hidden">{t.demo.emailLabel}: </span>
              <a href={`mailto:${site.salesEmail}`}>{site.salesEmail}</a>
            </li>
            <li>
              <Phone size={20} aria-hidden="true" />
              <span className="visually-hidden">{t.demo.phoneLabel}: </span>
              <a href={telHref(shown.contacts.phone)}>{shown.contacts.phone}</a>
            </li>
          </ul>
        </div>
        <div className={styles.panel}>{children}</div>
      </div>
    </Section>
  );
}
