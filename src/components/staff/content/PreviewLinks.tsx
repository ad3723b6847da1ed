import { documentKinds, shownIn, type DocumentKey, type DocumentLang } from '../../../content/documents';
import { staffCatalogs } from '../../../i18n';
import { languageInfo, type StaffLang } from '../../../i18n/languages';
import { previewPath } from '../../../server/documents/preview';
import styles from './Content.module.css';

/** Links to the staff preview of each page the document is shown on, in each language that shows it. */
export function PreviewLinks({ lang, document }: { lang: StaffLang; document: { key: DocumentKey; lang: DocumentLang } }) {
  const t = staffCatalogs[lang].content.preview;
  return (
    <nav className={styles.preview} aria-labelledby="preview-links">
      <p id="preview-links">{t.label}</p>
      <ul>
        {documentKinds[document.key].pages.flatMap((page) =>
          shownIn(document.lang).map((shown) => (
            <li key={`${page}-${shown}`}>
              <a href={previewPath(page, shown)} lang={shown} hrefLang={shown}>
                {languageInfo[shown].native}
              </a>
            </li>
          )),
        )}
      </ul>
    </nav>
  );
}
