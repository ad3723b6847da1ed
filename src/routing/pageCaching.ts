/**
 * Cache policy of an on-demand page with a form: the answer to a post is the visitor's own
 * (their values, errors or thank-you) and is never stored; a plain view may be stored but is
 * checked again on every use, like the prerendered pages.
 */
export function pageCacheControl(method: string): string {
  return method === 'GET' || method === 'HEAD' ? 'public, max-age=0, must-revalidate' : 'private, no-store';
}
