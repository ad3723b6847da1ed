import { cloneElement, type ReactElement } from 'react';
import type { Lang } from '../../../i18n/languages';
import type { CaseTextField } from '../../../server/cases/editorForm';
import styles from './Cases.module.css';

/** The id of a language's text control, which its label and the error summary name. */
export const fieldId = (lang: Lang, field: CaseTextField) => `${lang}-${field}`;

/** A labelled control with its hint and its error, tied together for screen readers. */
export function Field({
  id,
  label,
  hint,
  error,
  focus,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  focus?: boolean;
  children: ReactElement<Record<string, unknown>>;
}) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        'aria-describedby': described,
        'aria-invalid': error ? true : undefined,
        autoFocus: focus || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** `text` with its first letter in capitals, as a language's name heads its part. */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
