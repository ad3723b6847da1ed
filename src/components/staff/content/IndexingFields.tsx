/**
 * The indexing document's form: a box per page of the site, ticked to keep the page's version in
 * this language out of search engines. The page stays on the site and its visits are counted.
 */
import { staffCatalogs, format } from '../../../i18n';
import type { Lang, StaffLang } from '../../../i18n/languages';
import { localizedPath } from '../../../routing/localizedPath';
import { indexedPages } from '../../../routing/pages';
import { fieldId, type FieldsState } from './fieldProps';
import styles from './Content.module.css';

export function IndexingFields({
  lang,
  documentLang,
  state,
}: {
  lang: StaffLang;
  documentLang: Lang;
  state: FieldsState;
}) {
  const t = staffCatalogs[lang].content.indexing;
  return (
    <fieldset className={styles.package}>
      <legend>{t.legend}</legend>
      <p className={styles.hint}>{t.hint}</p>
      <div className={styles.fields}>
        {indexedPages.map((page) => {
          const name = `noindex.${page}`;
          return (
            <div key={page} className={styles.check}>
              <input type="checkbox" id={fieldId(name)} name={name} defaultChecked={state.fields[name] === 'on'} />
              <label htmlFor={fieldId(name)}>{format(t.page, { path: localizedPath(documentLang, page) })}</label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
