import { documentKinds, shownIn, type DocumentKey, type DocumentLang } from '../../../content/documents';
import { staffCatalogs } from '../../../i18n';
import { languageInfo, type StaffLang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import { previewPath } from '../../../server/documents/preview';
import styles from './Content.module.css';

/**
 * Links to the staff preview of each page the document is shown on, in each language that shows
 * it: named by the language when it is shown on one page, by the page's address (`/ru/about`)
 * when on several, so each link says where it leads.
 */
export function PreviewLinks({
  lang,
  document,
}: {
  lang: StaffLang;
  document: { key: DocumentKey; lang: DocumentLang };
}) {
  const t = staffCatalogs[lang].content.preview;
  const { pages } = documentKinds[document.key];
  return (
    <nav className={styles.preview} aria-labelledby="preview-links">
      <p id="preview-links">{t.label}</p>
      <ul>
        {pages.flatMap((page) =>
          shownIn(document.lang).map((shown) => (
            <li key={`${page}-${shown}`}>
              <a href={previewPath(page, shown)} lang={shown} hrefLang={shown}>
                {pages.length > 1 ? localizedPath(shown, page) : languageInfo[shown].native}
              </a>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
