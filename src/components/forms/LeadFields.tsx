import { PHONE_PATTERN } from '../../forms/constraints';
import type { FormCopy } from '../../forms/copy';
import type { FieldErrors } from '../../forms/errors';
import { fieldLimits, shownFields, type FieldName, type FormKind } from '../../forms/leadForms';
import type { Lang } from '../../i18n/languages';
import type { MeetingOffer } from '../../forms/slots';
import type { ComponentType } from 'react';
import { SelectField, TextField } from './Field';
import type { SlotPickerProps } from './SlotPicker';

/** How the browser should treat each typed field: its type, what it autofills, its width. */
const textHints: Partial<
  Record<FieldName, { type?: 'email' | 'tel' | 'date'; autoComplete?: string; wide?: boolean; rows?: number }>
> = {
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

/** A form's fields in order (those its copy has: the ones it shows), named as its error summary lists them. */
export function summaryFields(copy: FormCopy): { name: string; label: string }[] {
  return Object.keys(copy.fields).map((name) => ({ name, label: copy.fields[name as FieldName]?.label ?? name }));
}

interface LeadFieldsProps {
  kind: FormKind;
  lang: Lang;
  prefix: string;
  copy: FormCopy;
  values: Record<string, string>;
  errors: FieldErrors;
  /** The booking form's free times. */
  offer?: MeetingOffer | undefined;
  /** What draws the free times: `SlotPicker`, given by the booking form alone (`BookingForm.tsx`). */
  picker?: ComponentType<SlotPickerProps> | undefined;
  /** Whether the form's script has taken the form over. */
  enhanced: boolean;
}

/** The visible fields of a form, as `leadForms.ts` declares them, with their values and error messages. */
export function LeadFields({
  kind,
  lang,
  prefix,
  copy,
  values,
  errors,
  offer,
  picker: Picker,
  enhanced,
}: LeadFieldsProps) {
  const { required: requiredText, errors: messages } = copy.common;
  return shownFields(kind, values).map(([name, need]) => {
    const words = copy.fields[name] ?? { label: name };
    // The zone is drawn with the times it shows them in.
    if (name === 'timeZone') return null;
    if (name === 'slot') {
      if (!offer || !Picker) return null;
      const zone = copy.fields.timeZone;
      return (
        <Picker
          key={name}
          prefix={prefix}
          lang={lang}
          offer={offer}
          label={words.label}
          zoneLabel={zone?.label ?? 'timeZone'}
          zoneNote={zone?.note ?? '{zone}'}
          requiredText={requiredText}
          chosen={values['slot']}
          chosenZone={values['timeZone']}
          error={errors['slot']}
          enhanced={enhanced}
        />
      );
    }
    const common = {
      prefix,
      name,
      requiredText,
      required: need === 'required',
      error: errors[name],
      label: words.label,
    };
    if (words.options) {
      return (
        <SelectField
          key={name}
          {...common}
          defaultValue={values[name] ?? words.chosen}
          options={words.options}
          wide={name === 'office'}
        />
      );
    }
    const hints = textHints[name] ?? {};
    return (
      <TextField
        key={name}
        {...common}
        {...hints}
        rows={name === 'message' ? (messageRows[kind] ?? hints.rows) : hints.rows}
        placeholder={words.placeholder}
        maxLength={(fieldLimits as Partial<Record<FieldName, number>>)[name]}
        {...(name === 'phone' ? { pattern: PHONE_PATTERN, title: messages.phone } : {})}
        defaultValue={values[name]}
      />
    );
  });
}
