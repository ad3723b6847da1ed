/**
 * What a page hands a form after a request: on GET the presets; after a no-JavaScript POST
 * to this form, either the thank-you or the submitted values with the localized errors.
 */
import { failureErrors, type ActionFailure, type ErrorMessages, type FieldErrors } from './errors.ts';
import { formValues } from './formValues.ts';

/** Where a form stands: shown to be filled in, or sent and thanked for. */
export type FormStatus = 'idle' | 'success';

export interface FormState {
  values: Record<string, string>;
  errors: FieldErrors;
  status: FormStatus;
}

/** The outcome of an action as `Astro.getActionResult` gives it (undefined when not posted). */
export type PostedResult = { data?: unknown; error?: (ActionFailure & object) | undefined } | undefined;

/**
 * The state of one form: `initial` values when this form was not posted, the thank-you when
 * its action succeeded, else every submitted value back with the messages for what failed.
 */
export function formState(
  result: PostedResult,
  submitted: Record<string, string> | undefined,
  initial: Record<string, string>,
  messages: ErrorMessages,
): FormState {
  if (!result) return { values: initial, errors: {}, status: 'idle' };
  if (!result.error) return { values: {}, errors: {}, status: 'success' };
  return { values: { ...initial, ...submitted }, errors: failureErrors(result.error, messages), status: 'idle' };
}

/** The text fields of a posted form request, or undefined for any other request. */
export async function submittedValues(request: Request): Promise<Record<string, string> | undefined> {
  if (request.method !== 'POST') return undefined;
  try {
    // A clone: the body stays readable for the renderers that look at it after the page.
    return formValues(await request.clone().formData());
  } catch {
    return undefined;
  }
}
