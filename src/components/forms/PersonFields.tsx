import type { FieldErrors } from '../../forms/errors';
import type { FormCopy } from '../../forms/copy';
import { TextField } from './Field';
import { PHONE_PATTERN } from '../../forms/constraints';

/** What each shared field needs from the form that holds it. */
export interface PersonFieldProps {
  prefix: string;
  copy: FormCopy;
  values: Record<string, string>;
  errors: FieldErrors;
  maxLength: number;
  required?: boolean;
}

/** Full name, as the demo, call-back and meeting forms ask for it. */
export function NameField({ prefix, copy, values, errors, maxLength, required = true }: PersonFieldProps) {
  const f = copy.form;
  return (
    <TextField
      prefix={prefix}
      requiredText={f.required}
      name="name"
      label={f.demo.name.label}
      placeholder={f.demo.name.placeholder}
      autoComplete="name"
      required={required}
      maxLength={maxLength}
      defaultValue={values['name']}
      error={errors['name']}
    />
  );
}

/** Email address, checked by the browser as an email. */
export function EmailField({ prefix, copy, values, errors, maxLength, required = true }: PersonFieldProps) {
  const f = copy.form;
  return (
    <TextField
      prefix={prefix}
      requiredText={f.required}
      name="email"
      type="email"
      label={f.email.label}
      placeholder={f.email.placeholder}
      autoComplete="email"
      required={required}
      maxLength={maxLength}
      defaultValue={values['email']}
      error={errors['email']}
    />
  );
}

/** Phone number: digits, spaces and + ( ) - only, the same rule as the server's. */
export function PhoneField({ prefix, copy, values, errors, maxLength, required = false }: PersonFieldProps) {
  const f = copy.form;
  return (
    <TextField
      prefix={prefix}
      requiredText={f.required}
      name="phone"
      type="tel"
      label={f.phone.label}
      placeholder={f.phone.placeholder}
      autoComplete="tel"
      required={required}
      maxLength={maxLength}
      pattern={PHONE_PATTERN}
      title={f.errors.phone}
      defaultValue={values['phone']}
      error={errors['phone']}
    />
  );
}

/** Company name, optional everywhere. */
export function CompanyField({ prefix, copy, values, errors, maxLength }: PersonFieldProps) {
  const f = copy.form;
  return (
    <TextField
      prefix={prefix}
      requiredText={f.required}
      name="company"
      label={f.company.label}
      placeholder={f.company.placeholder}
      autoComplete="organization"
      maxLength={maxLength}
      defaultValue={values['company']}
      error={errors['company']}
    />
  );
}
