import { useEffect, useRef, useState, type ComponentType, type SubmitEvent } from 'react';
import { actions, isInputError } from 'astro:actions';
import { failureErrors, fieldErrors, FORM_ERROR_KEY, type FieldErrors } from '../../forms/errors';
import { formValues, schemaInput } from '../../forms/formValues';
import { leadForms, type FormKind } from '../../forms/leadForms';
import { formSchemas } from '../../forms/schemas';
import { localizedPath } from '../../routing/localizedPath';
import { BUSY_RETRIES, busyWaitMs, sendKeyFor, type SendKey } from '../../forms/sending';
import { ISLAND_READY } from '../../client/islandReady';
import { firstTouchOf } from '../../client/firstTouch';
import { fieldId, summaryId } from '../../forms/fieldIds';
import { PROOF_PENDING, startProof } from '../../forms/proofOfWork';
import { ConsentField } from './ConsentField';
import { FieldGrid } from './Field';
import { FormShell, type FormProps } from './Form';
import { HiddenFields } from './HiddenFields';
import { LeadFields, summaryFields } from './LeadFields';
import { ThankYou } from './ThankYou';
import type { MeetingOffer } from '../../forms/slots';
import type { SlotPickerProps } from './SlotPicker';

export interface LeadFormProps extends FormProps {
  /** Which form: its fields, page and section are declared in `forms/leadForms.ts`, and the action of that name receives it. */
  kind: FormKind;
  /** The booking form's free times, as the page found them. */
  offer?: MeetingOffer | undefined;
  /**
   * What draws the free times, given by `BookingForm` (the booking's island): the other forms'
   * pages then carry neither its code nor its styles.
   */
  picker?: ComponentType<SlotPickerProps> | undefined;
}

/** The free times now (`pages/forms/free-times.ts`), or undefined when they cannot be had. */
async function freshOffer(lang: string, typeId: string): Promise<MeetingOffer | undefined> {
  try {
    const query = new URLSearchParams({ lang, type: typeId });
    const answer = await fetch(`/forms/free-times?${query}`, { cache: 'no-store' });
    return answer.ok ? (((await answer.json()) as { offer: MeetingOffer | null }).offer ?? undefined) : undefined;
  } catch {
    return undefined;
  }
}

/** Moves focus to the first field with an error, else to the summary. */
function focusFirstProblem(form: HTMLFormElement | null, prefix: string) {
  const target =
    form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form?.querySelector<HTMLElement>(`#${summaryId(prefix)}`);
  target?.focus();
}

/** The form as the page drew it, found by its consent box (every lead form has one); none on the server. */
function servedForm(prefix: string): HTMLFormElement | null {
  if (typeof document === 'undefined') return null;
  return (document.getElementById(fieldId(prefix, 'consent')) as HTMLInputElement | null)?.form ?? null;
}

/**
 * A lead form that works with and without JavaScript. Without, it posts to the page, which
 * answers with the thank-you or the form filled in again with the errors. With, it checks the
 * input with the shared schema, sends it through the action (with a key, again by itself while
 * the server is busy), shows errors inline and the thank-you in place, and never clears what
 * was typed.
 */
