/**
 * Cache policy of an on-demand page with a form: the answer to a post is the visitor's own
 * (their values, errors or thank-you) and is never stored. A plain view is checked again on
 * every use by browsers, like the prerendered pages, and may be shared for one second: enough
 * for the server's page cache to render a busy page once a second rather than once a visit,
 * while the time the form was shown (the bot check's clock, written into the page) stays
 * within a second of the truth.
 */
export function pageCacheControl(method: string): string {
  return method === 'GET' || method === 'HEAD' ? 'public, max-age=0, s-maxage=1, must-revalidate' : 'private, no-store';
}
