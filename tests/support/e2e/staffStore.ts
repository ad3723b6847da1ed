/**
 * A store of its own for a staff browser test, on PostgreSQL (a fresh database) or PGlite (a
 * fresh DATA_DIR), with the test's members invited through the staff command line: while the
 * server runs on PostgreSQL, before it starts on the embedded store (its server holds it then,
 * as `npm run staff -- invite` with the server stopped would find it).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import pg from 'pg';
import { siteEnvironment, startSite, type StartedSite } from '../../../scripts/startSite';
import { migratedDataDir } from './embeddedStore';
import type { StaffRole } from '../../../src/server/staff/permissions';

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export type StoreName = 'PGlite' | 'PostgreSQL';

export interface StaffTestStore {
  origin: string;
  /** The server settings that point at this store (and name its origin). */
  settings: Record<string, string>;
  /** Creates the database, or invites the members into the embedded store; before the server starts. */
  open(): Promise<void>;
  /** The path of a one-time invitation for `email` (each member once). */
  invitation(email: string): string;
  close(): Promise<void>;
}

/** Invites `email` as `role` with the staff command line on `settings`' store; returns the invitation's path. */
function invite(email: string, role: StaffRole, settings: Record<string, string>): string {
  const run = spawnSync(process.execPath, ['scripts/staff.ts', 'invite', email, '--role', role], {
    env: siteEnvironment(settings),
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return new URL(run.stdout.trim().split('\n').at(-1)!).pathname;
}

async function onAdminDatabase(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(query);
  await admin.end();
}

/**
 * A store named `label` for a server on `port`, with `members` to invite. The origin's host is
 * 127.0.0.1 unless `host` names another (WebAuthn needs a host name, such as `localhost`).
 */
export function staffTestStore(
  name: StoreName,
  port: number,
  label: string,
  members: Record<string, StaffRole>,
  host = '127.0.0.1',
): StaffTestStore {
  const origin = `http://${host}:${port}`;
  const database = `${label}_e2e_${port}_${Date.now()}`;
  const settings: Record<string, string> =
    name === 'PostgreSQL'
      ? {
          DATABASE_URL: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).href,
          SITE_URL: origin,
          DIST_DIR: process.env.DIST_DIR ?? 'dist',
        }
      : {
          DATA_DIR: `test-results/${label}-e2e-${port}-${Date.now()}`,
          SITE_URL: origin,
          DIST_DIR: process.env.DIST_DIR ?? 'dist',
        };
  const early = new Map<string, string>();
  return {
    origin,
    settings,
    async open() {
      if (settings.DATABASE_URL) await onAdminDatabase(`CREATE DATABASE ${database}`);
      else {
        migratedDataDir(settings.DATA_DIR!);
        for (const [email, role] of Object.entries(members)) early.set(email, invite(email, role, settings));
      }
    },
    invitation(email) {
      return early.get(email) ?? invite(email, members[email]!, settings);
    },
    async close() {
      if (settings.DATABASE_URL) await onAdminDatabase(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      else rmSync(settings.DATA_DIR!, { recursive: true, force: true });
    },
  };
}

/**
 * The server of `testStore` for the describe block this is called in: the store opened and the
 * server started on `port` (with `extra` settings, or those `extra()` gives once the hooks
 * registered before this one have run) before its tests, both gone after them.
 * `paused(work)` runs work with the server stopped (only one process may hold an embedded store),
 * then starts it again.
 */
export function serveStaffStore(
  testStore: StaffTestStore,
  port: number,
  extra: Record<string, string> | (() => Record<string, string>) = {},
) {
  const settings = { ...testStore.settings };
  let site: StartedSite | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    Object.assign(settings, typeof extra === 'function' ? extra() : extra);
    await testStore.open();
    site = await startSite(port, settings);
  });
  test.afterAll(async () => {
    await site?.stop();
    await testStore.close();
  });
  return {
    settings,
    async paused<T>(work: () => Promise<T>): Promise<T> {
      await site?.stop();
      try {
        return await work();
      } finally {
        site = await startSite(port, settings);
      }
    },
  };
}

/** A staff member as the tests sign them in: the invitation is taken up as `name`, with `password`. */
export interface StaffMember {
  email: string;
  name: string;
  password: string;
}

/** The members who have taken up their invitation, per store. */
const invitedOn = new WeakMap<StaffTestStore, Set<string>>();

/**
 * The browser sign-in of every staff test: signs `page` in as `member` on `testStore`'s server,
 * taking up the member's invitation first the first time; resolves on `/staff`.
 */
export async function signInOn(page: Page, testStore: StaffTestStore, member: StaffMember): Promise<void> {
  const { origin } = testStore;
  const invited = invitedOn.get(testStore) ?? new Set<string>();
  invitedOn.set(testStore, invited);
  if (!invited.has(member.email)) {
    await page.goto(origin + testStore.invitation(member.email));
    await page.locator('#name').fill(member.name);
    await page.locator('#password').fill(member.password);
    await page.locator('form button[type=submit]').click();
    await expect(page.getByRole('status')).toBeVisible();
    invited.add(member.email);
  }
  await page.goto(`${origin}/staff/sign-in`);
  await page.locator('#email').fill(member.email);
  await page.locator('#password').fill(member.password);
  await Promise.all([page.waitForURL(`${origin}/staff`), page.locator('form button[type=submit]').last().click()]);
}

/**
 * A page of a new browser context (in English unless `options` name a locale) signed in as
 * `member` on `testStore`'s server. `prepare` runs on the page before it signs in (a slower CPU, say).
 */
export async function signedInPage(
  browser: Browser,
  testStore: StaffTestStore,
  member: StaffMember,
  options: BrowserContextOptions = {},
  prepare?: (page: Page) => Promise<void>,
): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'en-US', ...options })).newPage();
  await prepare?.(page);
  await signInOn(page, testStore, member);
  return page;
}
