import { can, type Permission, type StaffRole } from './permissions.ts';
import { staffSections } from './sections.ts';

/**
 * What each staff path requires: `public` (no session: sign-in, invite), `signedIn` (any staff
 * member) or a permission. Matched in order, first match wins; a staff path that matches
 * nothing is refused, so a new page cannot be left unguarded by omission.
 */
export type Requirement = 'public' | 'signedIn' | Permission;

interface StaffRoute {
  /** A URLPattern pathname, e.g. `/staff/leads/:id`. */
  path: string;
  /** What a GET (page, export, event stream) requires. */
  read: Requirement;
  /** What any other method (a form post, an action) requires; defaults to `read`. */
  write?: Requirement;
}

/** The paths outside the sections, then each section's own routes and its whole subtree (`staffSections`). */
const staffRoutes: readonly StaffRoute[] = [
  { path: '/staff/sign-in{/*}?', read: 'public' },
  { path: '/staff/invite/:token', read: 'public' },
  { path: '/staff/setup/:token', read: 'public' },
  /**
   * A member's private calendar feed: their calendar app fetches it with no session, so its GET is
   * public and the secret token in the address is the key (`server/meetings/feed.ts` answers 404
   * to any other). Only that one path: nothing else under `/staff/meetings` is named, so it stays
   * a 404, and a post there needs a session like any other staff post (the feed takes none).
   */
  { path: '/staff/meetings/feed/:token.ics', read: 'public', write: 'signedIn' },
  { path: '/staff', read: 'signedIn' },
  ...staffSections.flatMap(({ path, read, write, routes = [] }) => [
    ...routes,
    { path: `${path}{/*}?`, read, ...(write ? { write } : {}) },
  ]),
];

const compiled = staffRoutes.map((route) => ({ route, pattern: new URLPattern({ pathname: route.path }) }));

/** The requirement of a request to a staff path, or undefined when no route names it (refuse it). */
export function staffRequirement(pathname: string, method: string): Requirement | undefined {
  const match = compiled.find(({ pattern }) => pattern.test({ pathname }));
  if (!match) return undefined;
  return method === 'GET' || method === 'HEAD' ? match.route.read : (match.route.write ?? match.route.read);
}

/**
 * What the staff guard does with a request to `pathname` by a member of `role` (undefined: signed
 * out): let it through, send it to the sign-in, refuse it (403), or answer that nothing is there
 * (404: no route names it, so a new page cannot be left unguarded by omission).
 */
export type StaffAccess = 'allowed' | 'sign-in' | 'forbidden' | 'not-found';

export function staffAccess(pathname: string, method: string, role: StaffRole | undefined): StaffAccess {
  const requirement = staffRequirement(pathname, method);
  if (!requirement) return 'not-found';
  if (requirement === 'public') return 'allowed';
  if (!role) return 'sign-in';
  return requirement === 'signedIn' || can(role, requirement) ? 'allowed' : 'forbidden';
}
