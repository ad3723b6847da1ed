/**
 * The ids of a lead form's controls and messages, the same whether React draws them or the
 * page's first-touch script (`client/firstTouch.ts`) does before React has loaded.
 */

/** The `id` of a form control: the form's prefix plus the field name, so ids stay unique with several forms on a page. */
export function fieldId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/** The `id` of a field's error message, for `aria-describedby`. */
export function errorId(prefix: string, name: string): string {
  return `${fieldId(prefix, name)}-error`;
}

/** The `id` of a form's error summary. */
export function summaryId(prefix: string): string {
  return `${prefix}-errors`;
}
