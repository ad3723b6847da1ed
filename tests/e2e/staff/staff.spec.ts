/**
 * The staff area in the browser: an invitation taken up and a sign-in; the role tables, as
 * literal data (the status of every staff page for every role, signed out included; every staff
 * action a caller may not run, refused however it is posted); a cross-site post. Runs its own
 * site on a store of its own, embedded and PostgreSQL. (axe checks every staff screen at both
 * widths in `staffPhones.spec.ts`.)
 */
import { expect, request as http, test, type APIRequestContext, type Page } from '@playwright/test';
import { staffCatalogs } from '../../../src/i18n';
import type { StaffRole } from '../../../src/server/staff/permissions';
import { staffPages } from '../../support/staffPages';
import { serveStaffStore, staffTestStore } from '../../support/e2e/staffStore';
import { freePorts } from '../../support/ports';

// The ports of this file's own servers, one per store, free when the file loads.
const ports = await freePorts(2);

const password = 'plum sunrise kettle bravo';
const emails: Record<StaffRole, string> = {
  admin: 'owner@example.com',
  sales: 'seller@example.com',
  editor: 'writer@example.com',
};
const stores = [
  { name: 'PGlite', port: ports[0] },
  { name: 'PostgreSQL', port: ports[1] },
] as const;

for (const store of stores) {
  test.describe(`the staff area on ${store.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const testStore = staffTestStore(store.name, store.port, 'staff', { [emails.admin]: 'admin' });
    const { origin } = testStore;
    serveStaffStore(testStore, store.port);

    async function setPasswordThroughInvite(page: Page, path: string, name: string) {
      await page.goto(`${origin}${path}`);
      await page.getByLabel('Your name').fill(name);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Set password' }).click();
      await expect(page.getByRole('status')).toContainText('Your password is set');
    }

    async function signInPage(page: Page, email: string) {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    }

    /** A request context signed in as `role` (or signed out), posting from the site's own origin. */
    async function client(role?: StaffRole): Promise<APIRequestContext> {
      const context = await http.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin }, maxRedirects: 0 });
      if (role) {
        const answer = await context.post('/staff/sign-in', { form: { email: emails[role], password } });
        expect(answer.status(), `sign-in as ${role}`).toBe(303);
      }
      return context;
    }

    test('an invitation sets a password once, then the owner signs in and lands where they were going', async ({
      page,
    }) => {
      // The first admin, invited with `npm run staff -- invite` (before the server holds an embedded store).
      const ownerInvite = testStore.invitation(emails.admin);
      await setPasswordThroughInvite(page, ownerInvite, 'Olga Owner');
      await page.goto(`${origin}${ownerInvite}`);
      await expect(page.getByRole('alert')).toContainText('already been used');

      const answer = await page.goto(`${origin}/staff/team`);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/staff/sign-in?next=%2Fstaff%2Fteam');
      expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await signInPage(page, emails.admin);
      await expect(page).toHaveURL(`${origin}/staff/team`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Team');

      // The admin invites the other two roles from the team screen; without SMTP the link is shown.
      for (const role of ['sales', 'editor'] as const) {
        await page.getByLabel('Email').fill(emails[role]);
        await page.locator('#invite-role').selectOption(role);
        await page.getByRole('button', { name: 'Invite', exact: true }).click();
        const link = await page.locator('code').textContent();
        const other = await page.context().browser()!.newPage();
        await setPasswordThroughInvite(other, new URL(link!).pathname, role);
        await other.close();
      }
    });

    test('every role, signed out included, gets on every staff page the status the role table states', async () => {
      /**
       * [path, signed out, admin, sales, editor]: 200 shown, 303 sent on (signed out: to the
       * sign-in; signed in: past the sign-in), 403 refused, 404 nothing there (an unknown
       * record, a page that only takes posts, the refusal page itself).
       */
      const table: [string, number, number, number, number][] = [
        ['/staff/sign-in', 200, 303, 303, 303],
        ['/staff/sign-in/code', 303, 303, 303, 303],
        ['/staff/sign-in/passkey', 404, 404, 404, 404],
        ['/staff/invite/token', 410, 410, 410, 410],
        ['/staff/setup/token', 410, 410, 410, 410],
        ['/staff', 303, 200, 200, 200],
        ['/staff/account', 303, 200, 200, 200],
        ['/staff/account/passkeys', 303, 404, 404, 404],
        ['/staff/account/sign-out', 303, 303, 303, 303],
        ['/staff/leads', 303, 200, 200, 403],
        ['/staff/leads/1', 303, 404, 404, 403],
        ['/staff/leads/1/files/1', 303, 404, 404, 403],
        ['/staff/leads/events', 303, 200, 200, 403],
        ['/staff/leads/export.csv', 303, 200, 200, 403],
        ['/staff/leads/replies', 303, 200, 403, 403],
        ['/staff/leads/routing', 303, 200, 403, 403],
        ['/staff/leads/meeting-types', 303, 200, 403, 403],
        ['/staff/leads/meetings', 303, 200, 200, 403],
        // A calendar app's, signed out: the token is the key, and this one opens no feed.
        ['/staff/meetings/feed/token.ics', 404, 404, 404, 404],
        ['/staff/dashboard', 303, 200, 200, 403],
        ['/staff/analytics', 303, 200, 200, 403],
        ['/staff/analytics/export.csv', 303, 200, 200, 403],
        ['/staff/cases', 303, 200, 403, 200],
        ['/staff/cases/new', 303, 200, 403, 200],
        ['/staff/cases/1', 303, 200, 403, 200],
        ['/staff/cases/1/history', 303, 200, 403, 200],
        ['/staff/cases/1/archive', 303, 200, 403, 200],
        ['/staff/cases/import', 303, 200, 403, 200],
        ['/staff/cases/export.json', 303, 200, 403, 200],
        ['/staff/cases/preview/token', 303, 404, 403, 404],
        ['/staff/content', 303, 200, 403, 200],
        ['/staff/content/packages/all', 303, 200, 403, 200],
        ['/staff/content/packageCopy/ru', 303, 200, 403, 200],
        ['/staff/content/packageCopy/xx', 303, 404, 403, 404],
        ['/staff/content/packages/all/compare', 303, 200, 403, 200],
        ['/staff/content/packageCopy/ru/compare', 303, 200, 403, 200],
        ['/staff/content/packageCopy/ru/compare?from=9', 303, 404, 403, 404],
        ['/staff/content/preview/solutions/ru', 303, 200, 403, 200],
        ['/staff/content/preview/home/ru', 303, 200, 403, 200],
        ['/staff/content/homeCopy/ru', 303, 200, 403, 200],
        ['/staff/content/socialImages/ru', 303, 200, 403, 200],
        ['/staff/content/preview/nowhere/ru', 303, 404, 403, 404],
        ['/staff/redirects', 303, 200, 403, 200],
        ['/staff/privacy', 303, 200, 403, 403],
        ['/staff/team', 303, 200, 403, 403],
        ['/staff/audit', 303, 200, 403, 403],
        ['/staff/refused', 404, 404, 404, 404],
        ['/staff/no-such-page', 404, 404, 404, 404],
      ];
      expect(staffPages().filter((page) => !table.some(([path]) => path === page))).toEqual([]);
      const roles = [undefined, 'admin', 'sales', 'editor'] as const;
      for (const [index, role] of roles.entries()) {
        const context = await client(role);
        const cookie = (await context.storageState()).cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
        for (const [path, ...statuses] of table) {
          // Only the status line and headers are read: the event stream never ends.
          const answer = await fetch(new URL(path, origin), { headers: { cookie }, redirect: 'manual' });
          await answer.body?.cancel();
          const label = `${role ?? 'signed out'} GET ${path}`;
          expect(answer.status, label).toBe(statuses[index]);
          expect(answer.headers.get('cache-control'), label).toBe('no-store');
          if (!role && statuses[index] === 303 && path !== '/staff/sign-in/code') {
            expect(answer.headers.get('location'), label).toBe(`/staff/sign-in?next=${encodeURIComponent(path)}`);
          }
        }
        await context.dispose();
      }
      const site = await client();
      expect(await (await site.get('/robots.txt')).text()).toMatch(/^Disallow: \/staff$/m);
      expect(await (await site.get('/sitemap.xml')).text()).not.toContain('/staff');
      await site.dispose();
    });

    test('a post from another origin is refused, even with a valid session', async () => {
      const admin = await client('admin');
      const before = await (await admin.get('/staff/team')).text();
      const crossSite = await admin.post('/staff/team?_action=staff.team.disable', {
        form: { email: emails.sales },
        headers: { Origin: 'https://evil.example' },
      });
      expect(crossSite.status()).toBe(403);
      const noOrigin = await http.newContext({
        baseURL: origin,
        storageState: await admin.storageState(),
        maxRedirects: 0,
      });
      expect(
        (await noOrigin.post('/staff/team?_action=staff.team.disable', { form: { email: emails.sales } })).status(),
      ).toBe(403);
      expect(await (await admin.get('/staff/team')).text()).toContain('active');
      expect((await admin.get('/staff/team')).status()).toBe(200);
      const after = await (await admin.get('/staff/team')).text();
      expect(after.match(/<tbody[^>]*>[\s\S]*<\/tbody>/)![0]).toBe(before.match(/<tbody[^>]*>[\s\S]*<\/tbody>/)![0]);
      await Promise.all([admin.dispose(), noOrigin.dispose()]);
    });

    test('every staff action a caller may not run is refused, posted to a page or to /_actions, and changes nothing', async () => {
      /** Each staff action and a form it might be sent with. */
      const staffActions: Record<string, Record<string, string>> = {
        'staff.account.signOutEverywhere': {},
        'staff.account.password': { currentPassword: password, newPassword: 'a fresh river of granite 93' },
        'staff.account.deletePasskey': { id: 'no-such-passkey' },
        'staff.account.startApp': { password },
        'staff.account.confirmApp': { code: '123456' },
        'staff.account.turnAppOff': { password },
        'staff.account.backupCodes': { password },
        'staff.account.language': { lang: 'ru' },
        'staff.account.availability': { languages: 'ru', away: 'away' },
        'staff.team.invite': { email: 'intruder@example.com', role: 'admin' },
        'staff.team.role': { email: emails.editor, role: 'admin' },
        'staff.team.disable': { email: emails.sales },
        'staff.team.availability': { email: emails.sales, languages: 'ru', away: 'away' },
        'staff.team.contentLanguages': { email: emails.editor, languages: 'id' },
        'staff.content.save': { key: 'packages', lang: 'all', 'RUB.growth': '1' },
        'staff.content.publish': { key: 'packages', lang: 'all', 'RUB.growth': '1' },
        'staff.content.schedule': { key: 'packages', lang: 'all', 'RUB.growth': '1', publishAt: '2030-01-01T10:00' },
        'staff.content.cancel': { key: 'packages', lang: 'all' },
        'staff.content.restore': { key: 'packages', lang: 'all', version: '1' },
        'staff.routing.save': {
          id: '',
          lang: 'ru',
          kind: '',
          office: '',
          campaign: 'intruder',
          match: 'exact',
          assignee: 'nobody',
        },
        'staff.routing.move': { id: '1', direction: 'down' },
        'staff.routing.remove': { id: '1' },
        'staff.cases.create': {
          slug: 'intruder-case',
          'en.title': 'Intruder',
          'en.summary': 'Intruder',
          'en.industry': 'Intruders',
        },
        'staff.cases.save': {
          case: '1',
          slug: 'intruder-case',
          'en.title': 'Intruder',
          'en.summary': 'Intruder',
          'en.industry': 'Intruders',
        },
        'staff.cases.publish': { case: '1' },
        'staff.cases.unpublish': { case: '1' },
        'staff.cases.move': { case: '1', direction: 'down' },
        'staff.cases.reorder': { order: '3,2,1' },
        'staff.cases.restore': { case: '1', version: '1' },
        'staff.cases.checkImport': { json: '[]' },
        'staff.redirects.save': { from: '/intruder', target: 'https://evil.example/', status: '301' },
        'staff.redirects.remove': { id: '1' },
        'staff.cases.applyImport': {
          json: JSON.stringify([
            {
              slug: 'intruder-import',
              translations: { en: { title: 'Intruder', summary: 'Intruder', industry: 'Intruders', results: [] } },
            },
          ]),
        },
      };
      const everyAction = Object.keys(staffActions);
      const teamActions = everyAction.filter((name) => name.startsWith('staff.team.'));
      const casesActions = everyAction.filter((name) => name.startsWith('staff.cases.'));
      const redirectActions = everyAction.filter((name) => name.startsWith('staff.redirects.'));
      const routingActions = everyAction.filter((name) => name.startsWith('staff.routing.'));
      const contentActions = everyAction.filter((name) => name.startsWith('staff.content.'));
      /** The page of each section whose actions are posted to it. */
      const sectionPages: Record<string, string> = {
        account: '/staff/account',
        team: '/staff/team',
        cases: '/staff/cases',
        redirects: '/staff/redirects',
        routing: '/staff/leads/routing',
        content: '/staff/content/packages/all',
      };
      /**
       * Who is refused which actions, and the status of a post to the action's own page, to the
       * account page (every role may post there), and to /_actions. Signed out, a page sends to
       * the sign-in; a member posting from another site is refused everything.
       */
      const refusals = [
        {
          caller: 'signed out',
          role: undefined,
          origin,
          actions: everyAction,
          ownPage: 303,
          accountPage: 303,
          rpc: 403,
        },
        {
          caller: 'sales',
          role: 'sales',
          origin,
          actions: [...teamActions, ...casesActions, ...redirectActions, ...routingActions, ...contentActions],
          ownPage: 403,
          accountPage: 403,
          rpc: 403,
        },
        {
          caller: 'editor',
          role: 'editor',
          origin,
          actions: [...teamActions, ...routingActions, 'staff.account.availability'],
          ownPage: 403,
          accountPage: 403,
          rpc: 403,
        },
        {
          caller: 'admin from another site',
          role: 'admin',
          origin: 'https://evil.example',
          actions: everyAction,
          ownPage: 403,
          accountPage: 403,
          rpc: 403,
        },
      ] as const;

      const callers = await Promise.all(refusals.map(({ role }) => client(role)));
      const admin = await client('admin');
      // Each moment read as its instant: "now" turns into "1 minute ago" with the clock, the instant does not.
      const instants = (html: string) => html.replace(/<time dateTime="([^"]+)"[^>]*>[\s\S]*?<\/time>/g, '$1');
      const rows = async (path: string) =>
        instants((await (await admin.get(path)).text()).match(/<tbody[^>]*>[\s\S]*?<\/tbody>/)![0]);
      const main = async (path: string) =>
        (await (await admin.get(path)).text()).match(/<main[^>]*>[\s\S]*?<\/main>/)![0];
      const screens = async () =>
        Promise.all([
          ...[
            '/staff/team',
            '/staff/audit',
            '/staff/account',
            '/staff/cases',
            '/staff/cases/1/history',
            '/staff/content/packages/all',
          ].map(rows),
          main('/staff/leads/routing'),
        ]);
      const before = await screens();
      for (const [index, refusal] of refusals.entries()) {
        const context = callers[index]!;
        for (const name of refusal.actions) {
          const form = staffActions[name]!;
          const ownPage = sectionPages[name.split('.')[1]!]!;
          const post = (path: string) => context.post(path, { form, headers: { Origin: refusal.origin } });
          const label = `${refusal.caller} ${name}`;
          expect((await post(`${ownPage}?_action=${name}`)).status(), `${label} on its page`).toBe(refusal.ownPage);
          expect((await post(`/staff/account?_action=${name}`)).status(), `${label} on the account page`).toBe(
            refusal.accountPage,
          );
          expect((await post(`/_actions/${name}`)).status(), `${label} to /_actions`).toBe(refusal.rpc);
        }
      }
      // Refused before the input is read: what a refused caller sends does not change the answer.
      const sales = callers[1]!;
      for (const [name, form] of [
        ['staff.team.role', { email: emails.editor, role: 'root' }],
        ['staff.cases.move', { case: 'first', direction: 'sideways' }],
        ['staff.team.nothing', {}],
      ] as const) {
        expect(
          (await sales.post(`/_actions/${name}`, { form })).status(),
          `sales ${name} with what no form sends`,
        ).toBe(403);
      }
      expect(await screens()).toEqual(before);
      expect((await admin.get('/intruder', { maxRedirects: 0 })).status()).toBe(404);
      expect(await (await admin.get('/staff/redirects')).text()).toContain(staffCatalogs.en.redirects.empty);
      // From this site, by a member holding the permission, the same action runs, by /_actions too.
      const choose = async (lang: string) =>
        (await admin.post('/_actions/staff.account.language', { form: { lang } })).status();
      const accountLang = async () =>
        (await (await admin.get('/staff/account')).text()).match(/<html lang="(\w+)"/)![1];
      expect(await choose('ru')).toBe(200);
      expect(await accountLang()).toBe('ru');
      expect(await choose('')).toBe(200);
      expect(await accountLang()).toBe('en');
      await Promise.all([admin, ...callers].map((context) => context.dispose()));
    });
  });
}
