/** A submitted form's text fields as a plain object, the way the server reads them. */
export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of formData) {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  }
  return values;
}

/**
 * The same values as the schema input the server builds from form data: empty fields count
 * as missing, so browser and server report the same errors.
 */
export function schemaInput(values: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === '' ? undefined : value]));
}
