import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { ContactInfo } from './ContactInfo';
import styles from './ContactMain.module.css';
import type { ShownDocuments } from '../../../content/shown';

/**
 * The page's main band: the message form (`#contact-form`) beside the contact details. The form
 * comes in as `children` (an island labelled by `contact-form-title`).
 */
export function ContactMain({ lang, shown, children }: { lang: Lang; shown: ShownDocuments; children: ReactNode }) {
  const t = shown.catalog(lang);
  return (
    <div className={styles.band}>
      <Container>
        <div className={styles.layout}>
          <section id={leadForms.contact.anchor} aria-labelledby="contact-form-title" className={styles.formPanel}>
            <h2 id="contact-form-title" className={styles.title}>
              {t.contact.formTitle}
            </h2>
            {children}
          </section>
          <ContactInfo lang={lang} shown={shown} />
        </div>
      </Container>
    </div>
  );
}
