import { useTranslations } from '../../i18n';
import { ConsentField } from './ConsentField';
import { FieldGrid, TextField } from './Field';
import { FormShell, type FormProps } from './Form';
import { PHONE_PATTERN } from './constraints';

const prefix = 'callback';

export const callbackLimits = { name: 100, phone: 40, preferredTime: 100 } as const;

/** The call-back request: name, phone, a preferred time and consent. */
export function CallbackForm({ lang, values = {}, errors = {}, labelledBy }: FormProps) {
  const t = useTranslations(lang);
  const f = t.contact_form;
  const common = { prefix, requiredText: f.required };
  const fields = [
    { name: 'name', label: f.demo.name.label },
    { name: 'phone', label: f.phone.label },
    { name: 'preferredTime', label: f.callback.time.label },
    { name: 'consent', label: '' },
  ];
  return (
    <FormShell lang={lang} prefix={prefix} fields={fields} errors={errors} labelledBy={labelledBy} submitLabel={f.callback.submit}>
      <FieldGrid>
        <TextField
          {...common}
          name="name"
          label={f.demo.name.label}
          placeholder={f.demo.name.placeholder}
          autoComplete="name"
          required
          maxLength={callbackLimits.name}
          defaultValue={values['name']}
          error={errors['name']}
        />
        <TextField
          {...common}
          name="phone"
          type="tel"
          label={f.phone.label}
          placeholder={f.phone.placeholder}
          autoComplete="tel"
          required
          maxLength={callbackLimits.phone}
          pattern={PHONE_PATTERN}
          title={f.errors.phone}
          defaultValue={values['phone']}
          error={errors['phone']}
        />
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
        <ConsentField lang={lang} prefix={prefix} checked={values['consent'] === 'yes'} error={errors['consent']} />
      </FieldGrid>
    </FormShell>
  );
}
