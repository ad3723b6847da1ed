import { cachePolicy } from '../server/http/cachePolicy.ts';

/** Marks an on-demand page's response as not found, not to be stored by any cache. */
export function markNotFound(response: { status?: number; headers: Headers }): void {
  response.status = 404;
  response.headers.set('Cache-Control', cachePolicy.never);
}
