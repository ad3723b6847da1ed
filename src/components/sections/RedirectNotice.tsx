import { catalogFor } from '../../i18n';
import { defaultLang } from '../../i18n/languages';
import styles from './RedirectNotice.module.css';

/** What a static host shows at an unprefixed path while the browser moves to a language version. */
export function RedirectNotice({ target }: { target: string }) {
  const t = catalogFor(defaultLang).common;
  return (
    <main className={styles.notice}>
      <p role="status">{t.redirecting}</p>
      <a href={target} data-redirect-target>
        {t.redirectLink}
      </a>
    </main>
  );
}
