import { useTranslations } from '../../i18n';
import { mainOffice, offices } from '../../data/offices';
import { ConsentField } from './ConsentField';
import { FieldGrid, SelectField, TextField } from './Field';
import { FormShell, type FormProps } from './Form';
import { PHONE_PATTERN } from './constraints';

const prefix = 'meeting';

export const meetingLimits = { name: 100, email: 254, phone: 40 } as const;

/** The meeting request: office, name, email, phone, a preferred date and consent. */
export function MeetingForm({ lang, values = {}, errors = {}, labelledBy }: FormProps) {
  const t = useTranslations(lang);
  const f = t.contact_form;
  const common = { prefix, requiredText: f.required };
  const fields = [
    { name: 'office', label: f.meeting.office },
    { name: 'name', label: f.demo.name.label },
    { name: 'email', label: f.email.label },
    { name: 'phone', label: f.phone.label },
    { name: 'date', label: f.meeting.date.label },
    { name: 'consent', label: '' },
  ];
  return (
    <FormShell lang={lang} prefix={prefix} fields={fields} errors={errors} labelledBy={labelledBy} submitLabel={f.meeting.submit}>
      <FieldGrid>
        <SelectField
          {...common}
          name="office"
          label={f.meeting.office}
          options={offices.map((office) => ({ value: office.id, label: t.contact.offices[office.id] }))}
          defaultValue={values['office'] ?? mainOffice.id}
          error={errors['office']}
          wide
        />
        <TextField
          {...common}
          name="name"
          label={f.demo.name.label}
          placeholder={f.demo.name.placeholder}
          autoComplete="name"
          required
          maxLength={meetingLimits.name}
          defaultValue={values['name']}
          error={errors['name']}
        />
        <TextField
          {...common}
          name="email"
          type="email"
          label={f.email.label}
          placeholder={f.email.placeholder}
          autoComplete="email"
          required
          maxLength={meetingLimits.email}
          defaultValue={values['email']}
          error={errors['email']}
        />
        <TextField
          {...common}
          name="phone"
          type="tel"
          label={f.phone.label}
          placeholder={f.phone.placeholder}
          autoComplete="tel"
          maxLength={meetingLimits.phone}
          pattern={PHONE_PATTERN}
          title={f.errors.phone}
          defaultValue={values['phone']}
          error={errors['phone']}
        />
        <TextField
          {...common}
          name="date"
          type="date"
          label={f.meeting.date.label}
          placeholder={f.meeting.date.placeholder}
          defaultValue={values['date']}
          error={errors['date']}
        />
        <ConsentField lang={lang} prefix={prefix} checked={values['consent'] === 'yes'} error={errors['consent']} />
      </FieldGrid>
    </FormShell>
  );
}
