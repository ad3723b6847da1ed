import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { actions, isInputError } from 'astro:actions';
import { failureErrors, fieldErrors, FORM_ERROR_KEY, type FieldErrors } from '../../forms/errors';
import { formValues, schemaInput } from '../../forms/formValues';
import { leadForms, type FormKind } from '../../forms/leadForms';
import { formSchemas } from '../../forms/schemas';
import { localizedPath } from '../../routing/localizedPath';
import { ConsentField } from './ConsentField';
import { FieldGrid } from './Field';
import { FormShell, type FormProps } from './Form';
import { HiddenFields } from './HiddenFields';
import { formTexts, LeadFields, summaryFields } from './LeadFields';
import { ThankYou } from './ThankYou';

interface LeadFormProps extends FormProps {
  /** Which form: its fields, page and section are declared in `forms/leadForms.ts`, and the action of that name receives it. */
  kind: FormKind;
}

/** Moves focus to the first field with an error, else to the summary. */
function focusFirstProblem(form: HTMLFormElement | null, prefix: string) {
  const target = form?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? form?.querySelector<HTMLElement>(`#${prefix}-errors`);
  target?.focus();
}

/**
 * A lead form that works with and without JavaScript. Without, it posts to the page, which
 * answers with the thank-you or the form filled in again with the errors. With, it checks the
 * input with the shared schema, sends it through the action, shows errors inline and the
 * thank-you in place, and never clears what was typed.
 */
export function LeadForm({
  kind,
  lang,
  copy,
  values = {},
  errors: initialErrors = {},
  status: initialStatus = 'idle',
  labelledBy,
}: LeadFormProps) {
  // A post without JavaScript comes back to the form's section of its page; its controls' ids start with its kind.
  const { page, anchor } = leadForms[kind];
  const prefix = kind;
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  const [errors, setErrors] = useState<FieldErrors>(initialErrors);
  const [status, setStatus] = useState<'idle' | 'sending' | 'success'>(initialStatus);
  const [enhanced, setEnhanced] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sentHere, setSentHere] = useState(false);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (attempt > 0) focusFirstProblem(formRef.current, prefix);
  }, [attempt, prefix]);
  useEffect(() => {
    if (sentHere) thanksRef.current?.focus();
  }, [sentHere]);

  const messages = copy.form.errors;
  const texts = formTexts(kind, copy.form);
  const pagePath = localizedPath(lang, page);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'sending') return;
    const formData = new FormData(event.currentTarget);
    const checked = formSchemas[kind].safeParse(schemaInput(formValues(formData)));
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, messages));
      setAttempt((n) => n + 1);
      return;
    }
    setStatus('sending');
    let next: FieldErrors = {};
    try {
      const { error } = await actions[kind](formData);
      if (!error) {
        setErrors({});
        setStatus('success');
        setSentHere(true);
        return;
      }
      next = failureErrors({ code: error.code, status: error.status, fields: isInputError(error) ? error.fields : undefined }, messages);
    } catch {
      next = { [FORM_ERROR_KEY]: messages.network };
    }
    setErrors(next);
    setStatus('idle');
    setAttempt((n) => n + 1);
  }

  if (status === 'success') return <ThankYou ref={thanksRef} title={texts.thanks.title} text={texts.thanks.text} />;
  return (
    <FormShell
      copy={copy}
      prefix={prefix}
      action={`${pagePath}${actions[kind].queryString}#${anchor}`}
      fields={[...summaryFields(kind, copy.form), { name: 'consent', label: '' }]}
      errors={errors}
      labelledBy={labelledBy}
      submitLabel={texts.submit}
      sending={status === 'sending'}
      noValidate={enhanced}
      onSubmit={submit}
      formRef={formRef}
      summaryKey={attempt}
    >
      <FieldGrid>
        <LeadFields kind={kind} prefix={prefix} copy={copy} values={values} errors={errors} />
        <ConsentField lang={lang} copy={copy} prefix={prefix} checked={values['consent'] === 'yes'} error={errors['consent']} />
      </FieldGrid>
      <HiddenFields values={values} lang={lang} page={pagePath} />
    </FormShell>
  );
}
