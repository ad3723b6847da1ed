import { defaultLang, languages } from '../../i18n/languages';
import styles from './RedirectNotice.module.css';
import type { ShownDocuments } from '../../content/shown';

/**
 * What a static host shows at an unprefixed path while the browser moves to a language version:
 * in English (where the page goes without JavaScript), and the script (`client/redirect.ts`)
 * says it in the language it chose, from the messages each language gives here.
 */
export function RedirectNotice({ target, shown }: { target: string; shown: ShownDocuments }) {
  const t = shown.catalog(defaultLang).common;
  const messages = Object.fromEntries(
    languages.map((lang) => [
      lang,
      { status: shown.catalog(lang).common.redirecting, link: shown.catalog(lang).common.redirectLink },
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
