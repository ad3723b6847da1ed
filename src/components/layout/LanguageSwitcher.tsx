import { ChevronDown } from 'lucide-react';
import { Flag } from '../icons/Flag';
import { format } from '../../i18n';
import { languageInfo, languages, type Lang } from '../../i18n/languages';
import { switchLanguagePath } from '../../routing/localizedPath';
import styles from './LanguageSwitcher.module.css';
import type { ShownDocuments } from '../../content/shown';

interface LanguageSwitcherProps {
  lang: Lang;
  shown: ShownDocuments;
  /** The current page's path (and query), so each entry keeps the visitor on the same page. */
  currentPath: string;
  /** Paths per language when a page exists only in some languages (a case study, say). */
  available?: readonly Lang[];
}

/**
 * Language picker: a native disclosure of plain links, so it works without JavaScript;
 * `client/languageSwitcher.ts` adds hover intent, arrow keys, Escape and remembering the pick.
 */
export function LanguageSwitcher({ lang, shown, currentPath, available = languages }: LanguageSwitcherProps) {
  const t = shown.catalog(lang);
  const current = languageInfo[lang];
  return (
    <details className={styles.switcher} data-language-switcher>
      {/* Named by its content, so the name starts with the visible "Eng" (WCAG 2.5.3, label in name). */}
      <summary className={styles.toggle}>
        <Flag lang={lang} />
        <span className={styles.short}>{current.short}</span>
        <span className="visually-hidden"> {format(t.common.currentLanguage, { language: current.native })}</span>
        <ChevronDown className={styles.chevron} size={16} aria-hidden="true" />
      </summary>
      <ul className={styles.list} aria-label={t.common.chooseLanguage}>
        {languages
          .filter((code) => available.includes(code))
          .map((code) => {
            const info = languageInfo[code];
            return (
              <li key={code}>
                <a
                  className={styles.option}
                  href={switchLanguagePath(currentPath, code)}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === lang ? 'true' : undefined}
                  data-lang={code}
                >
                  <Flag lang={code} />
                  <span aria-hidden="true" className={styles.short}>
                    {info.short}
                  </span>
                  <span className="visually-hidden">{info.native}</span>
                </a>
              </li>
            );
          })}
      </ul>
    </details>
  );
}
