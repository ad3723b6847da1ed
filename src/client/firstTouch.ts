/**
 * The first touch of a lead form, answered before its island has loaded. The page carries no
 * script file: a form's React island loads on the visitor's first focus or press, which on a
 * slow phone takes a second or more. Until it is there, this (inlined in the page with the
 * island's directive, `hydrateOnInteraction.ts`) answers a send at once:
 *
 * - an invalid form gets the site's error summary and field messages in the page's language
 *   (the platform's constraint validation, the messages of the island's own props), and focus on
 *   the first field to correct;
 * - a valid one shows "Sending…" and goes to the server as the form does without JavaScript,
 *   with a send key, so a repeat of the same post is one lead.
 *
 * It draws exactly the markup React draws for the same state (`components/forms/Form.tsx`,
 * `Field.tsx`) and leaves that state on the form, where the island starts from it
 * (`firstTouchOf`): React takes the page over as it is, with what was typed, the messages, the
 * focus and the send key.
 */
import { errorMessage, summaryLine, type FieldErrors } from '../forms/errors';
import { errorId, fieldId, summaryId } from '../forms/fieldIds';
import { sendKeyFor, type SendKey } from '../forms/sending';
import type { FormCopy } from '../forms/copy';

/** What this script did to a form before its island was ready. */
export interface FirstTouch {
  /** The messages shown, by field name. */
  errors: FieldErrors;
  /** True once the form went to the server. */
  sending: boolean;
  /** The key the form went with. */
  key?: SendKey | undefined;
}

/** The island's props this reads: its kind (the ids' prefix) and copy. */
export interface LeadIslandProps {
  kind: string;
  copy: FormCopy;
}

const STATE = 'leadFormFirstTouch';
type TouchedForm = HTMLFormElement & { [STATE]?: FirstTouch };
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What this script did to `form` before its island was ready, if anything. */
export function firstTouchOf(form: HTMLFormElement | null | undefined): FirstTouch | undefined {
  return (form as TouchedForm | null | undefined)?.[STATE];
}

/** The error code of a control (`required`, `email`, ...; see `forms/errors.ts`), or undefined when it is fine. */
function problem(control: Control): string | undefined {
  if (control instanceof HTMLInputElement && control.type === 'checkbox')
    return control.required && !control.checked ? 'consent' : undefined;
  if (control instanceof HTMLInputElement && control.type === 'radio')
    return control.validity.valueMissing ? 'required' : undefined;
  // As the server reads it: trimmed, and empty counts as missing.
  const value = control.value.trim();
  if (!value) return control.required ? 'required' : undefined;
  const max = control instanceof HTMLSelectElement ? -1 : control.maxLength;
  if (max >= 0 && value.length > max) return `tooLong:${max}`;
  if (control.validity.typeMismatch) return 'email';
  if (control.validity.patternMismatch) return 'phone';
  return undefined;
}

/** The form's named controls a visitor fills in, in order. */
function controls(form: HTMLFormElement): Control[] {
  return [...form.elements].filter(
    (element): element is Control =>
      (element instanceof HTMLInputElement && element.type !== 'hidden') ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement,
  );
}

/** The messages for what is wrong with the form, by field name, in the order of its fields. */
function check(form: HTMLFormElement, copy: FormCopy): FieldErrors {
  const errors: FieldErrors = {};
  for (const control of controls(form)) {
    const code = control.name && !(control.name in errors) ? problem(control) : undefined;
    if (code) errors[control.name] = errorMessage(code, copy.common.errors);
  }
  return errors;
}

/** A field's box, whose last paragraph is its message: the form's fields are the children of its grid. */
function fieldBox(control: Element, form: HTMLFormElement): Element | null {
  let box: Element | null = control;
  while (box && box.parentElement?.parentElement !== form) box = box.parentElement;
  return box;
}

function element(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** Draws `errors` on the form as `FormShell` and `FieldError` do, in place of what was drawn before. */
function drawErrors(form: HTMLFormElement, prefix: string, copy: FormCopy, errors: FieldErrors): void {
  document.getElementById(summaryId(prefix))?.remove();
  for (const control of controls(form)) {
    document.getElementById(errorId(prefix, control.name))?.remove();
    control.removeAttribute('aria-invalid');
    control.removeAttribute('aria-describedby');
  }
  const names = Object.keys(errors);
  if (names.length === 0) return;
  const lines = names.map((name) => {
    // The consent's message says it all, as in `LeadForm`'s summary.
    const label = name === 'consent' ? '' : (copy.fields[name as keyof FormCopy['fields']]?.label ?? name);
    return element('li', {}, element('a', { href: `#${fieldId(prefix, name)}` }, summaryLine(label, errors[name]!)));
  });
  form.firstElementChild?.after(
    element(
      'div',
      { id: summaryId(prefix), role: 'alert', tabindex: '-1' },
      element('p', {}, copy.common.errors.summary),
      element('ul', {}, ...lines),
    ),
  );
  for (const control of controls(form)) {
    if (!errors[control.name]) continue;
    const id = errorId(prefix, control.name);
    control.setAttribute('aria-invalid', 'true');
    control.setAttribute('aria-describedby', id);
    if (!document.getElementById(id)) fieldBox(control, form)?.append(element('p', { id }, errors[control.name]!));
  }
}

/** The form's Send button and the text in it. */
function sendButton(form: HTMLFormElement): { button: HTMLButtonElement | null; label: Element | null } {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  return { button, label: button?.querySelector('span') ?? null };
}

/** Draws the form as sending (`FormShell` with `sending`), or as it was before. */
function drawSending(form: HTMLFormElement, copy: FormCopy, sending: boolean): void {
  const { button, label } = sendButton(form);
  if (button) button.disabled = sending;
  if (label) label.textContent = sending ? copy.common.sending : copy.submit;
  if (sending) form.setAttribute('aria-busy', 'true');
  else form.removeAttribute('aria-busy');
}

/**
 * Answers a send of `form` before its island is ready. Returns true when the form is valid and
 * goes to the server as the browser sends it (the caller lets the send go on), false when it
 * showed what to correct (the caller stops the send).
 */
export function answerFirstTouch(form: HTMLFormElement, { kind: prefix, copy }: LeadIslandProps): boolean {
  const touched = form as TouchedForm;
  const errors = check(form, copy);
  drawErrors(form, prefix, copy, errors);
  if (Object.keys(errors).length > 0) {
    touched[STATE] = { errors, sending: false, key: touched[STATE]?.key };
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    return false;
  }
  const key = sendKeyFor(touched[STATE]?.key, new FormData(form));
  form.addEventListener('formdata', (event) => event.formData.set('idempotencyKey', key.key), { once: true });
  touched[STATE] = { errors, sending: true, key };
  drawSending(form, copy, true);
  return true;
}

/** A page shown again from the browser's cache (the visitor came back) shows its form as before the send. */
export function undoSending(form: HTMLFormElement, { copy }: LeadIslandProps): void {
  const touch = firstTouchOf(form);
  if (!touch?.sending) return;
  touch.sending = false;
  drawSending(form, copy, false);
}
