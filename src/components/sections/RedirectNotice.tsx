import { catalogFor } from '../../i18n';
import { defaultLang, languages } from '../../i18n/languages';
import styles from './RedirectNotice.module.css';

/**
 * What a static host shows at an unprefixed path while the browser moves to a language version:
 * in English (where the page goes without JavaScript), and the script (`client/redirect.ts`)
 * says it in the language it chose, from the messages each language gives here.
 */
export function RedirectNotice({ target }: { target: string }) {
  const t = catalogFor(defaultLang).common;
  const messages = Object.fromEntries(
    languages.map((lang) => [
      lang,
      { status: catalogFor(lang).common.redirecting, link: catalogFor(lang).common.redirectLink },
    ]),
  );
  return (
    <main className={styles.notice} data-redirect-messages={JSON.stringify(messages)}>
      <p role="status">{t.redirecting}</p>
      <a href={target} data-redirect-target>
        {t.redirectLink}
      </a>
    </main>
  );
}
