import { Mail, MapPin, Phone } from 'lucide-react';
import { format } from '../../i18n';
import { languageInfo, languages, type Lang } from '../../i18n/languages';
import { site, telHref } from '../../config/site';
import { mainOfficeOf } from '../../data/offices';
import { navPages } from '../../routing/pages';
import { localizedPath, switchLanguagePath } from '../../routing/localizedPath';
import { Container } from '../ui/Container';
import styles from './Footer.module.css';
import type { ShownDocuments } from '../../content/shown';

interface FooterProps {
  lang: Lang;
  shown: ShownDocuments;
  currentPath: string;
  availableLanguages?: readonly Lang[];
}

/** Site footer: company block (name from the site config, contacts as published), page links, privacy and the language list. */
export function Footer({ lang, shown, currentPath, availableLanguages = languages }: FooterProps) {
  const t = shown.catalog(lang);
  const contacts = shown.contacts;
  const mainOffice = mainOfficeOf(contacts.offices);
  const offices = t.contact.offices;
  return (
    <footer className={styles.footer}>
      <Container className={styles.grid}>
        <section className={styles.company} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.brand}>
            {site.name}
          </h2>
          <p className={styles.tagline}>{t.footer.tagline}</p>
          <ul className={styles.contacts}>
            <li>
              <Mail size={18} aria-hidden="true" />
              <a href={`mailto:${contacts.email}`}>{contacts.email}</a>
            </li>
            <li>
              <Phone size={18} aria-hidden="true" />
              <a href={telHref(contacts.phone)}>{contacts.phone}</a>
            </li>
            <li>
              <MapPin size={18} aria-hidden="true" />
              <span>
                {offices[mainOffice.id]} · <span translate="no">{offices.addresses[mainOffice.id]}</span>
              </span>
            </li>
          </ul>
        </section>
        <nav className={styles.column} aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={styles.heading}>
            {t.footer.pages}
          </h2>
          <ul className={styles.list}>
            {navPages.map((page) => (
              <li key={page}>
                <a href={localizedPath(lang, page)}>{t.nav[page]}</a>
              </li>
            ))}
            <li>
              <a href={localizedPath(lang, 'privacy')}>{t.footer.privacy}</a>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-languages">
          <h2 id="footer-languages" className={styles.heading}>
            {t.footer.languages}
          </h2>
          <ul className={styles.list}>
            {availableLanguages.map((code) => (
              <li key={code}>
                <a
                  href={switchLanguagePath(currentPath, code)}
                  hrefLang={code}
                  lang={code}
                  data-lang={code}
                  aria-current={code === lang ? 'true' : undefined}
                >
                  {languageInfo[code].native}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Container>
      <Container className={styles.bottom}>
        <p>
          {format(t.footer.rights, {
            year: new Date().getFullYear(),
            company: site.legalName,
          })}
        </p>
      </Container>
    </footer>
  );
}
