/**
 * Every staff action refuses, before it does anything, a caller whose role may not run it and a
 * caller who is not signed in: a literal table of who may run which action, and a check that it
 * names every action there is.
 */
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../../src/actions/index';
import { STAFF_ACTIONS, staffAction, textField } from '../../src/actions/staff/staffAction';
import { can, type Permission, type StaffRole } from '../../src/server/staff/permissions';

const everyone: StaffRole[] = ['admin', 'sales', 'editor'];
const admins: StaffRole[] = ['admin'];
const leadWorkers: StaffRole[] = ['admin', 'sales'];
const caseEditors: StaffRole[] = ['admin', 'editor'];

/** Each staff action, by name under `staff.`, and the roles that may run it. */
const mayRun: Record<string, StaffRole[]> = {
  'account.signOutEverywhere': everyone,
  'account.password': everyone,
  'account.deletePasskey': everyone,
  'account.startApp': everyone,
  'account.confirmApp': everyone,
  'account.turnAppOff': everyone,
  'account.backupCodes': everyone,
  'account.language': everyone,
  'account.timeZone': everyone,
  'account.availability': leadWorkers,
  'leads.status': leadWorkers,
  'leads.assign': leadWorkers,
  'leads.note': leadWorkers,
  'leads.retry': leadWorkers,
  'leads.replied': leadWorkers,
  'leads.correct': leadWorkers,
  'inbox.bulk': leadWorkers,
  'inbox.saveView': leadWorkers,
  'inbox.deleteView': leadWorkers,
  'inbox.restore': leadWorkers,
  'replies.template': admins,
  'routing.save': admins,
  'routing.move': admins,
  'routing.remove': admins,
  'cases.create': caseEditors,
  'cases.save': caseEditors,
  'cases.publish': caseEditors,
  'cases.unpublish': caseEditors,
  'cases.move': caseEditors,
  'cases.reorder': caseEditors,
  'cases.restore': caseEditors,
  'cases.checkImport': caseEditors,
  'cases.applyImport': caseEditors,
  'caseArchive.archive': caseEditors,
  'caseArchive.unarchive': caseEditors,
  'caseArchive.delete': admins,
  'caseDrafts.autosave': caseEditors,
  'content.save': caseEditors,
  'content.publish': caseEditors,
  'content.schedule': caseEditors,
  'content.cancel': caseEditors,
  'content.restore': caseEditors,
  'redirects.save': caseEditors,
  'redirects.remove': caseEditors,
  'privacy.erase': admins,
  'privacy.export': admins,
  'team.invite': admins,
  'team.role': admins,
  'team.disable': admins,
  'team.availability': admins,
  'team.contentLanguages': admins,
};

/** The app a request runs in, as far as a staff action reads it: no store is opened here, no handler but the test's own runs. */
const app = { db: async () => 'the store' };

type Handler = (input: unknown, context: unknown) => Promise<unknown>;
/** Each action's declaration, as the stand-in for Astro's `defineAction` gives it back. */
const declarations = Object.fromEntries(
  Object.entries(server.staff).flatMap(([section, declared]) =>
    Object.entries(
      declared as unknown as Record<string, { accept: string; permission: Permission; handler: Handler }>,
    ).map(([name, action]) => [`${section}.${name}`, action]),
  ),
);
const actions = Object.fromEntries(Object.entries(declarations).map(([name, action]) => [name, action.handler]));

/** What Astro hands an action: the member the staff guard found (none when signed out). */
const contextOf = (role: StaffRole | undefined) => ({
  locals: role
    ? {
        app,
        staff: {
          user: { id: `${role}-id`, name: role, email: `${role}@example.com`, role },
          sessionId: 'session',
          lang: 'en',
        },
      }
    : { app },
  clientAddress: '192.0.2.1',
  request: new Request('https://site.example/staff'),
});

describe('the staff actions', () => {
  it('are the ones the staff actions\u2019 guard claims by name, and no public form is', () => {
    for (const name of Object.keys(actions)) expect(`staff.${name}`.startsWith(STAFF_ACTIONS), name).toBe(true);
    for (const name of Object.keys(server).filter((each) => each !== 'staff'))
      expect(name.startsWith(STAFF_ACTIONS), name).toBe(false);
  });

  it('are each named in the table, each takes a form, and each says which permission it needs', () => {
    expect(Object.keys(actions).sort()).toEqual(Object.keys(mayRun).sort());
    for (const [name, action] of Object.entries(declarations)) {
      expect(action.accept, name).toBe('form');
      // What the staff actions' guard checks before the input is read: the same roles as the table.
      expect(
        everyone.filter((role) => can(role, action.permission)),
        name,
      ).toEqual(mayRun[name]);
    }
  });

  for (const [name, roles] of Object.entries(mayRun)) {
    const refused = [undefined, ...everyone.filter((role) => !roles.includes(role))];
    it(`${name} refuses ${refused.map((role) => role ?? 'the signed out').join(', ')}`, async () => {
      for (const role of refused) {
        await expect(actions[name]!({}, contextOf(role)), role ?? 'signed out').rejects.toMatchObject({
          code: 'FORBIDDEN',
        });
      }
    });
  }
});

describe('a staff action', () => {
  const handler = vi.fn(async () => 'done');
  const action = staffAction({ permission: 'staff.manage', input: z.object({}), handler }) as unknown as {
    handler: Handler;
  };

  it('runs its handler for a member holding its permission, with who acts, from where, on which store', async () => {
    handler.mockClear();
    const context = contextOf('admin');
    await expect(action.handler({ email: 'a@example.com' }, context)).resolves.toBe('done');
    expect(handler).toHaveBeenCalledWith(
      { email: 'a@example.com' },
      { member: context.locals.staff, ip: '192.0.2.1', headers: context.request.headers, app, db: 'the store' },
      context,
    );
  });

  it('never runs it for anyone else', async () => {
    handler.mockClear();
    for (const role of [undefined, 'sales', 'editor'] as const)
      await expect(action.handler({}, contextOf(role))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('reads an empty or absent text field as empty text', () => {
    expect(z.parse(textField, null)).toBe('');
    expect(z.parse(textField, undefined)).toBe('');
    expect(z.parse(textField, 'kept')).toBe('kept');
  });
});
