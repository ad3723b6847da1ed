import { PHONE_PATTERN } from '../../forms/constraints';
import type { FormCopy } from '../../forms/copy';
import type { FieldErrors } from '../../forms/errors';
import { fieldLimits, formFields, type FieldName, type FormKind } from '../../forms/leadForms';
import { SelectField, TextField } from './Field';

type Copy = FormCopy['form'];

/** A field's label and placeholder in the form copy. */
function fieldCopy(f: Copy, name: FieldName): { label: string; placeholder?: string } {
  switch (name) {
    case 'name':
      return f.demo.name;
    case 'preferredTime':
      return f.callback.time;
    case 'date':
      return f.meeting.date;
    case 'office':
      return { label: f.meeting.office };
    default:
      return f[name];
  }
}

/** How the browser should treat each typed field: its type, what it autofills, its width. */
const textHints: Partial<Record<FieldName, { type?: 'email' | 'tel' | 'date'; autoComplete?: string; wide?: boolean; rows?: number }>> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  name: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { autoComplete: 'organization' },
  subject: { wide: true },
  message: { wide: true, rows: 6 },
  preferredTime: { wide: true },
  date: { type: 'date' },
};

/** The demo request's message is a short note beside the contact form's letter. */
const messageRows: Partial<Record<FormKind, number>> = { demo: 4 };

/** What a form says on its button and after it was sent. */
export function formTexts(kind: FormKind, f: Copy): { submit: string; thanks: { title: string; text?: string } } {
  switch (kind) {
    case 'contact':
      return { submit: f.submit, thanks: f.success };
    case 'demo':
      return { submit: f.demo.submit, thanks: { title: f.demo.success } };
    case 'callback':
      return { submit: f.callback.submit, thanks: { title: f.callback.success } };
    case 'meeting':
      return { submit: f.meeting.submit, thanks: { title: f.meeting.success } };
  }
}

/** A form's fields in order, named as its error summary lists them. */
export function summaryFields(kind: FormKind, f: Copy): { name: string; label: string }[] {
  return formFields(kind).map(([name]) => ({ name, label: fieldCopy(f, name).label }));
}

interface LeadFieldsProps {
  kind: FormKind;
  prefix: string;
  copy: FormCopy;
  values: Record<string, string>;
  errors: FieldErrors;
}

/** The visible fields of a form, as `leadForms.ts` declares them, with their values and error messages. */
export function LeadFields({ kind, prefix, copy, values, errors }: LeadFieldsProps) {
  const f = copy.form;
  return formFields(kind).map(([name, need]) => {
    const common = { prefix, name, requiredText: f.required, required: need === 'required', error: errors[name], label: fieldCopy(f, name).label };
    if (name === 'package') {
      const options = [{ value: '', label: f.package.none }, ...copy.packages.map((pkg) => ({ value: pkg.id, label: pkg.name, translate: false }))];
      return <SelectField key={name} {...common} defaultValue={values[name]} options={options} />;
    }
    if (name === 'office') {
      const options = copy.offices.map((office) => ({ value: office.id, label: office.name }));
      return <SelectField key={name} {...common} defaultValue={values[name] ?? copy.mainOffice} options={options} wide />;
    }
    const hints = textHints[name] ?? {};
    return (
      <TextField
        key={name}
        {...common}
        {...hints}
        rows={name === 'message' ? (messageRows[kind] ?? hints.rows) : hints.rows}
        placeholder={fieldCopy(f, name).placeholder}
        maxLength={(fieldLimits as Partial<Record<FieldName, number>>)[name]}
        {...(name === 'phone' ? { pattern: PHONE_PATTERN, title: f.errors.phone } : {})}
        defaultValue={values[name]}
      />
    );
  });
}
