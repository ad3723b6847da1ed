import { useTranslations } from '../../i18n';
import { packages } from '../../data/packages';
import { ConsentField } from './ConsentField';
import { FieldGrid, SelectField, TextField } from './Field';
import { FormShell, type FormProps } from './Form';
import { PHONE_PATTERN } from './constraints';

const prefix = 'contact';

/** Limits the server checks too; the browser enforces them first. */
export const contactLimits = { firstName: 100, lastName: 100, email: 254, company: 200, phone: 40, subject: 200, message: 5000 } as const;

/** The contact page's message form: name, contacts, package, subject, message and consent. */
export function ContactForm({ lang, values = {}, errors = {}, labelledBy }: FormProps) {
  const t = useTranslations(lang);
  const f = t.contact_form;
  const common = { prefix, requiredText: f.required };
  const text = (name: 'firstName' | 'lastName' | 'email' | 'company' | 'phone' | 'subject' | 'message') => ({
    ...common,
    name,
    label: f[name].label,
    placeholder: f[name].placeholder,
    maxLength: contactLimits[name],
    defaultValue: values[name],
    error: errors[name],
  });
  const fields = [
    { name: 'firstName', label: f.firstName.label },
    { name: 'lastName', label: f.lastName.label },
    { name: 'email', label: f.email.label },
    { name: 'phone', label: f.phone.label },
    { name: 'company', label: f.company.label },
    { name: 'package', label: f.package.label },
    { name: 'subject', label: f.subject.label },
    { name: 'message', label: f.message.label },
    { name: 'consent', label: '' },
  ];
  return (
    <FormShell lang={lang} prefix={prefix} fields={fields} errors={errors} labelledBy={labelledBy} submitLabel={f.submit}>
      <FieldGrid>
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
        <ConsentField lang={lang} prefix={prefix} checked={values['consent'] === 'yes'} error={errors['consent']} />
      </FieldGrid>
    </FormShell>
  );
}
