import { limits } from '../../forms/schemas';
import { TextField } from './Field';
import type { FormProps } from './Form';
import { LeadForm } from './LeadForm';
import { NameField, PhoneField } from './PersonFields';

const prefix = 'callback';

const callbackLimits = { name: limits.name, phone: limits.phone, preferredTime: limits.preferredTime } as const;

/** The call-back request: name, phone, a preferred time and consent. */
export function CallbackForm(props: FormProps) {
  const { copy, values = {} } = props;
  const f = copy.form;
  const common = { prefix, requiredText: f.required };
  const fields = [
    { name: 'name', label: f.demo.name.label },
    { name: 'phone', label: f.phone.label },
    { name: 'preferredTime', label: f.callback.time.label },
  ];
  return (
    <LeadForm
      {...props}
      kind="callback"
      page="contact"
      anchor="callback"
      prefix={prefix}
      fields={fields}
      submitLabel={f.callback.submit}
      thanks={{ title: f.callback.success }}
    >
      {(errors) => {
        const shared = { prefix, copy, values, errors };
        return (
          <>
            <NameField {...shared} maxLength={callbackLimits.name} />
            <PhoneField {...shared} maxLength={callbackLimits.phone} required />
            <TextField
              {...common}
              name="preferredTime"
              label={f.callback.time.label}
              placeholder={f.callback.time.placeholder}
              maxLength={callbackLimits.preferredTime}
              defaultValue={values['preferredTime']}
              error={errors['preferredTime']}
              wide
            />
          </>
        );
      }}
    </LeadForm>
  );
}
