import type { DocumentFields } from '../../../content/kinds/define';

/** What an editor field needs: the form's values, the errors (as text in the member's language) by field name. */
export interface FieldsState {
  fields: DocumentFields;
  errors: Record<string, string>;
}

/** The id of a field's input, from its name (`RUB.start` → `content-RUB-start`). */
export const fieldId = (name: string) => `content-${name.replace(/\W/g, '-')}`;

/** The attributes of a field's input: its name, id, value as typed, and its error when it has one. */
export function fieldAttributes({ fields, errors }: FieldsState, name: string, hint?: boolean) {
  const id = fieldId(name);
  const described = [errors[name] ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return {
    id,
    name,
    defaultValue: fields[name] ?? '',
    ...(errors[name] ? { 'aria-invalid': true as const } : {}),
    ...(described ? { 'aria-describedby': described } : {}),
  };
}
