/**
 * The live inbox: listens to the staff event stream and, when a lead arrives or changes,
 * fetches the same view again and swaps in its table, its counts and its "no leads" line, so the
 * page never reloads and the filters, scroll, focus and the leads ticked stay where they are.
 * The page works without it.
 */
import { followLeadNotices } from './followLeadNotices';

const live = document.getElementById('leads-live');
const table = document.getElementById('leads-table');

/** Replaces the element with `id` by the one in `fresh`, when both exist. */
function swap(fresh: Document, selector: string) {
  const current = document.querySelector(selector);
  const next = fresh.querySelector(selector);
  if (current && next) current.replaceWith(document.importNode(next, true));
}

if (live && table)
  followLeadNotices(
    () => location.href,
    () => true,
    (fresh) => {
      // The leads ticked for a bulk change stay ticked in the new table.
      const ticked = new Set(
        [...document.querySelectorAll<HTMLInputElement>('#leads-table input[name=lead]:checked')].map(
          (box) => box.value,
        ),
      );
      swap(fresh, '#leads-table');
      for (const box of document.querySelectorAll<HTMLInputElement>('#leads-table input[name=lead]'))
        box.checked =
          ticked.has(box.value) || !!document.querySelector<HTMLInputElement>('input[data-select-all]')?.checked;
      swap(fresh, '#leads-counts');
      swap(fresh, '#leads-empty');
      live.textContent = live.dataset.arrived ?? '';
    },
  );
