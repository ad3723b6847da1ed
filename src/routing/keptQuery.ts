/**
 * The query of a page's address as its links keep it (`?...`, or empty): without the
 * `_action` that a form sent without JavaScript adds. The page's own links (rendered on the
 * server) and the language switcher's script (on prerendered pages) both use it.
 */
export function keptQuery(search: string): string {
  const query = new URLSearchParams(search);
  query.delete('_action');
  return query.size ? `?${query}` : '';
}
