import { Send } from 'lucide-react';
import type { SubmitEventHandler, ReactNode, Ref } from 'react';
import { Button } from '../ui/Button';
import type { Lang } from '../../i18n/languages';
import type { FormCopy } from '../../forms/copy';
import type { FormStatus } from '../../forms/pageState';
import { fieldId, summaryId } from '../../forms/fieldIds';
import { summaryLine } from '../../forms/errors';
import styles from './Form.module.css';

/** What every form island takes; all of it serialisable, so Astro can hand it to the browser. */
export interface FormProps {
  lang: Lang;
  /** The form's copy in `lang` (`formCopy(lang, kind)`). */
  copy: FormCopy;
  /** Initial values by field name: what the visitor sent before, a preset from the link, the hidden fields. */
  values?: Record<string, string>;
  /** Error messages by field name; a key that is no field is shown as a message for the whole form. */
  errors?: Record<string, string>;
  /** `success` shows the thank-you in place of the form. */
  status?: FormStatus;
  /** Id of the heading that names the form. */
  labelledBy?: string;
}

interface FormShellProps {
  copy: FormCopy;
  /** Id prefix of the form's controls. */
  prefix: string;
  /** Where the form posts without JavaScript: the page itself plus the action. */
  action: string;
  /** The form's fields in order, with their labels for the error summary (empty when the message says it all). */
  fields: readonly { name: string; label: string }[];
  errors?: Record<string, string> | undefined;
  labelledBy?: string | undefined;
  submitLabel: string;
  /** While sending: the button says so and cannot be pressed again. */
  sending?: boolean;
  /** Set once the form's script has taken it over (`data-enhanced`): it checks and sends the form itself. */
  enhanced?: boolean;
  onSubmit?: SubmitEventHandler<HTMLFormElement>;
  formRef?: Ref<HTMLFormElement>;
  /** Changes whenever the summary should be announced again. */
  summaryKey?: number;
  children: ReactNode;
}

/** A form's frame: the required-fields note, the error summary, the fields and the submit button. */
export function FormShell({
  copy,
  prefix,
  action,
  fields,
  errors = {},
  labelledBy,
  submitLabel,
  sending = false,
  enhanced = false,
  onSubmit,
  formRef,
  summaryKey,
  children,
}: FormShellProps) {
  const f = copy.common;
  const fieldErrors = fields.flatMap((field) => {
    const message = errors[field.name];
    return message ? [{ ...field, message }] : [];
  });
  const formErrors = Object.entries(errors).filter(
    ([name, message]) => message && !fields.some((field) => field.name === name),
  );
  const hasErrors = fieldErrors.length > 0 || formErrors.length > 0;
  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      className={styles.form}
      aria-labelledby={labelledBy}
      aria-busy={sending || undefined}
      // The site's own checks answer, in the page's language: the script's before a send, the
      // server's after one; never only the browser's bubble.
      noValidate
      data-enhanced={enhanced || undefined}
      onSubmit={onSubmit}
    >
      <p className={styles.note}>{f.requiredNote}</p>
      {hasErrors ? (
        // No classes and one text per link: the page's first-touch script draws this very markup
        // before React has loaded (`client/firstTouch.ts`), and React takes it over as it is.
        <div key={summaryKey} id={summaryId(prefix)} role="alert" tabIndex={-1}>
          {formErrors.map(([name, message]) => (
            <p key={name}>{message}</p>
          ))}
          {fieldErrors.length > 0 ? (
            <>
              <p>{f.errors.summary}</p>
              <ul>
                {fieldErrors.map((field) => (
                  <li key={field.name}>
                    <a href={`#${fieldId(prefix, field.name)}`}>{summaryLine(field.label, field.message)}</a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" size="lg" icon={<Send aria-hidden="true" />} iconEnd disabled={sending}>
          {sending ? f.sending : submitLabel}
        </Button>
      </div>
    </form>
  );
}
