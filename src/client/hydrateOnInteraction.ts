import type { ClientDirective } from 'astro';
import { answerFirstTouch, undoSending, type LeadIslandProps } from './firstTouch';
import { islandProps } from './islandProps';
import { ISLAND_READY } from './islandReady';

/**
 * `client:interaction`: the island loads its script and hydrates on the visitor's first focus or
 * press inside it, so a page costs no script file until someone uses the island. What was typed
 * meanwhile stays: React keeps the values, caret and focus of the server's controls (for the one
 * it would reset, see `TextArea` in `src/components/forms/Field.tsx`).
 *
 * This code is inlined in the page, before its first island, and listens on the whole window:
 * - A form sent before its island is ready is answered at once (`firstTouch.ts`): the site's
 *   messages for what to correct, or "Sending…" and the send as the form makes it without
 *   JavaScript. React then starts from what it drew. Only while React is drawing the form (its
 *   script has arrived) is a send held, and sent again once React is ready, so that nothing
 *   changes the markup under it; if the script fails then, the form is sent as it is and the
 *   server answers.
 * - A page whose islands are all `client:interaction` carries no copy of Astro's island runtime
 *   (the server takes it out, `server/http/islandRuntime.ts`): the first touch fetches it as a
 *   file, with the touched island's own modules beside it. The runtime then hands each island's
 *   `load` to the directive below, which hydrates the islands already touched.
 */

type Load = Parameters<ClientDirective>[0];

/** Where one island is: waiting for its visitor, drawn by React (its script arrived), or run by React. */
interface Island {
  phase: 'waiting' | 'hydrating' | 'ready';
  /** A visitor has used it: it hydrates as soon as its `load` is there. */
  touched: boolean;
  /** Fetches the island's modules; handed over by Astro's runtime. */
  load?: Load;
  started?: Promise<void>;
  held?: { form: HTMLFormElement; submitter: HTMLElement | null };
}

const islands = new WeakMap<Element, Island>();

function stateOf(element: Element): Island {
  let island = islands.get(element);
  if (!island) islands.set(element, (island = { phase: 'waiting', touched: false }));
  return island;
}

/** The `client:interaction` island `target` is in, if any. */
const islandAt = (target: EventTarget | null) =>
  target instanceof Element ? target.closest('astro-island[client="interaction"]') : null;

/** A focus on one of the form's fields (a key, a click or a tap): the visitor is about to type. */
const intoField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

/** Adds `<link rel="modulepreload">` for `href`, once. */
function preload(href: string | null): void {
  if (!href || document.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
}

function start(island: Island, load: Load): Promise<void> {
  island.started ??= (async () => {
    const hydrate = await load();
    island.phase = 'hydrating';
    await hydrate();
  })().catch((error: unknown) => {
    // No island: what was answered stands; a held send goes to the server, which answers with its page.
    island.phase = 'waiting';
    sendHeld(island, true);
    throw error;
  });
  return island.started;
}

function sendHeld(island: Island, natively: boolean): void {
  const form = island.held?.form;
  const submitter = island.held?.submitter;
  island.held = undefined;
  if (!form?.isConnected) return;
  if (natively) HTMLFormElement.prototype.submit.call(form);
  else
    form.requestSubmit(
      submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null,
    );
}

/** Starts answering the page's forms; `runtimeUrl` is the file of Astro's island runtime. */
export function answerBeforeIslands(runtimeUrl: string): void {
  /** The runtime's script, once asked for. */
  let runtime: HTMLScriptElement | undefined;

  /**
   * Fetches Astro's island runtime when the page does not carry it, and the island's modules beside
   * it: the runtime imports them as soon as it runs. A runtime that fails to arrive is asked for
   * again on the next touch; meanwhile sends are answered here and go to the server as they are.
   */
  const fetchRuntime = (element: Element): void => {
    if (customElements.get('astro-island')) return;
    preload(element.getAttribute('component-url'));
    preload(element.getAttribute('renderer-url'));
    if (runtime) return;
    runtime = Object.assign(document.createElement('script'), { src: runtimeUrl });
    runtime.addEventListener('error', () => {
      runtime?.remove();
      runtime = undefined;
    });
    document.head.append(runtime);
  };

  /**
   * The visitor used the island: its script is fetched and run once the browser has shown its
   * answer to that touch (the focus ring, the messages, "Sending…"). Running it is a long task on a
   * slow phone, which must come after that frame, never before it.
   */
  const touch = (element: Element): void => {
    const island = stateOf(element);
    if (island.started) return;
    island.touched = true;
    requestAnimationFrame(() =>
      setTimeout(() => (island.load ? void start(island, island.load).catch(() => {}) : fetchRuntime(element))),
    );
  };

  addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      const element = islandAt(form);
      if (!element || !(form instanceof HTMLFormElement)) return;
      const island = stateOf(element);
      if (island.phase === 'ready') return;
      // React's own handler (hydrating, or about to) never sees a send it did not draw.
      event.stopImmediatePropagation();
      if (island.phase === 'hydrating') {
        event.preventDefault();
        island.held = { form, submitter: event.submitter };
        return;
      }
      if (!answerFirstTouch(form, islandProps<LeadIslandProps>(element))) event.preventDefault();
      touch(element);
    },
    true,
  );
  addEventListener(
    ISLAND_READY,
    (event) => {
      const element = islandAt(event.target);
      if (!element) return;
      const island = stateOf(element);
      island.phase = 'ready';
      sendHeld(island, false);
    },
    true,
  );
  // Back on a page the browser kept: a form sent before React was there is shown as before (React resets its own).
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    for (const element of document.querySelectorAll('astro-island[client="interaction"]')) {
      const form = element.querySelector('form');
      if (form && stateOf(element).phase !== 'ready') undoSending(form, islandProps<LeadIslandProps>(element));
    }
  });
  addEventListener(
    'focusin',
    (event) => {
      const element = islandAt(event.target);
      if (element && intoField(event.target)) touch(element);
    },
    true,
  );
  // A press anywhere in a form (a label, the Send button, a finger starting a touch), once it is
  // let go: its click, and the send it may make, is answered first.
  addEventListener(
    'pointerdown',
    (event) => {
      const element = islandAt(event.target);
      if (!element) return;
      const released = () => {
        removeEventListener('pointerup', released, true);
        removeEventListener('pointercancel', released, true);
        touch(element);
      };
      addEventListener('pointerup', released, true);
      addEventListener('pointercancel', released, true);
    },
    true,
  );
}

/** Called by Astro's runtime for each island once it runs: an island already touched hydrates now. */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const island = stateOf(element);
  island.load = load;
  if (island.touched) void start(island, load).catch(() => {});
};

export default hydrateOnInteraction;
