/**
 * The live lead page: listens to the staff event stream and, when a notice names this lead (or
 * asks every page to catch up), fetches the page again and swaps in its timeline and its
 * reply-due line. Nothing else is touched, so the reply being typed keeps its text and focus;
 * within the timeline, quoted text left open stays open and the focused link keeps focus. A new
 * message from the visitor is announced. The page works without it.
 */
import { followLeadNotices, type LeadNotice } from './followLeadNotices';

const live = document.getElementById('lead-live');
const lead = Number(live?.dataset.lead);
const TIMELINE = 'lead-timeline-section';

/** Whether `notice` may change this page. */
const concerns = (notice: LeadNotice) =>
  notice.type === 'resync' || (notice.type === 'erased' ? notice.leadIds.includes(lead) : notice.leadId === lead);

/** The ids of the messages each of `elements` is in. */
const messagesOf = (elements: NodeListOf<HTMLElement>) =>
  new Set([...elements].map((each) => each.closest<HTMLElement>('[data-message]')?.dataset.message));
/** What can hold focus in the timeline, in order: new entries come last, so an index stays true. */
const focusable = () => [...document.querySelectorAll<HTMLElement>(`#${TIMELINE} a, #${TIMELINE} summary`)];

/** Replaces the element with `id` by the one in `fresh`, when both exist. */
function swap(fresh: Document, id: string) {
  const next = fresh.getElementById(id);
  if (next) document.getElementById(id)?.replaceWith(document.importNode(next, true));
}

if (live && lead)
  followLeadNotices(
    () => location.pathname,
    concerns,
    (fresh) => {
      const visitors = () => messagesOf(document.querySelectorAll(`#${TIMELINE} [data-direction="in"]`));
      const before = visitors();
      const open = messagesOf(document.querySelectorAll(`#${TIMELINE} details[open]`));
      const focused = focusable().indexOf(document.activeElement as HTMLElement);
      swap(fresh, TIMELINE);
      swap(fresh, 'lead-due');
      for (const id of open)
        document.querySelector(`#${TIMELINE} [data-message="${id}"] details`)?.setAttribute('open', '');
      if (focused >= 0) focusable()[focused]?.focus({ preventScroll: true });
      if ([...visitors()].some((id) => !before.has(id))) live.textContent = live.dataset.arrived ?? '';
    },
  );
