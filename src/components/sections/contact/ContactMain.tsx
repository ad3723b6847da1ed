import { Container } from '../../ui/Container';
import { ContactForm } from '../../forms/ContactForm';
import type { FormProps } from '../../forms/Form';
import { useTranslations } from '../../../i18n';
import { ContactInfo } from './ContactInfo';
import styles from './ContactMain.module.css';

/** The page's main band: the message form (`#contact-form`) beside the contact details. */
export function ContactMain({ lang, values, errors }: Omit<FormProps, 'labelledBy'>) {
  const t = useTranslations(lang);
  return (
    <div className={styles.band}>
      <Container>
        <div className={styles.layout}>
          <section id="contact-form" aria-labelledby="contact-form-title" className={styles.formPanel}>
            <h2 id="contact-form-title" className={styles.title}>
              {t.contact.formTitle}
            </h2>
            <ContactForm lang={lang} values={values} errors={errors} labelledBy="contact-form-title" />
          </section>
          <ContactInfo lang={lang} />
        </div>
      </Container>
    </div>
  );
}
