import { ChevronDown } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { errorId, fieldId } from '../../forms/fieldIds';
import styles from './Field.module.css';

interface CommonProps {
  /** The form's id prefix, e.g. `contact`. */
  prefix: string;
  /** The control's `name`, as the server reads it. */
  name: string;
  label: string;
  required?: boolean;
  /** Visually hidden word read after the `*` mark: `t.contact_form.required`. */
  requiredText: string;
  /** The field's error message, shown under the control. */
  error?: string | undefined;
  /** Stretch across both columns of a `FieldRow`. */
  wide?: boolean;
}

/** Attributes that tie a control to its error message. */
export function errorAttributes(prefix: string, name: string, error?: string) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorId(prefix, name) } : {};
}

/** The `*` after a required field's label, with its meaning for screen readers. */
export function RequiredMark({ text }: { text: string }) {
  return (
    <>
      <span className={styles.mark} aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> {text}</span>
    </>
  );
}

/**
 * A field's error message, referenced by the control's `aria-describedby`: the last paragraph of
 * its field, one text with no class (its look and icon come from `.field > p`), so the page's
 * first-touch script draws the very same element before React has loaded.
 */
export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  if (!message) return null;
  return <p id={id}>{message}</p>;
}

function Label({
  htmlFor,
  label,
  required,
  requiredText,
}: {
  htmlFor: string;
  label: string;
  required?: boolean | undefined;
  requiredText: string;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {label}
      {required ? <RequiredMark text={requiredText} /> : null}
    </label>
  );
}

interface TextFieldProps extends CommonProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  /** Browser-side format check; `title` explains it in the browser's message. */
  pattern?: string;
  title?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** A textarea with this many rows instead of a one-line input. */
  rows?: number;
  defaultValue?: string | undefined;
}

/** A labelled text input or textarea with an optional error message. */
export function TextField({
  prefix,
  name,
  label,
  required,
  requiredText,
  error,
  wide,
  type = 'text',
  placeholder,
  autoComplete,
  maxLength,
  pattern,
  title,
  inputMode,
  rows,
  defaultValue,
}: TextFieldProps) {
  const id = fieldId(prefix, name);
  const shared = {
    id,
    name,
    required,
    maxLength,
    autoComplete,
    // Date inputs take no placeholder.
    placeholder: type === 'date' || !placeholder ? undefined : placeholder,
    defaultValue: defaultValue ?? '',
    className: styles.control,
    ...errorAttributes(prefix, name, error),
  };
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <Label htmlFor={id} label={label} required={required} requiredText={requiredText} />
      {rows ? (
        <TextArea rows={rows} {...shared} />
      ) : (
        <input type={type} pattern={pattern} title={title} inputMode={inputMode} {...shared} />
      )}
      <FieldError id={errorId(prefix, name)} message={error} />
    </div>
  );
}

/**
 * A textarea that, when React takes over the server's markup, starts from the text it holds
 * then: React resets a textarea that came with text (a form filled in again) to that text as it
 * hydrates, which would drop what a visitor typed before the script arrived. Inputs keep theirs.
 */
function TextArea({ id, defaultValue, ...props }: ComponentProps<'textarea'> & { id: string; defaultValue: string }) {
  const [initial] = useState(() => {
    const served = typeof document === 'undefined' ? null : (document.getElementById(id) as HTMLTextAreaElement | null);
    return served?.value ?? defaultValue;
  });
  return <textarea id={id} defaultValue={initial} {...props} />;
}

interface SelectFieldProps extends CommonProps {
  options: readonly { value: string; label: string; translate?: boolean }[];
  autoComplete?: string;
  defaultValue?: string | undefined;
}

/**
 * A labelled native select with an optional error message. Its first option is a real choice
 * (no empty placeholder), so a required one is marked and announced as required (`*`,
 * `aria-required`) without the `required` attribute, which HTML allows only with a placeholder.
 */
export function SelectField({
  prefix,
  name,
  label,
  required,
  requiredText,
  error,
  wide,
  options,
  autoComplete,
  defaultValue,
}: SelectFieldProps) {
  const id = fieldId(prefix, name);
  const known = options.some((option) => option.value === defaultValue);
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <Label htmlFor={id} label={label} required={required} requiredText={requiredText} />
      <div className={styles.selectWrap}>
        <select
          id={id}
          name={name}
          aria-required={required || undefined}
          autoComplete={autoComplete}
          defaultValue={known ? defaultValue : options[0]?.value}
          className={`${styles.control} ${styles.select}`}
          {...errorAttributes(prefix, name, error)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value} translate={option.translate === false ? 'no' : undefined}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </div>
      <FieldError id={errorId(prefix, name)} message={error} />
    </div>
  );
}

interface CheckboxFieldProps extends CommonProps {
  /** Label content: text, optionally with a link. */
  children: ReactNode;
  value?: string;
  defaultChecked?: boolean;
}

/** A checkbox with its label beside it, such as the privacy consent. */
export function CheckboxField({
  prefix,
  name,
  required,
  requiredText,
  error,
  children,
  value = 'yes',
  defaultChecked,
}: Omit<CheckboxFieldProps, 'label' | 'wide'>) {
  const id = fieldId(prefix, name);
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <div className={styles.check}>
        <input
          type="checkbox"
          id={id}
          name={name}
          value={value}
          required={required}
          defaultChecked={defaultChecked}
          className={styles.checkbox}
          {...errorAttributes(prefix, name, error)}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {children}
          {required ? <RequiredMark text={requiredText} /> : null}
        </label>
      </div>
      <FieldError id={errorId(prefix, name)} message={error} />
    </div>
  );
}

/** Lays fields out in two columns when the form is wide enough, one otherwise. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <div className={styles.grid}>{children}</div>;
}
