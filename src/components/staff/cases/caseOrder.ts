/**
 * The cases' public order as the list changes it: a case moved one place up or down (the arrow
 * keys, the ↑ ↓ buttons) or dropped where another stood (a drag), and what is said of a move.
 */

/** `order` with case `id` moved `by` places (-1 up, 1 down); the same array when it cannot move that way. */
export function movedBy<T extends { id: number }>(order: readonly T[], id: number, by: -1 | 1): readonly T[] {
  const from = order.findIndex((entry) => entry.id === id);
  return from < 0 ? order : movedTo(order, id, from + by);
}

/** `order` with case `id` put at index `to` (the others shift); the same array when `id` is unknown or `to` outside the list. */
export function movedTo<T extends { id: number }>(order: readonly T[], id: number, to: number): readonly T[] {
  const from = order.findIndex((entry) => entry.id === id);
  if (from < 0 || to < 0 || to >= order.length || to === from) return order;
  const next = order.filter((entry) => entry.id !== id);
  next.splice(to, 0, order[from]!);
  return next;
}

/** What the order posts to `staff.cases.reorder`: the ids, first to last, comma-separated. */
export const orderField = (order: readonly { id: number }[]): string => order.map((entry) => entry.id).join(',');
