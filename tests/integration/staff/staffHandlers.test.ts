/**
 * The edges of the staff handlers that write with their audit row: the team's invitation (mailed,
 * or its link shown), a store failure that must not pass for a refusal, the assignee among several
 * members, the note's length limit, and a privacy request typed with spaces around the address.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { auditLog, leadNotes, leads, staffInvites, staffUser } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { getLead } from '../../../src/server/leads/inbox/lead';
import { MAX_NOTE_LENGTH } from '../../../src/server/leads/inbox/pipeline';
import { privacy } from '../../../src/actions/staff/privacy';
import { saveLead } from '../../../src/server/leads/intake/store';
import { findInvite, findMember, hashToken } from '../../../src/server/staff/accounts';
import { team } from '../../../src/actions/staff/team';
import { staffActing } from '../../support/integration/acting';
import { sampleLead, TestSmtpServer } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

const admin = { id: 'staff-admin-1', email: 'ada@staff.example' };
/** An address a column cannot hold (a NUL byte): the store refuses the audit row, an error that is no account rule. */
const unwritableIp = '203.0.113.40\u0000';

describe.each(testStores)('the staff handlers on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  const smtp = new TestSmtpServer();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  beforeEach(async () => {
    handle = await store.open();
    db = handle.db;
    await db.insert(staffUser).values({ id: admin.id, name: 'Ada', email: admin.email, role: 'admin' });
    smtp.received.length = 0;
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  /** The admin acting from `ip`, in an app with these settings besides the public origin (the mail server: `mailing`). */
  const acting = (ip = '203.0.113.12', settings: Record<string, string> = {}) =>
    staffActing(handle, admin.id, 'admin', ip, {
      email: admin.email,
      settings: { SITE_URL: 'https://site.example/en/', ...settings },
    });
  const mailing = () => ({ SMTP_URL: smtp.url });
  const auditRows = () =>
    db
      .select({
        action: auditLog.action,
        target: auditLog.target,
        details: auditLog.details,
        actorId: auditLog.actorId,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .orderBy(auditLog.id);
  const invites = () =>
    db
      .select({
        email: staffInvites.email,
        role: staffInvites.role,
        invitedBy: staffInvites.invitedBy,
        tokenHash: staffInvites.tokenHash,
      })
      .from(staffInvites);

  it('mails an invitation when a mail server is set: the person gets the link to their invitation, and the admin a notice', async () => {
    expect(
      await team.invite.perform(
        { email: ' New.Admin@Example.com ', role: 'admin' },
        acting(undefined, { ...mailing(), LEADS_EMAIL_FROM: 'team@site.example' }),
      ),
    ).toEqual({ success: { key: 'inviteSent', email: 'new.admin@example.com' } });

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['new.admin@example.com']);
    expect(mail!.from).toBe('team@site.example');
    expect(mail!.headers.get('subject')).toBe('Your invitation to the staff area');
    const link =
      /^You are invited to the staff area as administrator\. Set your password here \(valid for 24 hours\): (https:\/\/site\.example\/staff\/invite\/(\S+))\n$/.exec(
        mail!.text,
      );
    expect(link, mail!.text).not.toBeNull();
    const token = decodeURIComponent(link![2]!);
    expect(await findInvite(db, token)).toMatchObject({
      email: 'new.admin@example.com',
      role: 'admin',
      invitedBy: admin.id,
    });
    expect(await invites()).toEqual([
      { email: 'new.admin@example.com', role: 'admin', invitedBy: admin.id, tokenHash: hashToken(token) },
    ]);
    expect(await auditRows()).toEqual([
      {
        action: 'invite',
        target: 'new.admin@example.com',
        details: { role: 'admin' },
        actorId: admin.id,
        ip: '203.0.113.12',
      },
    ]);
  });

  it('shows the invitation link instead when no mail server is set, and sends nothing', async () => {
    const outcome = await team.invite.perform({ email: 'editor@example.com', role: 'editor' }, acting());
    expect(outcome).toEqual({
      link: {
        email: 'editor@example.com',
        href: expect.stringMatching(/^https:\/\/site\.example\/staff\/invite\/[\w-]+$/),
      },
    });
    const token = outcome.link!.href.split('/').at(-1)!;
    expect(await findInvite(db, token)).toMatchObject({
      email: 'editor@example.com',
      role: 'editor',
      invitedBy: admin.id,
    });
    expect(smtp.received).toEqual([]);
    expect(await auditRows()).toEqual([
      {
        action: 'invite',
        target: 'editor@example.com',
        details: { role: 'editor' },
        actorId: admin.id,
        ip: '203.0.113.12',
      },
    ]);
  });

  it('refuses to invite an address that is already a member (422), with no invitation, mail or audit row', async () => {
    expect(
      await team.invite.perform({ email: 'ADA@staff.example', role: 'sales' }, acting(undefined, mailing())),
    ).toEqual({
      refusal: 'exists',
      status: 422,
    });
    expect(await invites()).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(await auditRows()).toEqual([]);
  });

  it('lets a store failure through as an error, never as a refusal, and keeps nothing of the change', async () => {
    await db.insert(staffUser).values({ id: 'staff-editor-1', name: 'Ed', email: 'ed@staff.example', role: 'editor' });

    await expect(
      team.invite.perform({ email: 'someone@example.com', role: 'sales' }, acting(unwritableIp, mailing())),
    ).rejects.toThrow();
    await expect(
      team.role.perform({ email: 'ed@staff.example', role: 'sales' }, acting(unwritableIp)),
    ).rejects.toThrow();
    await expect(team.disable.perform({ email: 'ed@staff.example' }, acting(unwritableIp))).rejects.toThrow();

    expect(await invites()).toEqual([]);
    expect(smtp.received).toEqual([]);
    expect(await findMember(db, 'ed@staff.example')).toMatchObject({ role: 'editor', disabled: false });
    expect(await auditRows()).toEqual([]);
  });

  it('assigns a lead to any of the members who may take leads, and refuses one who may not or is disabled', async () => {
    const { id } = await saveLead(sampleLead(), { db, settings: parseEnv({}) });
    await db.insert(staffUser).values([
      { id: 'staff-sales-1', name: 'Sol', email: 'sol@staff.example', role: 'sales' },
      { id: 'staff-sales-2', name: 'Sam', email: 'sam@staff.example', role: 'sales' },
      { id: 'staff-sales-3', name: 'Gone', email: 'gone@staff.example', role: 'sales', disabled: true },
      { id: 'staff-editor-1', name: 'Ed', email: 'ed@staff.example', role: 'editor' },
    ]);

    expect(await leadActions.assign.perform({ lead: id, assignee: 'staff-editor-1' }, acting())).toEqual({
      status: 400,
    });
    expect(await leadActions.assign.perform({ lead: id, assignee: 'staff-sales-3' }, acting())).toEqual({
      status: 400,
    });
    expect((await getLead(db, id))?.lead.assigneeId).toBeNull();
    expect(await leadActions.assign.perform({ lead: id, assignee: 'staff-sales-2' }, acting())).toEqual({
      saved: true,
    });
    expect((await getLead(db, id))?.lead.assigneeId).toBe('staff-sales-2');
    expect(await leadActions.assign.perform({ lead: id, assignee: 'staff-sales-1' }, acting())).toEqual({
      saved: true,
    });
    expect((await getLead(db, id))?.lead.assigneeId).toBe('staff-sales-1');
    expect((await auditRows()).map(({ action, details }) => ({ action, details }))).toEqual([
      { action: 'lead-assign', details: { from: 'null', to: 'staff-sales-2' } },
      { action: 'lead-assign', details: { from: 'staff-sales-2', to: 'staff-sales-1' } },
    ]);
  });

  it('keeps a note of exactly the longest length, spaces around it trimmed, and refuses one character more', async () => {
    const { id } = await saveLead(sampleLead(), { db, settings: parseEnv({}) });
    const longest = 'n'.repeat(MAX_NOTE_LENGTH);

    expect(await leadActions.note.perform({ lead: id, note: `  ${longest}\n` }, acting())).toEqual({ saved: true });
    expect(await leadActions.note.perform({ lead: id, note: `${longest}!` }, acting())).toEqual({
      refusal: 'noteTooLong',
      status: 422,
    });

    const notes = await db.select({ id: leadNotes.id, body: leadNotes.body }).from(leadNotes);
    expect(notes.map((row) => row.body)).toEqual([longest]);
    expect(await auditRows()).toEqual([
      {
        action: 'lead-note',
        target: String(id),
        details: { noteId: String(notes[0]!.id) },
        actorId: admin.id,
        ip: '203.0.113.12',
      },
    ]);
  });

  it('finds, exports and erases the leads of an address typed with spaces around it', async () => {
    const settings = parseEnv({});
    const { id } = await saveLead(sampleLead({ email: 'Anna@Example.com' }), { db, settings });
    const { id: other } = await saveLead(sampleLead({ email: 'someone.else@example.com' }), { db, settings });

    expect(
      (await privacy.export.perform({ email: ' Anna@Example.com ' }, acting())).data?.leads.map((lead) => ({
        id: lead.id,
        email: lead.email,
      })),
    ).toEqual([{ id, email: 'Anna@Example.com' }]);
    expect(await privacy.erase.perform({ email: ' Anna@Example.com ', confirm: 'anna@example.com' }, acting())).toEqual(
      { erased: 1 },
    );

    expect((await db.select({ id: leads.id }).from(leads)).map((row) => row.id)).toEqual([other]);
    const logged = {
      target: 'email',
      details: { count: '1', leadIds: JSON.stringify([id]) },
      actorId: admin.id,
      ip: '203.0.113.12',
    };
    expect(await auditRows()).toEqual([
      { action: 'privacy-export', ...logged },
      { action: 'privacy-erase', ...logged },
    ]);
  });
});
