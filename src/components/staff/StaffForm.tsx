import type { InputHTMLAttributes, ReactNode } from 'react';
import { Button } from '../ui/Button';
import styles from './StaffForm.module.css';

/** A labelled input with an optional hint, for the staff forms. */
export function StaffField({
  label,
  hint,
  id,
  ...input
}: { label: string; hint?: string; id: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A form that posts to its own page and works without JavaScript. */
export function StaffForm({
  action,
  submit,
  children,
  label,
}: {
  action?: string;
  submit: string;
  children?: ReactNode;
  label?: string;
}) {
  return (
    <form method="post" action={action} className={styles.form} aria-label={label}>
      {children}
      <div>
        <Button type="submit">{submit}</Button>
      </div>
    </form>
  );
}

/** The outcome of a form post: an error is announced at once, a success politely. */
export function Notice({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p role={kind === 'error' ? 'alert' : 'status'} className={`${styles.notice} ${styles[kind]}`}>
      {children}
    </p>
  );
}
