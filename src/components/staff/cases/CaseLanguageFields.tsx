import type { ReactNode } from 'react';
import type { StaffMessages } from '../../../i18n';
import type { Lang } from '../../../i18n/languages';
import { caseTextFields, type CaseFormValues, type CaseTextField } from '../../../server/cases/editorForm';
import { Field, fieldId } from './CaseField';
import styles from './Cases.module.css';

interface Props {
  c: StaffMessages['cases']['editor'];
  code: Lang;
  /** The language's name, heading its part. */
  name: string;
  hidden: boolean;
  /** What the part says of itself: left out, missing required fields, or complete. */
  state: string;
  values: CaseFormValues;
  labels: Record<CaseTextField, string>;
  /** What is wrong with a field of this language, in words. */
  messageOf: (field: CaseTextField) => string | undefined;
  /** The control that takes the focus, if any. */
  focused: string | undefined;
  editable: boolean;
  /** The language written beside English (translator's view), if any. */
  translate?: Lang | undefined;
  /** The part's Save button, when the member may change it. */
  save: ReactNode;
}

/** One language's part of the case editor: its texts, beside the English ones in the translator's view. */
export function CaseLanguageFields({
  c,
  code,
  name,
  hidden,
  state,
  values,
  labels,
  messageOf,
  focused,
  editable,
  translate,
  save,
}: Props) {
  return (
    <fieldset className={styles.fieldset} id={`lang-${code}`} hidden={hidden}>
      <legend>{name}</legend>
      <p className={styles.hint} id={`lang-${code}-state`}>
        {state}
      </p>
      {caseTextFields.map((field) => {
        const error = messageOf(field);
        const multiline = field === 'summary' || field === 'body' || field === 'results';
        const input = multiline ? (
          <textarea
            id={fieldId(code, field)}
            name={`${code}.${field}`}
            defaultValue={values.translations[code][field]}
            rows={field === 'body' ? 10 : 3}
            lang={code}
            readOnly={!editable}
          />
        ) : (
          <input
            id={fieldId(code, field)}
            name={`${code}.${field}`}
            defaultValue={values.translations[code][field]}
            lang={code}
            readOnly={!editable}
          />
        );
        const hint =
          field === 'body'
            ? c.bodyHint
            : field === 'results'
              ? c.resultsHint
              : field === 'coverAlt'
                ? c.coverAltHint
                : undefined;
        const field_ = (
          <Field
            id={fieldId(code, field)}
            label={labels[field]}
            hint={hint}
            error={error}
            focus={focused === fieldId(code, field)}
          >
            {input}
          </Field>
        );
        return translate && code !== 'en' ? (
          <div key={field} className={styles.beside}>
            <div>
              <p className={styles.hint}>
                {c.english}: {labels[field]}
              </p>
              <p className={styles.reference} lang="en">
                {values.translations.en[field] || '—'}
              </p>
            </div>
            {field_}
          </div>
        ) : (
          <div key={field}>{field_}</div>
        );
      })}
      {save}
    </fieldset>
  );
}
