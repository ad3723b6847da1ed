import { mainOffice, offices } from '../../data/offices';
import { limits } from '../../forms/schemas';
import { SelectField, TextField } from './Field';
import type { FormProps } from './Form';
import { LeadForm } from './LeadForm';
import { EmailField, NameField, PhoneField } from './PersonFields';

const prefix = 'meeting';

const meetingLimits = { name: limits.name, email: limits.email, phone: limits.phone } as const;

/** The meeting request: office, name, email, phone, a preferred date and consent. */
export function MeetingForm(props: FormProps) {
  const { copy, values = {} } = props;
  const f = copy.form;
  const common = { prefix, requiredText: f.required };
  const fields = [
    { name: 'office', label: f.meeting.office },
    { name: 'name', label: f.demo.name.label },
    { name: 'email', label: f.email.label },
    { name: 'phone', label: f.phone.label },
    { name: 'date', label: f.meeting.date.label },
  ];
  return (
    <LeadForm
      {...props}
      kind="meeting"
      page="contact"
      anchor="meeting"
      prefix={prefix}
      fields={fields}
      submitLabel={f.meeting.submit}
      thanks={{ title: f.meeting.success }}
    >
      {(errors) => {
        const shared = { prefix, copy, values, errors };
        return (
          <>
            <SelectField
              {...common}
              name="office"
              label={f.meeting.office}
              options={offices.map((office) => ({ value: office.id, label: copy.offices[office.id] }))}
              defaultValue={values['office'] ?? mainOffice.id}
              error={errors['office']}
              wide
            />
            <NameField {...shared} maxLength={meetingLimits.name} />
            <EmailField {...shared} maxLength={meetingLimits.email} />
            <PhoneField {...shared} maxLength={meetingLimits.phone} />
            <TextField
              {...common}
              name="date"
              type="date"
              label={f.meeting.date.label}
              placeholder={f.meeting.date.placeholder}
              defaultValue={values['date']}
              error={errors['date']}
            />
          </>
        );
      }}
    </LeadForm>
  );
}
