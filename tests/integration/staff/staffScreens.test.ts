/** What the admin's screens and the sign-up pages show and do, from a real store (both stores). */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffUser } from '../../../src/server/db/schema';
import { inviteStaff } from '../../../src/server/staff/accounts';
import { audit } from '../../../src/server/staff/audit';
import { issueSetupToken } from '../../../src/server/staff/firstAdmin';
import { auditScreen, teamScreen } from '../../../src/server/staff/screens';
import { invitationScreen, setupScreen } from '../../../src/server/staff/signInScreens';
import { appOn, freshStoreEach, testStores } from '../../support/integration/stores';

const strong = 'plum sunrise kettle bravo';

/** A form as the browser sends it. */
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe.each(testStores)('the staff screens on $name', (store) => {
  const fresh = freshStoreEach(store);

  it('the audit log follows its filter: an action, an actor typed in any case, and both dates included', async () => {
    const actor = { id: 'u1', email: 'ana@example.com' };
    await audit(fresh.db, { actor, action: 'sign-in', at: new Date('2026-03-01T23:59:00Z') });
    await audit(fresh.db, { actor, action: 'sign-out', at: new Date('2026-03-02T10:00:00Z') });
    await audit(fresh.db, { actor, action: 'sign-in', at: new Date('2026-03-03T00:00:00Z') });
    await audit(fresh.db, { action: 'sign-in', target: 'nobody', at: new Date('2026-03-02T12:00:00Z') });
    const app = appOn(fresh.handle);
    const screen = (query: string) => auditScreen(app, new URLSearchParams(query));

    const all = await screen('');
    expect(all.entries.map((entry) => entry.createdAt.toISOString())).toEqual([
      '2026-03-03T00:00:00.000Z',
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
      '2026-03-01T23:59:00.000Z',
    ]);
    expect((await screen('action=sign-out')).entries.map((entry) => entry.action)).toEqual(['sign-out']);
    expect((await screen('actor=%20ANA@example.com%20')).entries).toHaveLength(3);
    const days = await screen('from=2026-03-02&to=2026-03-02');
    expect(days.entries.map((entry) => entry.createdAt.toISOString())).toEqual([
      '2026-03-02T12:00:00.000Z',
      '2026-03-02T10:00:00.000Z',
    ]);
    expect(days.filter).toEqual({ action: undefined, actor: undefined, from: '2026-03-02', to: '2026-03-02' });
    // An action the log does not know and a date that is not one filter nothing, and the form keeps what was typed.
    const odd = await screen('action=drop-tables&from=2026-02-30x&actor=');
    expect(odd.entries).toHaveLength(4);
    expect(odd.filter).toEqual({ action: undefined, actor: undefined, from: '2026-02-30x', to: '' });
  });

  it('the team lists every member and open invitation; availability is set for active members who take leads, languages for those who edit', async () => {
    const member = (email: string, role: string, disabled = false) => ({
      id: email,
      email,
      name: email.split('@')[0]!,
      role,
      disabled,
      emailVerified: true,
    });
    await fresh.db
      .insert(staffUser)
      .values([
        member('admin@example.com', 'admin'),
        member('editor@example.com', 'editor'),
        member('gone@example.com', 'sales', true),
        member('sales@example.com', 'sales'),
      ]);
    await inviteStaff(fresh.db, { email: 'new@example.com', role: 'editor' });

    const team = await teamScreen(appOn(fresh.handle));
    const emails = (list: { email: string }[]) => list.map((each) => each.email);
    expect(emails(team.members)).toEqual([
      'admin@example.com',
      'editor@example.com',
      'gone@example.com',
      'sales@example.com',
    ]);
    expect(emails(team.invites)).toEqual(['new@example.com']);
    expect(emails(team.leadTakers)).toEqual(['admin@example.com', 'sales@example.com']);
    expect(emails(team.contentEditors)).toEqual(['admin@example.com', 'editor@example.com']);
  });

  it('an invitation offers its role, makes the member once (audited), and its link is then gone', async () => {
    const { token } = await inviteStaff(fresh.db, { email: 'new@example.com', role: 'sales' });
    const app = appOn(fresh.handle);
    const post = (fields: Record<string, string>) => ({ form: formOf(fields), ip: '192.0.2.7' });

    expect(await invitationScreen(app, token, undefined)).toEqual({ role: 'sales', name: '', done: false });
    // A weak password keeps the form, with the name as typed.
    const weak = await invitationScreen(app, token, post({ name: 'Nia', password: 'short' }));
    expect(weak).toMatchObject({ role: 'sales', name: 'Nia', done: false, problem: expect.any(String) });

    expect(await invitationScreen(app, token, post({ name: 'Nia', password: strong }))).toEqual({
      role: 'sales',
      name: 'Nia',
      done: true,
    });
    const [made] = await fresh.db.select().from(staffUser).where(eq(staffUser.email, 'new@example.com'));
    expect(made).toMatchObject({ name: 'Nia', role: 'sales' });
    const rows = await fresh.db.select().from(auditLog).where(eq(auditLog.action, 'invite-accepted'));
    expect(rows).toMatchObject([{ actorEmail: 'new@example.com', target: 'new@example.com', ip: '192.0.2.7' }]);

    expect(await invitationScreen(app, token, undefined)).toEqual({
      role: undefined,
      name: '',
      done: false,
      problem: 'inviteUsed',
    });
    expect((await invitationScreen(app, 'not-a-token', undefined)).problem).toBe('inviteUnknown');
  });

  it('the setup link makes the first admin once (audited); a refused field keeps what was typed', async () => {
    const { token } = (await issueSetupToken(fresh.db))!;
    const app = appOn(fresh.handle);
    const post = (fields: Record<string, string>) => ({ form: formOf(fields), ip: '192.0.2.8' });

    expect(await setupScreen(app, token, undefined)).toEqual({ email: '', name: '', done: false, problem: undefined });
    expect(await setupScreen(app, token, post({ email: 'not-an-email', name: 'Oda', password: strong }))).toEqual({
      email: 'not-an-email',
      name: 'Oda',
      done: false,
      problem: 'badEmail',
    });
    const made = await setupScreen(app, token, post({ email: 'oda@example.com', name: 'Oda', password: strong }));
    expect(made).toEqual({ email: 'oda@example.com', name: 'Oda', done: true });
    const rows = await fresh.db.select().from(auditLog).where(eq(auditLog.action, 'first-admin'));
    expect(rows).toMatchObject([{ actorEmail: 'oda@example.com', ip: '192.0.2.8' }]);

    expect((await setupScreen(app, token, undefined)).problem).toBe('setupDone');
  });
});
