import { CalendarDays, Map as MapIcon, MapPin, Phone } from 'lucide-react';
import { ButtonLink } from '../../ui/Button';
import { cardClass } from '../../ui/cardClass';
import { Section } from '../../ui/Section';
import { SectionHeader } from '../../ui/SectionHeader';
import { format } from '../../../i18n';
import { languageInfo, type Lang } from '../../../i18n/languages';
import { telHref } from '../../../config/site';
import { formPath } from '../../../routing/localizedPath';
import styles from './Offices.module.css';
import type { ShownDocuments } from '../../../content/shown';

/** The three offices, main first, each with its address, phone, map link when it has one, and a link to book a meeting there. */
export function Offices({ lang, shown }: { lang: Lang; shown: ShownDocuments }) {
  const t = shown.catalog(lang);
  const o = t.contact.offices;
  const locale = languageInfo[lang].locale;
  return (
    <Section labelledBy="offices-title" tone="muted">
      <SectionHeader id="offices-title" title={o.title} lead={o.subtitle} />
      <ul className={styles.grid}>
        {shown.contacts.offices.map((office) => {
          const city = o[office.id];
          // The button's accessible name must start with its visible text (WCAG 2.5.3):
          // use the fuller label only when the translation keeps that order.
          const fullLabel = format(o.bookMeetingIn, { city });
          const labelFits = fullLabel.toLocaleLowerCase(locale).startsWith(o.bookMeeting.toLocaleLowerCase(locale));
          return (
            <li key={office.id} className={cardClass({ tone: office.isMain ? 'accent' : 'plain' }, styles.card)}>
              <div className={styles.head}>
                <h3 className={styles.city}>{city}</h3>
                {office.isMain ? <p className={styles.badge}>{o.main}</p> : null}
              </div>
              <ul className={styles.details}>
                <li>
                  <MapPin aria-hidden="true" />
                  <span translate="no">{o.addresses[office.id]}</span>
                </li>
                <li>
                  <Phone aria-hidden="true" />
                  <span className="visually-hidden">{t.contact.info.phone}: </span>
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </li>
                {office.mapUrl ? (
                  <li>
                    <MapIcon aria-hidden="true" />
                    <a href={office.mapUrl} rel="noopener" target="_blank">
                      {o.map}
                      <span className="visually-hidden"> ({city})</span>
                    </a>
                  </li>
                ) : null}
              </ul>
              <ButtonLink
                href={formPath(lang, 'meeting', { office: office.id })}
                variant={office.isMain ? 'primary' : 'secondary'}
                className={styles.action}
                icon={<CalendarDays aria-hidden="true" />}
                aria-label={labelFits ? fullLabel : undefined}
              >
                {o.bookMeeting}
                {labelFits ? null : <span className="visually-hidden"> ({city})</span>}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
