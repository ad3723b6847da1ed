/**
 * Turns the forms' error codes into the page language's messages, in the browser and on the
 * server alike. Takes the messages as an argument so a browser bundle never carries a catalog.
 */
import { format } from '../i18n/format.ts';
import type { Messages } from '../i18n/index.ts';

/** The error messages of one language: `t.contact_form.errors`. */
export type ErrorMessages = Messages['contact_form']['errors'];

/** The messages that only a form with a certain field can show: a date, a choice, a meeting time. */
type FieldOnlyMessage = 'date' | 'choice' | 'slotTaken';

/**
 * The messages the site's server sends in the page's language with its refusal (too many
 * requests, too busy), which a form's script shows as they come.
 */
type ServerMessage = 'rateLimited' | 'busy';

/**
 * The messages a form's script can show: every one but those of fields it does not have and
 * those the server sends (`forms/copy.ts`).
 */
export type FormErrorMessages = Omit<ErrorMessages, FieldOnlyMessage | ServerMessage> &
  Partial<Pick<ErrorMessages, FieldOnlyMessage | ServerMessage>>;

/** Field name → message, as the form components show them; a key that is no field is a whole-form message. */
export type FieldErrors = Record<string, string>;

/** The key under which a message for the whole form travels in `FieldErrors`. */
export const FORM_ERROR_KEY = 'form';

/**
 * The message for one error code: `required`, `email`, `tooLong:{max}`, `phone`, `consent`,
 * `choice`, `date`, `characters`. An unknown code (a rule without one) asks to correct the field.
 */
export function errorMessage(code: string, messages: FormErrorMessages): string {
  const [name, argument] = code.split(':', 2);
  switch (name) {
    case 'required':
    case 'email':
    case 'phone':
    case 'consent':
    case 'choice':
    case 'date':
    case 'characters':
      return messages[name] ?? messages.summary;
    case 'tooLong':
      return format(messages.tooLong, { max: argument ?? '' });
    default:
      return messages.summary;
  }
}

/** Messages for the first code of each field, from a Zod issue list or an action's `fields`. */
export function fieldErrors(
  source: readonly { path: readonly PropertyKey[]; message: string }[] | Record<string, readonly string[] | undefined>,
  messages: FormErrorMessages,
): FieldErrors {
  const firstCodes: Record<string, string> = {};
  if (Array.isArray(source)) {
    for (const issue of source as readonly { path: readonly PropertyKey[]; message: string }[]) {
      const field = String(issue.path[0] ?? FORM_ERROR_KEY);
      firstCodes[field] ??= issue.message;
    }
  } else {
    for (const [field, codes] of Object.entries(source as Record<string, readonly string[] | undefined>)) {
      if (codes?.[0]) firstCodes[field] = codes[0];
    }
  }
  return Object.fromEntries(Object.entries(firstCodes).map(([field, code]) => [field, errorMessage(code, messages)]));
}

/** A line of the error summary: the field's label and its message, or the message alone when it says it all. */
export function summaryLine(label: string, message: string): string {
  return label ? `${label} — ${message}` : message;
}

/** What an action's failure looks like once it reached the page or the browser. */
export interface ActionFailure {
  code?: string;
  status?: number;
  /** What the server said; the site's own refusals say it in the page's language. */
  message?: string;
  fields?: Record<string, readonly string[] | undefined>;
}

/**
 * The messages to show for a failed send: per-field messages for refused input, else one
 * message for the whole form (too many requests, too large, the store busy, anything else). Too
 * many requests and busy are said in the server's words when `messages` lacks them (a form's
 * script: the site's server says them in the page's language).
 */
export function failureErrors(error: ActionFailure, messages: FormErrorMessages): FieldErrors {
  if (error.fields && Object.keys(error.fields).length > 0) return fieldErrors(error.fields, messages);
  const said = (own: string | undefined) => ({ [FORM_ERROR_KEY]: own ?? error.message ?? messages.generic });
  if (error.status === 429 || error.code === 'TOO_MANY_REQUESTS') return said(messages.rateLimited);
  if (error.status === 413 || error.code === 'CONTENT_TOO_LARGE') return { [FORM_ERROR_KEY]: messages.tooLarge };
  if (error.status === 503 || error.code === 'SERVICE_UNAVAILABLE') return said(messages.busy);
  // The one conflict a lead form meets: the meeting time it chose was taken meanwhile.
  if ((error.status === 409 || error.code === 'CONFLICT') && messages.slotTaken) return { slot: messages.slotTaken };
  return { [FORM_ERROR_KEY]: messages.generic };
}
