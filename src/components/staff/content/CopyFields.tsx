import { staffCatalogs } from '../../../i18n';
import type { Lang, StaffLang } from '../../../i18n/languages';
import { packageName, type NamedPackage } from '../../../data/packages';
import type { DocumentFields } from '../../../content/kinds/define';
import { packageCopyKind } from '../../../content/kinds/packageCopy';
import { packageIds } from '../../../content/kinds/packages';
import { FieldError } from './FieldError';
import { fieldAttributes, fieldId, type FieldsState } from './fieldProps';
import styles from './Content.module.css';

/**
 * Each package's words in one language: its description and its features (one per line), with
 * the English version beside them, read-only, as the source when the language is another.
 */
export function CopyFields({
  lang,
  documentLang,
  state,
  source,
  packages,
}: {
  lang: StaffLang;
  documentLang: Lang;
  state: FieldsState;
  source?: unknown;
  packages: readonly NamedPackage[];
}) {
  const t = staffCatalogs[lang].content;
  const english: DocumentFields | undefined = source === undefined ? undefined : packageCopyKind.form.fields(source);
  return (
    <>
      {packageIds.map((id) => (
        <fieldset key={id} className={styles.package}>
          <legend>{packageName(packages, id)}</legend>
          <div className={styles.fields}>
            {(['description', 'features'] as const).map((part) => {
              const name = `${part}.${id}`;
              const input = fieldAttributes(state, name, part === 'features');
              return (
                <div key={part} className={styles.fields}>
                  <div className={styles.field}>
                    <label htmlFor={input.id}>{t[part]}</label>
                    <textarea {...input} rows={part === 'features' ? 6 : 3} lang={documentLang} />
                    {part === 'features' ? (
                      <p id={`${input.id}-hint`} className={styles.hint}>
                        {t.featuresHint}
                      </p>
                    ) : null}
                    <FieldError state={state} name={name} />
                  </div>
                  {english ? (
                    <div className={styles.field}>
                      <label htmlFor={`${fieldId(name)}-source`}>{`${t[part]}: ${t.source}`}</label>
                      <textarea
                        id={`${fieldId(name)}-source`}
                        readOnly
                        value={english[name] ?? ''}
                        rows={part === 'features' ? 6 : 3}
                        lang="en"
                      />
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </>
  );
}