export function LeadForm({
  kind,
  lang,
  copy,
  values = {},
  errors: initialErrors = {},
  status: initialStatus = 'idle',
  labelledBy,
  offer: initialOffer,
  picker,
}: LeadFormProps) {
  // A post without JavaScript comes back to the form's section of its page; its controls' ids start with its kind.
  const { page, anchor } = leadForms[kind];
  const prefix = kind;
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  // What the page's first-touch script did before this island was ready (`client/firstTouch.ts`):
  // the messages it showed or the send it made, drawn as this draws them, to go on from.
  const [touch] = useState(() => firstTouchOf(servedForm(prefix)));
  const [errors, setErrors] = useState<FieldErrors>(touch?.errors ?? initialErrors);
  const [status, setStatus] = useState<'idle' | 'sending' | 'success'>(touch?.sending ? 'sending' : initialStatus);
  const [enhanced, setEnhanced] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [sentHere, setSentHere] = useState(false);
  const sendKey = useRef<SendKey | undefined>(touch?.key);
  const [proof, setProof] = useState(PROOF_PENDING);
  const [offer, setOffer] = useState(initialOffer);

  // Each proof of work is good for one send (its key): one refused by the server gives way to a new one.
  const [proofRound, setProofRound] = useState(0);
  // The island comes alive when the visitor starts on the form: the proof of work starts then.
  useEffect(() => startProof(setProof), [proofRound]);
  useEffect(() => {
    setEnhanced(true);
    // A send held while React was on its way is sent again now (see `client/hydrateOnInteraction.ts`).
    formRef.current?.dispatchEvent(new Event(ISLAND_READY, { bubbles: true }));
  }, []);
  useEffect(() => {
    // Back on a page the browser kept after the form went to the server without this island: as before the send.
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setStatus((now) => (now === 'sending' ? 'idle' : now));
    };
    addEventListener('pageshow', shown);
    return () => removeEventListener('pageshow', shown);
  }, []);
  useEffect(() => {
    if (attempt > 0) focusFirstProblem(formRef.current, prefix);
  }, [attempt, prefix]);
  useEffect(() => {
    if (sentHere) thanksRef.current?.focus();
  }, [sentHere]);

  const messages = copy.common.errors;
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
    sendKey.current = sendKeyFor(sendKey.current, formData);
    formData.set('idempotencyKey', sendKey.current.key);
    let next: FieldErrors = {};
    try {
      let { error } = await actions[kind](formData);
      // Busy (the store's queue is full): the same send again in a moment, as the server asked.
      for (let retry = 0; error?.status === 503 && retry < BUSY_RETRIES; retry++) {
        await new Promise((resolve) => setTimeout(resolve, busyWaitMs()));
        ({ error } = await actions[kind](formData));
      }
      if (!error) {
        setErrors({});
        setStatus('success');
        setSentHere(true);
        return;
      }
      next = failureErrors(
        {
          code: error.code,
          status: error.status,
          message: error.message,
          fields: isInputError(error) ? error.fields : undefined,
        },
        messages,
      );
      // The server has used up this proof on the send it refused; a changed send (a new key) needs its own.
      setProof(PROOF_PENDING);
      setProofRound((n) => n + 1);
      // The time was taken meanwhile: the free times as they are now, to choose again from.
      if (error.code === 'CONFLICT' && offer) setOffer((await freshOffer(lang, offer.typeId)) ?? offer);
    } catch {
      next = { [FORM_ERROR_KEY]: messages.network };
    }
    setErrors(next);
    setStatus('idle');
    setAttempt((n) => n + 1);
  }

  if (status === 'success') return <ThankYou ref={thanksRef} title={copy.thanks.title} text={copy.thanks.text} />;
  return (
    <FormShell
      copy={copy}
      prefix={prefix}
      action={`${pagePath}${actions[kind].queryString}#${anchor}`}
      fields={[...summaryFields(copy), { name: 'consent', label: '' }]}
      errors={errors}
      labelledBy={labelledBy}
      submitLabel={copy.submit}
      sending={status === 'sending'}
      enhanced={enhanced}
      onSubmit={submit}
      formRef={formRef}
      summaryKey={attempt}
    >
      <FieldGrid>
        <LeadFields
          kind={kind}
          lang={lang}
          prefix={prefix}
          copy={copy}
          values={values}
          errors={errors}
          offer={offer}
          picker={picker}
          enhanced={enhanced}
        />
        <ConsentField
          lang={lang}
          copy={copy}
          prefix={prefix}
          checked={values['consent'] === 'yes'}
          error={errors['consent']}
        />
      </FieldGrid>
      <HiddenFields values={values} lang={lang} page={pagePath} proof={enhanced ? proof : undefined} />
    </FormShell>
  );
}
