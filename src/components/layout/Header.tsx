import { Menu, X } from 'lucide-react';
import { ButtonLink } from '../ui/Button';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { Lang } from '../../i18n/languages';
import { site } from '../../config/site';
import { navPages, type NavPage } from '../../routing/pages';
import { formPath, localizedPath } from '../../routing/localizedPath';
import styles from './Header.module.css';
import type { ShownDocuments } from '../../content/shown';

interface HeaderProps {
  lang: Lang;
  shown: ShownDocuments;
  /** The navigation entry to mark as current, if the page is one of them. */
  current?: NavPage;
  currentPath: string;
  availableLanguages?: readonly Lang[];
}

/**
 * Site header: logo, the six page links, language switcher and Request demo.
 * Below tablet width the links fold behind a toggle (`client/menu.ts`); without
 * JavaScript they stay listed, so the page is never stuck without navigation.
 */
export function Header({ lang, shown, current, currentPath, availableLanguages }: HeaderProps) {
  const t = shown.catalog(lang);
  return (
    <header className={styles.header} data-site-header>
      <div className={styles.bar}>
        <a className={styles.logo} href={localizedPath(lang, 'home')}>
          <svg className={styles.mark} viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
            <rect width="32" height="32" rx="9" fill="currentColor" />
            <path d="M9 22.5 15.2 8h1.6L23 22.5h-3l-1.4-3.5h-5.2L12 22.5zm5.3-6h3.4L16 12.2z" fill="#fff" />
          </svg>
          <span>{site.logoText}</span>
        </a>
        <div id="site-menu" className={styles.menu} data-menu>
          <nav aria-label={t.nav.label}>
            <ul className={styles.links}>
              {navPages.map((page) => (
                <li key={page}>
                  <a
                    className={styles.link}
                    href={localizedPath(lang, page)}
                    aria-current={page === current ? 'page' : undefined}
                  >
                    {t.nav[page]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ButtonLink className={styles.demo} href={formPath(lang, 'demo')} size="sm">
            {t.common.requestDemo}
          </ButtonLink>
        </div>
        <div className={styles.switcher}>
          <LanguageSwitcher lang={lang} shown={shown} currentPath={currentPath} available={availableLanguages} />
        </div>
        <button
          type="button"
          className={styles.menuToggle}
          aria-expanded="false"
          aria-controls="site-menu"
          data-menu-toggle
          data-label-open={t.common.openMenu}
          data-label-close={t.common.closeMenu}
        >
          <Menu className={styles.iconOpen} size={22} aria-hidden="true" />
          <X className={styles.iconClose} size={22} aria-hidden="true" />
          <span className="visually-hidden" data-menu-toggle-label>
            {t.common.openMenu}
          </span>
        </button>
      </div>
    </header>
  );
}
