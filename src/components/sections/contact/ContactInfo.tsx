import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardClass } from '../../ui/cardClass';
import type { Lang } from '../../../i18n/languages';
import { telHref } from '../../../config/site';
import { mainOfficeOf } from '../../../data/offices';
import styles from './ContactInfo.module.css';
import type { ShownDocuments } from '../../../content/shown';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={cardClass({ padding: 'md' }, styles.card)}>
      <span className={styles.icon}>{icon}</span>
      <div className={styles.body}>
        <h3 className={styles.cardTitle}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

/** Contact details beside the form: email, phone, main office, hours and the reply promise. */
export function ContactInfo({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const info = t.contact.info;
  const contacts = shown.contacts;
  const mainOffice = mainOfficeOf(contacts.offices);
  return (
    <section aria-labelledby="contact-info-title" className={styles.info}>
      <h2 id="contact-info-title" className={styles.title}>
        {info.title}
      </h2>
      <ul className={styles.cards}>
        <InfoCard icon={<Mail aria-hidden="true" />} title={info.email}>
          <p>
            <a href={`mailto:${contacts.email}`} className={styles.link}>
              {contacts.email}
            </a>
          </p>
        </InfoCard>
        <InfoCard icon={<Phone aria-hidden="true" />} title={info.phone}>
          <p>
            <a href={telHref(contacts.phone)} className={styles.link}>
              {contacts.phone}
            </a>
          </p>
        </InfoCard>
        <InfoCard icon={<MapPin aria-hidden="true" />} title={info.office}>
          <p className={styles.strong}>{t.contact.offices[mainOffice.id]}</p>
          <p className={styles.muted} translate="no">
            {t.contact.offices.addresses[mainOffice.id]}
          </p>
        </InfoCard>
        <InfoCard icon={<Clock aria-hidden="true" />} title={info.hours}>
          <p className={styles.strong}>{info.weekdays}</p>
          <p className={styles.muted}>{info.weekends}</p>
        </InfoCard>
      </ul>
      <p className={styles.promise}>
        <Clock aria-hidden="true" />
        <span>{t.contact.replyPromise}</span>
      </p>
    </section>
  );
}
