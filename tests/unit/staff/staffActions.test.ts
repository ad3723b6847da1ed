/**
 * Every staff action refuses, before it reads its input, a caller whose role may not run it and a
 * caller who is not signed in: a literal table of who may run which action, and a check that it
 * names every action there is. Then what one declaration does: authorize, run, audit, commit.
 */
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { server } from '../../../src/actions/index';
import { mayCallStaffAction } from '../../../src/actions/staff/declared';
import { STAFF_ACTIONS, staffAction, textField } from '../../../src/actions/staff/staffAction';
import type { Acting } from '../../../src/server/staff/member';
import { can, type Permission, type StaffRole } from '../../../src/server/staff/permissions';

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
  'account.meetingHours': leadWorkers,
  'leads.status': leadWorkers,
  'leads.assign': leadWorkers,
  'leads.note': leadWorkers,
  'leads.retry': leadWorkers,
  'leads.replied': leadWorkers,
  'leads.reply': leadWorkers,
  'leads.correct': leadWorkers,
  'inbox.bulk': leadWorkers,
  'inbox.saveView': leadWorkers,
  'inbox.deleteView': leadWorkers,
  'inbox.restore': leadWorkers,
  'replies.template': admins,
  'routing.save': admins,
  'routing.move': admins,
  'routing.remove': admins,
  'meetings.saveType': admins,
  'agenda.rotateFeed': leadWorkers,
  'agenda.revokeFeed': leadWorkers,
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
  'team.meetingHours': admins,
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
    it(`${name} refuses ${refused.map((role) => role ?? 'the signed out').join(', ')}`, () => {
      for (const role of refused) expect(mayCallStaffAction(`staff.${name}`, role), role ?? 'signed out').toBe(false);
      for (const role of roles) expect(mayCallStaffAction(`staff.${name}`, role), role).toBe(true);
    });
  }

  it('refuses everyone a name no action has, even one an object has of its own', () => {
    for (const name of [
      'staff.leads.nothing',
      'staff.nothing.status',
      'staff.leads.toString',
      'staff.constructor.name',
    ])
      for (const role of everyone) expect(mayCallStaffAction(name, role), `${name} ${role}`).toBe(false);
  });
});

describe('a staff action', () => {
  /** A store whose transaction is a stand-in that records the audit rows written in it. */
  const storeOf = (written: unknown[], log: string[]) => {
    const tx = {
      insert: () => ({ values: async (row: unknown) => (log.push('audit'), written.push(row)) }),
    };
    return { transaction: async (work: (tx: unknown) => Promise<unknown>) => (log.push('begin'), await work(tx)) };
  };
  const actingOf = (db: unknown): Acting =>
    ({
      member: {
        user: { id: 'admin-id', name: 'Ada', email: 'ada@example.com', role: 'admin' },
        sessionId: 's',
        lang: 'en',
      },
      ip: '192.0.2.1',
      headers: new Headers(),
      app: app as never,
      db,
    }) as Acting;

  it('runs for the member the guard let through, with who acts, from where, on which store', async () => {
    const run = vi.fn(async () => 'done');
    const action = staffAction({ permission: 'staff.manage', input: z.object({}), run }) as unknown as {
      handler: Handler;
    };
    const context = contextOf('admin');
    await expect(action.handler({ email: 'a@example.com' }, context)).resolves.toBe('done');
    expect(run).toHaveBeenCalledWith(
      { email: 'a@example.com' },
      { member: context.locals.staff, ip: '192.0.2.1', headers: context.request.headers, app, db: 'the store' },
      context,
    );
  });

  it('never runs without a member (a call that bypassed the guard)', async () => {
    const run = vi.fn(async () => 'done');
    const action = staffAction({ permission: 'staff.manage', input: z.object({}), run }) as unknown as {
      handler: Handler;
    };
    await expect(action.handler({}, contextOf(undefined))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(run).not.toHaveBeenCalled();
  });

  it('answers a refusal of `authorize` and runs nothing, audits nothing', async () => {
    const written: unknown[] = [];
    const log: string[] = [];
    const run = vi.fn(async (): Promise<{ done?: true; status?: 403 }> => ({ done: true }));
    const action = staffAction({
      permission: 'content.edit',
      input: z.object({ lang: textField }),
      authorize: (input) => (input.lang === 'ru' ? { status: 403 as const } : undefined),
      run,
      audit: () => ({ action: 'content-draft' }),
    });
    await expect(action.perform({ lang: 'ru' }, actingOf(storeOf(written, log)))).resolves.toEqual({ status: 403 });
    expect(run).not.toHaveBeenCalled();
    expect(written).toEqual([]);
    await expect(action.perform({ lang: 'en' }, actingOf(storeOf(written, log)))).resolves.toEqual({ done: true });
    expect(run).toHaveBeenCalledOnce();
  });

  it('writes its audit rows in the transaction of the change, naming who acted and from where, then what follows the commit', async () => {
    const written: unknown[] = [];
    const log: string[] = [];
    const store = storeOf(written, log);
    const action = staffAction({
      permission: 'redirects.edit',
      input: z.object({ from: textField }),
      run: async (input, acting) => (log.push(acting.db === store ? 'outside' : 'run'), { id: 7, from: input.from }),
      audit: (result) => ({ action: 'redirect-save', target: result.from, details: { id: String(result.id) } }),
      committed: (result) => (log.push('committed'), { saved: result.id }),
    });
    await expect(action.perform({ from: '/old' }, actingOf(store))).resolves.toEqual({ saved: 7 });
    expect(log).toEqual(['begin', 'run', 'audit', 'committed']);
    expect(written).toEqual([
      expect.objectContaining({
        actorId: 'admin-id',
        actorEmail: 'ada@example.com',
        action: 'redirect-save',
        target: '/old',
        details: { id: '7' },
        ip: '192.0.2.1',
      }),
    ]);
  });

  it('writes no row for a change that found nothing to change, and one per row it names', async () => {
    const written: unknown[] = [];
    const log: string[] = [];
    const action = staffAction({
      permission: 'leads.update',
      input: z.object({}),
      run: async () => [1, 2, 3].filter((lead) => lead !== 2),
      audit: (changed) => changed.map((lead) => ({ action: 'lead-status' as const, target: String(lead) })),
    });
    await action.perform({}, actingOf(storeOf(written, log)));
    expect(written.map((row) => (row as { target: string }).target)).toEqual(['1', '3']);
    const none = staffAction({
      permission: 'leads.update',
      input: z.object({}),
      run: async () => 0,
      audit: () => undefined,
    });
    written.length = 0;
    await none.perform({}, actingOf(storeOf(written, log)));
    expect(written).toEqual([]);
  });

  it('reads an empty or absent text field as empty text', () => {
    expect(z.parse(textField, null)).toBe('');
    expect(z.parse(textField, undefined)).toBe('');
    expect(z.parse(textField, 'kept')).toBe('kept');
  });
});
