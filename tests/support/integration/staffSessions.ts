/**
 * Staff members signed in on a built site (`builtSiteEach`), for tests that send the staff area
 * requests as each role would: invited, joined with a password and signed in before each test,
 * each one's session cookie ready to send.
 */
import { beforeEach } from 'vitest';
import { acceptInvite, inviteStaff } from '../../../src/server/staff/accounts';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { signIn } from '../../../src/server/staff/signIn';
import type { ServedSite } from './builtSite';

/** The site's public address in these tests (`SITE_URL`): the origin the staff sign-in is checked against. */
export const STAFF_SITE_URL = 'http://staff.test';
const password = 'plum sunrise kettle bravo';

/**
 * Before each test (after the site's own set-up), a member per entry of `roles`, named after its
 * key (`anna` is Anna, `anna@staff.example`), signed in: the cookie header each sends, by key,
 * filled in place; `out` sends none, a visitor signed out.
 */
export function signedInEach<Name extends string>(
  site: ServedSite,
  roles: Record<Name, StaffRole>,
): Record<Name | 'out', string> {
  const cookies = {} as Record<Name | 'out', string>;
  beforeEach(async () => {
    const auth = await site.app.staffAuth();
    const headers = new Headers({ origin: STAFF_SITE_URL, 'x-forwarded-for': '203.0.113.20' });
    for (const [name, role] of Object.entries<StaffRole>(roles)) {
      const email = `${name}@staff.example`;
      const { token } = await inviteStaff(site.db, { email, role });
      await acceptInvite(site.db, auth, { token, name: name[0]!.toUpperCase() + name.slice(1), password });
      const signedIn = await signIn(
        { db: site.db, auth, limiter: site.app.signInLimiter },
        { email, password, ip: '203.0.113.20', headers },
      );
      if (!signedIn.ok) throw new Error(`${name} could not sign in`);
      cookies[name as Name] = signedIn.cookies.map((each) => each.split(';')[0]).join('; ');
    }
    cookies.out = '';
  });
  return cookies;
}
