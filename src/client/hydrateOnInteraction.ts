import type { ClientDirective } from 'astro';

// A focus (a key, a click or a tap on a field) or a press anywhere on the island, a label or a
// finger starting a touch included: the visitor has started on it.
const firstUse = ['focusin', 'pointerdown'] as const;

/** The event an island dispatches (bubbling) once React has taken it over and handles its forms. */
export const ISLAND_READY = 'island-ready';

/**
 * `client:interaction`: the island loads its script and hydrates on the visitor's first focus or
 * press inside it, so a page costs no script file until someone uses the island. What was typed
 * meanwhile stays: React keeps the values, caret and focus of the server's controls (for the one
 * it would reset, see `TextArea` in `src/components/forms/Field.tsx`). A form sent before the
 * island is ready (the first click on Send, Enter in a field) is held and sent again once it is,
 * so the island's own checks answer it; if the script cannot load, it is sent as it is and the
 * server answers.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let ready = false;
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let started: Promise<void> | undefined;

  const start = () => {
    for (const type of firstUse) island.removeEventListener(type, start);
    started ??= (async () => (await load())())();
    return started;
  };
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
  const hold = (event: SubmitEvent) => {
    if (ready || !(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { form: event.target, submitter: event.submitter };
    start().catch(() => {
      // No island: the form goes to the server, which answers with its page.
      island.removeEventListener('submit', hold, true);
      sendHeld(true);
    });
  };
  island.addEventListener('submit', hold, true);
  island.addEventListener(
    ISLAND_READY,
    () => {
      ready = true;
      island.removeEventListener('submit', hold, true);
      sendHeld(false);
    },
    { once: true },
  );
  for (const type of firstUse) island.addEventListener(type, start, { passive: true });
  // Focus may have arrived while the page was still being parsed, before this ran.
  if (island.contains(document.activeElement)) void start();
};

export default hydrateOnInteraction;
