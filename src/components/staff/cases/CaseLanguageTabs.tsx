import { format, type StaffMessages } from '../../../i18n';
import { languages, type Lang } from '../../../i18n/languages';
import { completenessOf, type CaseFormValues } from '../../../server/cases/editorForm';
import { capitalize } from './CaseField';
import styles from './Cases.module.css';

interface Props {
  c: StaffMessages['cases']['editor'];
  values: CaseFormValues;
  /** The language written beside English (translator's view), if any. */
  translate?: Lang | undefined;
  /** Undefined for a new case. */
  id?: number | undefined;
}

/** The editor's parts as tabs: the common fields, each language with how much of it is filled, and the translator's view. */
export function CaseLanguageTabs({ c, values, translate, id }: Props) {
  return (
    <nav aria-label={c.sections} id="languages">
      <ul className={styles.tabs}>
        {translate ? null : (
          <li>
            <a href="#common">{c.common}</a>
          </li>
        )}
        {languages.map((code) => {
          const { filled, total } = completenessOf(values.translations[code]);
          return (
            <li key={code}>
              <a
                href={translate ? `?translate=${code}` : `#lang-${code}`}
                aria-current={translate === code ? 'true' : undefined}
              >
                <span lang={code}>
                  {capitalize(new Intl.DisplayNames(code, { type: 'language' }).of(code) ?? code)}
                </span>{' '}
                <span className={filled === total ? styles.complete : styles.incomplete}>
                  {format(c.filledFields, { filled: String(filled), total: String(total) })}
                </span>
              </a>
            </li>
          );
        })}
        {id ? (
          <li>
            <a
              href={
                translate
                  ? `/staff/cases/${id}`
                  : `/staff/cases/${id}?translate=${languages.find((code) => code !== 'en')}`
              }
            >
              {translate ? c.leaveTranslatorView : c.translatorView}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
