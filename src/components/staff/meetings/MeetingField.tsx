import type { ReactNode } from 'react';
import styles from '../leads/Routing.module.css';

/** What a field's control carries so that its hint and its message are read with it. */
export interface FieldAria {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * A labelled control of a meetings form with its hint and, when the form came back refused, the
 * message at the field. `children` draws the control with the ids and states it is given.
 */
export function MeetingField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: (aria: FieldAria) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** A refused field's message, under its control or its group's legend. */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className={styles.error}>
      {error}
    </p>
  ) : null;
}
