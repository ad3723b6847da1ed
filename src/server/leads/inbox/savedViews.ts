/**
 * The inbox's views per member: four built in (mine still open, nobody's, overdue, spam) and the ones a
 * member saved under a name, each with how many leads it holds. A member sees and deletes only
 * their own; saving and deleting are audited.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { savedViews } from '../../db/schema.ts';
import type { Acting } from '../../staff/member.ts';
import type { InboxOutcome } from './bulk.ts';
import { countView } from './queries.ts';
import { inboxFilterToSearch, inboxQuery, parseInboxFilter, UNASSIGNED, type InboxFilter } from './filter.ts';
import type { ReplyPromise } from '../routing/replyPromise.ts';

/** Longest name of a saved view. */
export const MAX_VIEW_NAME = 60;

const builtInViews = ['mine', 'unassigned', 'overdue', 'spam'] as const;
type BuiltInView = (typeof builtInViews)[number];

/** A view as the inbox lists it: built in (its key) or saved (its id and name), its URL parameters and how many leads it holds. */
export interface InboxView {
  key?: BuiltInView;
  id?: number;
  name?: string;
  query: string;
  count: number;
}

/** The filter of each built-in view for `memberId`. */
function builtInFilter(view: BuiltInView, memberId: string): InboxFilter {
  if (view === 'mine') return { assignee: memberId, open: 'yes' };
  if (view === 'overdue') return { due: 'overdue' };
  return view === 'unassigned' ? { assignee: UNASSIGNED } : { status: 'spam' };
}

/** The member's views, built in first then saved ones by name, each with its count at `now` (overdue under `promise`). */
export async function inboxViews(
  db: Database,
  memberId: string,
  promise: ReplyPromise,
  now: Date,
): Promise<InboxView[]> {
  const saved = await db
    .select({ id: savedViews.id, name: savedViews.name, query: savedViews.query })
    .from(savedViews)
    .where(eq(savedViews.memberId, memberId))
    .orderBy(asc(savedViews.name));
  const views = [
    ...builtInViews.map((key) => ({ key, filter: builtInFilter(key, memberId) })),
    ...saved.map((view) => ({
      id: view.id,
      name: view.name,
      filter: parseInboxFilter(new URLSearchParams(view.query)).filter,
    })),
  ];
  return Promise.all(
    views.map(async ({ filter, ...view }) => ({
      ...view,
      query: inboxFilterToSearch(filter),
      count: await countView(db, inboxQuery(filter, promise, now)),
    })),
  );
}

/** What a saved view's action did: the inbox's outcome, and the view saved or deleted (for the audit row). */
export interface ViewDone {
  outcome: InboxOutcome;
  view?: { name: string; query?: string };
}

/** Saves the view `query` (an inbox URL's parameters) under `name` for the acting member; the same name again replaces it. */
export async function saveView(input: { name: string; query: string }, acting: Acting): Promise<ViewDone> {
  const name = input.name.trim();
  if (!name) return { outcome: { refusal: 'nameEmpty', status: 422 } };
  if (name.length > MAX_VIEW_NAME) return { outcome: { refusal: 'nameTooLong', status: 422 } };
  // Kept as the inbox reads it: a parameter it would leave out is not saved.
  const query = inboxFilterToSearch(parseInboxFilter(new URLSearchParams(input.query)).filter);
  await acting.db
    .insert(savedViews)
    .values({ memberId: acting.member.user.id, name, query })
    .onConflictDoUpdate({ target: [savedViews.memberId, savedViews.name], set: { query } });
  return { outcome: { saved: true }, view: { name, query } };
}

/** Deletes one of the acting member's saved views; another member's, or none, is 404. */
export async function deleteView(input: { view: number }, acting: Acting): Promise<ViewDone> {
  const [row] = await acting.db
    .delete(savedViews)
    .where(and(eq(savedViews.id, input.view), eq(savedViews.memberId, acting.member.user.id)))
    .returning({ name: savedViews.name });
  return row ? { outcome: { deleted: true }, view: { name: row.name } } : { outcome: { status: 404 } };
}
