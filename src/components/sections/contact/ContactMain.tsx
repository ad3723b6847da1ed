import type { ReactNode } from 'react';
import { Container } from '../../ui/Container';
import { catalogFor } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { leadForms } from '../../../forms/leadForms';
import { ContactInfo } from './ContactInfo';
import styles from './ContactMain.module.css';

/**
 * The page's main band: the message form (`#contact-form`) beside the contact details. The form
 * comes in as `children` (an island labelled by `contact-form-title`).
 */
export function ContactMain({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = catalogFor(lang);
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
          <ContactInfo lang={lang} />
        </div>
      </Container>
    </div>
  );
}
