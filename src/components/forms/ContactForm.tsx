import { packages } from '../../data/packages';
import { limits } from '../../forms/schemas';
import { SelectField, TextField } from './Field';
import type { FormProps } from './Form';
import { LeadForm } from './LeadForm';
import { PHONE_PATTERN } from '../../forms/constraints';

const prefix = 'contact';

/** Limits the server checks too; the browser enforces them first. */
export const contactLimits = {
  firstName: limits.name,
  lastName: limits.name,
  email: limits.email,
  company: limits.company,
  phone: limits.phone,
  subject: limits.subject,
  message: limits.message,
} as const;

/** The contact page's message form: name, contacts, package, subject, message and consent. */
export function ContactForm(props: FormProps) {
  const { copy, values = {} } = props;
  const f = copy.form;
  const fields = [
    { name: 'firstName', label: f.firstName.label },
    { name: 'lastName', label: f.lastName.label },
    { name: 'email', label: f.email.label },
    { name: 'phone', label: f.phone.label },
    { name: 'company', label: f.company.label },
    { name: 'package', label: f.package.label },
    { name: 'subject', label: f.subject.label },
    { name: 'message', label: f.message.label },
  ];
  return (
    <LeadForm
      {...props}
      kind="contact"
      page="contact"
      anchor="contact-form"
      prefix={prefix}
      fields={fields}
      submitLabel={f.submit}
      thanks={{ title: f.success.title, text: f.success.text }}
    >
      {(errors) => {
        const common = { prefix, requiredText: f.required };
        const text = (name: keyof typeof contactLimits) => ({
          ...common,
          name,
          label: f[name].label,
          placeholder: f[name].placeholder,
          maxLength: contactLimits[name],
          defaultValue: values[name],
          error: errors[name],
        });
        return (
          <>
            <TextField {...text('firstName')} required autoComplete="given-name" />
            <TextField {...text('lastName')} required autoComplete="family-name" />
            <TextField {...text('email')} type="email" required autoComplete="email" />
            <TextField {...text('phone')} type="tel" autoComplete="tel" pattern={PHONE_PATTERN} title={f.errors.phone} />
            <TextField {...text('company')} autoComplete="organization" />
            <SelectField
              {...common}
              name="package"
              label={f.package.label}
              defaultValue={values['package']}
              error={errors['package']}
              options={[{ value: '', label: f.package.none }, ...packages.map((pkg) => ({ value: pkg.id, label: pkg.name, translate: false }))]}
            />
            <TextField {...text('subject')} required wide />
            <TextField {...text('message')} required wide rows={6} />
          </>
        );
      }}
    </LeadForm>
  );
}
