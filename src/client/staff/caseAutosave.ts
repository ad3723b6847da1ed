/**
 * The case editor's autosave: a few seconds after the last change, the form is kept on the
 * server as the member's draft (the case itself, and the public site, change only on Save),
 * and once more when the page is left. Leaving with changes not kept yet asks first (a kept
 * draft is offered when the editor opens again). What it says is in the live region above the
 * form (`#case-autosave`), in the member's language.
 */
import { createAutosave, type AutosaveState } from './autosave';

/**
 * Whether the form differs from what the page was sent with: what a member typed before this
 * script ran (a slow phone, a slow network) is a change like any later one.
 */
function changedSinceLoad(form: HTMLFormElement): boolean {
  for (const element of form.elements) {
    if (element instanceof HTMLInputElement) {
      if (element.type === 'file') {
        if (element.files?.length) return true;
      } else if (element.type === 'checkbox' || element.type === 'radio') {
        if (element.checked !== element.defaultChecked) return true;
      } else if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLTextAreaElement) {
      if (element.value !== element.defaultValue) return true;
    } else if (element instanceof HTMLSelectElement) {
      // With no option marked, the first is the one shown.
      const shown = [...element.options].findIndex((option) => option.defaultSelected);
      if (
        element.multiple
          ? [...element.options].some((option) => option.selected !== option.defaultSelected)
          : element.selectedIndex !== Math.max(shown, 0)
      )
        return true;
    }
  }
  return false;
}

const status = document.getElementById('case-autosave');
const form = document.querySelector<HTMLInputElement>('input[name="en.title"]')?.form;

if (status && form) {
  const endpoint = status.dataset.endpoint!;
  // The staff area's time of day: 24-hour, in the member's time zone and named so (`StaffTime`).
  const time = new Intl.DateTimeFormat(status.dataset.locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: status.dataset.zone || 'UTC',
    timeZoneName: 'short',
  });
  /** The form as a draft keeps it: its text, not the cover file. */
  const draft = () => {
    const data = new FormData(form);
    data.delete('coverFile');
    return data;
  };
  const say = (state: AutosaveState) => {
    const text = (status.dataset[state] ?? '').replace('{time}', time.format(new Date()));
    if (status.textContent !== text) status.textContent = text;
    status.dataset.state = state;
  };
  const autosave = createAutosave({
    delayMs: Number(status.dataset.delay),
    timer: { set: (run, ms) => window.setTimeout(run, ms), clear: (handle) => window.clearTimeout(handle) },
    send: async () =>
      (await fetch(endpoint, { method: 'POST', body: draft(), headers: { Accept: 'application/json' } })).ok,
    onState: say,
  });
  form.addEventListener('input', () => autosave.changed());
  if (changedSinceLoad(form)) autosave.changed();
  // Heard once the form's own listeners have run: a post they held back (a file too large) is not a save.
  window.addEventListener('submit', (event) => {
    if (event.target === form && !event.defaultPrevented) autosave.submitted();
  });
  window.addEventListener('beforeunload', (event) => {
    if (!autosave.pending) return;
    event.preventDefault();
  });
  // Leaving: what the wait has not sent yet goes now (a beacon outlives the page).
  window.addEventListener('pagehide', () => {
    if (autosave.pending) navigator.sendBeacon(endpoint, draft());
  });
}
