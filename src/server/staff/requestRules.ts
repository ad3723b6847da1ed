/** The staff area's request rules the guard and the screens share, apart from Astro so they test alone. */

/** The cookie that keeps a staff language choice for pages seen signed out (sign-in). */
export const STAFF_LANG_COOKIE = 'staff-lang';

/** True for the staff area's paths. */
export const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

/** `next` when it is a staff path on this site, else the staff home: a sign-in never sends anyone elsewhere. */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/staff';
  try {
    const url = new URL(next, origin);
    return url.origin === origin && isStaffPath(url.pathname) ? url.pathname + url.search : '/staff';
  } catch {
    return '/staff';
  }
}

/** Whether a request that may change something comes from this site (its Origin names the public origin). */
export function sameOrigin(request: Request, publicOrigin: string): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return request.headers.get('origin') === publicOrigin;
}
