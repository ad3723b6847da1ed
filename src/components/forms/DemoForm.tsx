import { limits } from '../../forms/schemas';
import { TextField } from './Field';
import type { FormProps } from './Form';
import { LeadForm } from './LeadForm';
import { CompanyField, EmailField, NameField, PhoneField } from './PersonFields';

const prefix = 'demo';

const demoLimits = {
  name: limits.name,
  email: limits.email,
  company: limits.company,
  phone: limits.phone,
  message: limits.message,
} as const;

/** The home page's demo request: name, email, company, phone, a message and consent. */
export function DemoForm(props: FormProps) {
  const { copy, values = {} } = props;
  const f = copy.form;
  const common = { prefix, requiredText: f.required };
  const fields = [
    { name: 'name', label: f.demo.name.label },
    { name: 'email', label: f.email.label },
    { name: 'company', label: f.company.label },
    { name: 'phone', label: f.phone.label },
    { name: 'message', label: f.message.label },
  ];
  return (
    <LeadForm
      {...props}
      kind="demo"
      page="home"
      anchor="demo"
      prefix={prefix}
      fields={fields}
      submitLabel={f.demo.submit}
      thanks={{ title: f.demo.success }}
    >
      {(errors) => {
        const shared = { prefix, copy, values, errors };
        return (
          <>
            <NameField {...shared} maxLength={demoLimits.name} />
            <EmailField {...shared} maxLength={demoLimits.email} />
            <CompanyField {...shared} maxLength={demoLimits.company} />
            <PhoneField {...shared} maxLength={demoLimits.phone} />
            <TextField
              {...common}
              name="message"
              label={f.message.label}
              placeholder={f.message.placeholder}
              maxLength={demoLimits.message}
              defaultValue={values['message']}
              error={errors['message']}
              rows={4}
              wide
            />
          </>
        );
      }}
    </LeadForm>
  );
}
