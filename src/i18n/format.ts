/** Fills `{name}` placeholders in a message; a placeholder with no value stays as written. */
export function format(message: string, params: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (match, key: string) => (key in params ? String(params[key]) : match));
}
