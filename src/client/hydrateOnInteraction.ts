import type { ClientDirective } from 'astro';
import { answerFirstTouch, undoSending, type LeadIslandProps } from './firstTouch';
import { islandProps } from './islandProps';

/** A focus on one of the form's fields (a key, a click or a tap): the visitor is about to type. */
const intoField = (event: Event) =>
  event.target instanceof HTMLInputElement ||
  event.target instanceof HTMLSelectElement ||
  event.target instanceof HTMLTextAreaElement;

/** The event an island dispatches (bubbling) once React has taken it over and handles its forms. */
export const ISLAND_READY = 'island-ready';

/**
 * `client:interaction`: the island loads its script and hydrates on the visitor's first focus or
 * press inside it, so a page costs no script file until someone uses the island. What was typed
 * meanwhile stays: React keeps the values, caret and focus of the server's controls (for the one
 * it would reset, see `TextArea` in `src/components/forms/Field.tsx`).
 *
 * A form sent before the island is ready is answered at once, by this directive's own code,
 * inlined in the page (`firstTouch.ts`): the site's messages for what to correct, or "Sending…"
 * and the send as the form makes it without JavaScript. React then starts from what it drew.
 * Only while React is drawing the form (its script has arrived) is a send held, and sent again
 * once React is ready, so that nothing changes the markup under it; if the script fails then,
 * the form is sent as it is and the server answers.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let phase: 'waiting' | 'hydrating' | 'ready' = 'waiting';
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let started: Promise<void> | undefined;

  const start = () => {
    started ??= (async () => {
      const hydrate = await load();
      phase = 'hydrating';
      await hydrate();
    })().catch((error: unknown) => {
      // No island: what was answered stands; a held send goes to the server, which answers with its page.
      phase = 'waiting';
      sendHeld(true);
      throw error;
    });
    return started;
  };
  // The island's script is fetched and run once the browser has shown its answer to the touch that
  // calls for it (the focus ring, the messages, "Sending…"): running it is a long task on a slow
  // phone, which must come after that frame, never before it.
  const startAfterFrame = () => requestAnimationFrame(() => setTimeout(() => void start().catch(() => {})));
  const sendHeld = (natively: boolean) => {
    const form = held?.form;
    const submitter = held?.submitter;
    held = undefined;
    if (!form?.isConnected) return;
    if (natively) HTMLFormElement.prototype.submit.call(form);
    else
      form.requestSubmit(
        submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
      );
  };
  const answer = (event: SubmitEvent) => {
    const form = event.target;
    if (phase === 'ready' || !(form instanceof HTMLFormElement)) return;
    // React's own handler (hydrating, or about to) never sees a send it did not draw.
    event.stopImmediatePropagation();
    if (phase === 'hydrating') {
      event.preventDefault();
      held = { form, submitter: event.submitter };
      return;
    }
    if (!answerFirstTouch(form, islandProps<LeadIslandProps>(island))) event.preventDefault();
    startAfterFrame();
  };
  island.addEventListener('submit', answer, true);
  island.addEventListener(
    ISLAND_READY,
    () => {
      phase = 'ready';
      sendHeld(false);
    },
    { once: true },
  );
  // Back on a page the browser kept: a form sent before React was there is shown as before (React resets its own).
  addEventListener('pageshow', (event) => {
    const form = island.querySelector('form');
    if (event.persisted && phase !== 'ready' && form) undoSending(form, islandProps<LeadIslandProps>(island));
  });
  island.addEventListener('focusin', (event) => {
    if (intoField(event)) startAfterFrame();
  });
  // A press anywhere (a label, the Send button, a finger starting a touch), once it is let go:
  // its click, and the send it may make, is answered first.
  island.addEventListener('pointerdown', () => {
    const released = () => {
      removeEventListener('pointerup', released, true);
      removeEventListener('pointercancel', released, true);
      startAfterFrame();
    };
    addEventListener('pointerup', released, true);
    addEventListener('pointercancel', released, true);
  });
  // Focus may have arrived while the page was still being parsed, before this ran.
  if (island.contains(document.activeElement)) startAfterFrame();
};

export default hydrateOnInteraction;
