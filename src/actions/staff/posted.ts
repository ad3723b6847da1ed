import type { AstroGlobal } from 'astro';
import type { ActionClient } from 'astro:actions';
import type * as z from 'zod/v4/core';

/**
 * What came of the post a staff screen received: the result of whichever of its section's
 * actions ran (`clients`, from `astro:actions`, named as in `declared`, the section's
 * declarations: the clients cannot be listed), with the answer's status set: the outcome's own
 * (a refusal, 422), an input the screen never sends (400), or 400 for a post that names none of them.
 */
export function postedTo<Outcome extends { status?: number }>(
  Astro: AstroGlobal,
  clients: Record<string, ActionClient<Outcome, 'form', z.$ZodType> & string>,
  declared: object,
): Outcome | undefined {
  const posted = Object.keys(declared)
    .map((name) => Astro.getActionResult(clients[name]!))
    .find(Boolean);
  const status =
    posted?.error?.status ?? posted?.data?.status ?? (Astro.request.method === 'POST' && !posted ? 400 : undefined);
  if (status) Astro.response.status = status;
  return posted?.data;
}

/** Where a form of the page at `view` posts `action` (its `queryString`): that very view, its query kept. */
export function postToView(view: URL, action: { queryString: string }): string {
  return `${view.pathname}${view.search ? `${view.search}&` : '?'}${action.queryString.slice(1)}`;
}
