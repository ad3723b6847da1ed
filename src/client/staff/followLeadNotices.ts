/**
 * What the live staff pages share: listen to the leads' event stream and, for each notice the
 * page cares about, fetch the page again and hand the fresh document over. One fetch at a time:
 * notices that come meanwhile make one more fetch once it is done, never a pile of them.
 */

/** A notice of the stream, as `server/leads/inbox/events.ts` sends it: what the pages read of it. */
export type LeadNotice =
  { type: 'created' | 'changed'; leadId: number } | { type: 'erased'; leadIds: number[] } | { type: 'resync' };

/**
 * Calls `apply` with the page fetched again (`url`) after each notice `concerns` accepts;
 * nothing where the browser has no event streams (the page works without it).
 */
export function followLeadNotices(
  url: () => string,
  concerns: (notice: LeadNotice) => boolean,
  apply: (fresh: Document) => void,
): void {
  if (!('EventSource' in window)) return;
  let running: Promise<void> | undefined;
  let again = false;
  const refresh = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        const response = await fetch(url(), { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
        if (response.ok) apply(new DOMParser().parseFromString(await response.text(), 'text/html'));
      } finally {
        running = undefined;
        if (again) {
          again = false;
          void refresh();
        }
      }
    })();
    return running;
  };
  const source = new EventSource('/staff/leads/events');
  source.addEventListener('lead', (event) => {
    if (concerns(JSON.parse((event as MessageEvent<string>).data) as LeadNotice)) void refresh();
  });
}
