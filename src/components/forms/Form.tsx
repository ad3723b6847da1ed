import { Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/Button';
import { useTranslations } from '../../i18n';
import type { Lang } from '../../i18n/languages';
import { fieldId } from './Field';
import styles from './Form.module.css';

/** What every form component takes, so the later wiring only has to pass data. */
export interface FormProps {
  lang: Lang;
  /** Initial values by field name, e.g. what the visitor sent before, or a preset from the link. */
  values?: Record<string, string>;
  /** Error messages by field name; a key that is no field is shown as a message for the whole form. */
  errors?: Record<string, string>;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

interface FormShellProps {
  lang: Lang;
  /** Id prefix of the form's controls. */
  prefix: string;
  /** The form's fields in order, with their labels for the error summary (empty when the message says it all). */
  fields: readonly { name: string; label: string }[];
  errors?: Record<string, string> | undefined;
  labelledBy?: string | undefined;
  submitLabel: string;
  children: ReactNode;
}

/** A form's frame: the required-fields note, the error summary, the fields and the submit button. */
export function FormShell({ lang, prefix, fields, errors = {}, labelledBy, submitLabel, children }: FormShellProps) {
  const t = useTranslations(lang);
  const fieldErrors = fields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ ...field, message }] : [];
  });
  const formErrors = Object.entries(errors).filter(([name, message]) => message && !fields.some((field) => field.name === name));
  const hasErrors = fieldErrors.length > 0 || formErrors.length > 0;
  return (
    <form method="post" className={styles.form} aria-labelledby={labelledBy}>
      <p className={styles.note}>{t.contact_form.requiredNote}</p>
      {hasErrors ? (
        <div id={`${prefix}-errors`} className={styles.summary} role="alert" tabIndex={-1}>
          {formErrors.map(([name, message]) => (
            <p key={name} className={styles.summaryTitle}>
              {message}
            </p>
          ))}
          {fieldErrors.length > 0 ? (
            <>
              <p className={styles.summaryTitle}>{t.contact_form.errors.summary}</p>
              <ul className={styles.summaryList}>
                {fieldErrors.map((field) => (
                  <li key={field.name}>
                    <a href={`#${fieldId(prefix, field.name)}`}>
                      {field.label ? `${field.label} — ` : null}
                      {field.message}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" size="lg" icon={<Send aria-hidden="true" />} iconEnd>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
