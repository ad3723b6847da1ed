/**
 * Who may open what in the staff area, as the product decisions state it: a literal table of
 * every staff page (and the paths below a section), each method that reaches it, and what the
 * staff guard does for each role and for a visitor who is signed out. Nothing here is worked
 * out from the code under test; a page added under src/pages/staff that the table does not name
 * fails the last test until someone decides who may open it.
 */
import { describe, expect, it } from 'vitest';
import { staffAccess, type StaffAccess } from '../../../src/server/staff/routes';
import { staffPages } from '../../support/staffPages';

type Who = 'out' | 'admin' | 'sales' | 'editor';
const ok = 'allowed';
const login = 'sign-in';
const no = 'forbidden';
const gone = 'not-found';

/** [method, path, signed out, admin, sales, editor] */
const table: [string, string, StaffAccess, StaffAccess, StaffAccess, StaffAccess][] = [
  ['GET', '/staff/sign-in', ok, ok, ok, ok],
  ['POST', '/staff/sign-in', ok, ok, ok, ok],
  ['GET', '/staff/sign-in/code', ok, ok, ok, ok],
  ['POST', '/staff/sign-in/passkey', ok, ok, ok, ok],
  ['GET', '/staff/invite/token', ok, ok, ok, ok],
  ['POST', '/staff/invite/token', ok, ok, ok, ok],
  ['GET', '/staff/setup/token', ok, ok, ok, ok],
  ['POST', '/staff/setup/token', ok, ok, ok, ok],
  ['GET', '/staff', login, ok, ok, ok],
  ['GET', '/staff/account', login, ok, ok, ok],
  ['POST', '/staff/account', login, ok, ok, ok],
  ['POST', '/staff/account/passkeys', login, ok, ok, ok],
  ['POST', '/staff/account/sign-out', login, ok, ok, ok],
  ['GET', '/staff/leads', login, ok, ok, no],
  ['GET', '/staff/leads/1', login, ok, ok, no],
  ['POST', '/staff/leads/1', login, ok, ok, no],
  ['GET', '/staff/leads/1/files/1', login, ok, ok, no],
  ['GET', '/staff/leads/events', login, ok, ok, no],
  ['GET', '/staff/leads/export.csv', login, ok, ok, no],
  ['GET', '/staff/leads/replies', login, ok, no, no],
  ['POST', '/staff/leads/replies', login, ok, no, no],
  ['GET', '/staff/leads/routing', login, ok, no, no],
  ['POST', '/staff/leads/routing', login, ok, no, no],
  ['GET', '/staff/leads/meeting-types', login, ok, no, no],
  ['POST', '/staff/leads/meeting-types', login, ok, no, no],
  ['GET', '/staff/leads/meetings', login, ok, ok, no],
  ['POST', '/staff/leads/meetings', login, ok, ok, no],
  // A calendar app fetches a member's feed with no session: its token is the key.
  ['GET', '/staff/meetings/feed/token.ics', ok, ok, ok, ok],
  ['HEAD', '/staff/meetings/feed/token.ics', ok, ok, ok, ok],
  ['POST', '/staff/meetings/feed/token.ics', login, ok, ok, ok],
  ['GET', '/staff/dashboard', login, ok, ok, no],
  ['GET', '/staff/analytics', login, ok, ok, no],
  ['GET', '/staff/analytics/export.csv', login, ok, ok, no],
  ['GET', '/staff/cases', login, ok, no, ok],
  ['POST', '/staff/cases', login, ok, no, ok],
  ['GET', '/staff/content', login, ok, no, ok],
  ['GET', '/staff/content/packages/all', login, ok, no, ok],
  ['POST', '/staff/content/packages/all', login, ok, no, ok],
  ['GET', '/staff/content/packageCopy/ru', login, ok, no, ok],
  ['POST', '/staff/content/packageCopy/ru', login, ok, no, ok],
  ['GET', '/staff/content/packages/all/compare', login, ok, no, ok],
  ['GET', '/staff/content/packageCopy/ru/compare', login, ok, no, ok],
  ['GET', '/staff/content/preview/solutions/ru', login, ok, no, ok],
  ['GET', '/staff/redirects', login, ok, no, ok],
  ['POST', '/staff/redirects', login, ok, no, ok],
  ['GET', '/staff/cases/new', login, ok, no, ok],
  ['POST', '/staff/cases/new', login, ok, no, ok],
  ['GET', '/staff/cases/1', login, ok, no, ok],
  ['POST', '/staff/cases/1', login, ok, no, ok],
  ['GET', '/staff/cases/1/history', login, ok, no, ok],
  ['POST', '/staff/cases/1/history', login, ok, no, ok],
  ['GET', '/staff/cases/1/archive', login, ok, no, ok],
  ['POST', '/staff/cases/1/archive', login, ok, no, ok],
  ['GET', '/staff/cases/import', login, ok, no, ok],
  ['POST', '/staff/cases/import', login, ok, no, ok],
  ['GET', '/staff/cases/export.json', login, ok, no, ok],
  ['GET', '/staff/cases/preview/token', login, ok, no, ok],
  ['GET', '/staff/privacy', login, ok, no, no],
  ['POST', '/staff/privacy', login, ok, no, no],
  ['GET', '/staff/team', login, ok, no, no],
  ['POST', '/staff/team', login, ok, no, no],
  ['GET', '/staff/audit', login, ok, no, no],
  // Not pages: the refusal page renders refusals only; the rest were never routes.
  ['GET', '/staff/refused', gone, gone, gone, gone],
  ['GET', '/staff/api/auth/get-session', gone, gone, gone, gone],
  ['GET', '/staff/unknown', gone, gone, gone, gone],
  ['GET', '/staff/meetings', gone, gone, gone, gone],
  ['GET', '/staff/meetings/feed/token', gone, gone, gone, gone],
  ['GET', '/staff/meetings/feed/a/b.ics', gone, gone, gone, gone],
];

const roles: Record<Who, 'admin' | 'sales' | 'editor' | undefined> = {
  out: undefined,
  admin: 'admin',
  sales: 'sales',
  editor: 'editor',
};

describe('the staff guard, for each role on each staff path', () => {
  for (const [method, path, ...expected] of table) {
    it(`${method} ${path}`, () => {
      const got = (Object.keys(roles) as Who[]).map((who) => staffAccess(path, method, roles[who]));
      expect(got).toEqual(expected);
    });
  }

  it('treats HEAD as GET and any other method as a change', () => {
    expect(staffAccess('/staff/leads/1', 'HEAD', 'editor')).toBe(no);
    expect(staffAccess('/staff/leads/1', 'DELETE', 'editor')).toBe(no);
    expect(staffAccess('/staff/leads/1', 'PUT', 'sales')).toBe(ok);
  });

  it('names every staff page there is', () => {
    const named = new Set(table.map(([, path]) => path));
    const pages = staffPages();
    expect(pages.filter((page) => !named.has(page))).toEqual([]);
  });
});
