import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { auditLog, leadEvents, leadNotes, leads, outbox } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { createLeadEventBus, type LeadNotice } from '../../../src/server/leads/inbox/events';
import { exportLeadsCsv, inboxCsvResponse, parseSince } from '../../../src/server/leads/inbox/export';
import { addNote, setStatus } from '../../../src/server/leads/inbox/pipeline';
import {
  eraseLeadsByEmail,
  exportPersonData,
  purgeOldLeads,
  RETENTION_INTERVAL_MS,
  startLeadRetention,
} from '../../../src/server/leads/privacy/personData';
import { privacy } from '../../../src/actions/staff/privacy';
import { saveLead } from '../../../src/server/leads/intake/store';
import type { NewLead } from '../../../src/server/leads/types';
import { staffActing } from '../../support/integration/acting';
import { parseCsv, sampleLead } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

const noChannels = parseEnv({});
const withMail = parseEnv({ SMTP_URL: 'smtp://127.0.0.1:1' });
const admin = { id: 'staff-admin-1' };

async function leadAt(
  db: Database,
  createdAt: string,
  overrides: Partial<NewLead> = {},
  settings = noChannels,
): Promise<number> {
  const { id } = await saveLead(sampleLead(overrides), { db, settings });
  await db.execute(sql`update leads set created_at = ${createdAt}::timestamptz where id = ${id}`);
  return id;
}

const countOf = async (db: Database, table: typeof leads | typeof leadNotes | typeof leadEvents | typeof outbox) =>
  (await db.select({ count: sql<number>`count(*)::int` }).from(table))[0]!.count;

describe.each(testStores)('lead export and privacy on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  beforeEach(async () => ((handle = await store.open()), (db = handle.db)));
  afterEach(() => handle.cleanup());

  it('exports the current view as CSV in the command-line format, formulas defused and markup kept as text', async () => {
    const hostile = await leadAt(db, '2026-01-02T00:00:00Z', {
      kind: 'contact',
      name: '=HYPERLINK("http://evil.example","Click")',
      company: '<script>alert(1)</script>',
      message: '<img src=x onerror=alert(1)> javascript:alert(1) \u202Eevil',
      email: '@SUM(A1:A2)',
      phone: '-1+2',
      utm: { source: '+cmd|calc' },
    });
    const plain = await leadAt(db, '2026-01-03T00:00:00Z', { kind: 'contact', name: 'Plain Person' });
    await leadAt(db, '2026-01-04T00:00:00Z', { kind: 'demo', name: 'Not in the view' });
    const spam = await leadAt(db, '2026-01-05T00:00:00Z', { kind: 'contact', name: 'Spam' });
    await setStatus(db, spam, 'spam', admin);

    const response = inboxCsvResponse(db, { kind: 'contact' }, new Date('2026-01-31T10:00:00Z'));
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-01-31.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    // The UTF-8 byte order mark first, as in the command line's file, so Excel reads it as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8'));
    // The same header and cells as `npm run leads -- export`, in the inbox's order (newest first).
    const cli = parseCsv((await exportLeadsCsv(parseSince('2026-01-01'), db)).csv);
    expect(rows[0]).toEqual(cli[0]);
    const cliRow = (id: number) => cli.find((row) => row[0] === String(id));
    expect(rows.slice(1)).toEqual([cliRow(plain), cliRow(hostile)]);

    const cell = (column: string) => rows[2]![rows[0]!.indexOf(column)];
    expect(cell('name')).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell('email')).toBe("'@SUM(A1:A2)");
    expect(cell('phone')).toBe("'-1+2");
    expect(cell('utm_source')).toBe("'+cmd|calc");
    expect(cell('company')).toBe('<script>alert(1)</script>');
    // Text stays text; the hidden right-to-left override is shown as its code point, as in lead mail.
    expect(cell('message')).toBe('<img src=x onerror=alert(1)> javascript:alert(1) [U+202E]evil');
  });

  it('exports a view larger than one batch whole, each lead once', async () => {
    await db.execute(sql`insert into leads (kind, lang, page, name, email, created_at)
      select 'demo', 'en', '/en', 'Bulk ' || g, 'bulk' || g || '@example.com', timestamptz '2026-01-01' + g * interval '1 second' from generate_series(1, 2500) g`);
    const rows = parseCsv(await inboxCsvResponse(db, {}).text());
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(2500);
    expect(rows[1]![5]).toBe('Bulk 2500');
    expect(rows[2500]![5]).toBe('Bulk 1');
  });

  it('exports everything held about one address, and erases it all, leaving other people alone', async () => {
    const first = await leadAt(db, '2026-02-01T00:00:00Z', { email: 'Person@Example.com' }, withMail);
    const second = await leadAt(
      db,
      '2026-02-02T00:00:00Z',
      { email: 'person@example.com', kind: 'callback' },
      withMail,
    );
    const other = await leadAt(db, '2026-02-03T00:00:00Z', { email: 'someone.else@example.com' }, withMail);
    await addNote(db, first, 'Asked to be called on Monday', admin);
    await setStatus(db, second, 'contacted', admin);

    const data = await exportPersonData(db, ' PERSON@example.com ', new Date('2026-03-01T00:00:00Z'));
    expect(data.email).toBe('PERSON@example.com');
    expect(data.exportedAt).toBe('2026-03-01T00:00:00.000Z');
    expect(data.leads.map((lead) => lead.id)).toEqual([first, second]);
    expect(data.leads[0]).toMatchObject({
      email: 'Person@Example.com',
      name: 'Jane Doe',
      utm: sampleLead().utm,
      notes: [{ body: 'Asked to be called on Monday', authorId: admin.id }],
    });
    expect(data.leads[0]!.notifications).toEqual([expect.objectContaining({ channel: 'email', deliveredAt: null })]);
    expect(data.leads[1]!.events).toEqual([
      expect.objectContaining({ kind: 'status', detail: { from: 'new', to: 'contacted' } }),
    ]);
    expect(JSON.parse(JSON.stringify(data)).leads).toHaveLength(2);

    const bus = await createLeadEventBus(handle);
    const heard: LeadNotice[] = [];
    const erasedNotice = new Promise<void>((resolve) =>
      bus.subscribe((notice) => (heard.push(notice), notice.type === 'erased' && resolve())),
    );
    const acting = staffActing(handle, admin.id, 'admin');
    const written = () =>
      db
        .select({
          action: auditLog.action,
          target: auditLog.target,
          details: auditLog.details,
          actorId: auditLog.actorId,
        })
        .from(auditLog)
        .orderBy(auditLog.id);
    // A mistyped request erases nothing and is not logged; neither is a change whose row the store refuses (a NUL byte).
    expect(await privacy.erase.perform({ email: 'person@example', confirm: 'person@example' }, acting)).toEqual({
      refusal: { form: 'erase', typed: 'person@example', reason: 'invalidEmail' },
      status: 422,
    });
    expect(await privacy.erase.perform({ email: 'person@example.com', confirm: 'other@example.com' }, acting)).toEqual({
      refusal: { form: 'erase', typed: 'person@example.com', reason: 'mismatch' },
      status: 422,
    });
    expect(await privacy.export.perform({ email: 'person@' }, acting)).toEqual({
      refusal: { form: 'export', typed: 'person@', reason: 'invalidEmail' },
      status: 422,
    });
    await expect(
      privacy.erase.perform(
        { email: 'person@example.com', confirm: 'person@example.com' },
        staffActing(handle, admin.id, 'admin', '\u0000'),
      ),
    ).rejects.toThrow();
    expect(await countOf(db, leads)).toBe(3);
    expect(await written()).toEqual([]);

    expect(
      (await privacy.export.perform({ email: 'PERSON@example.com' }, acting)).data?.leads.map((lead) => lead.id),
    ).toEqual([first, second]);
    expect(
      await privacy.erase.perform({ email: ' person@EXAMPLE.com', confirm: 'PERSON@example.com ' }, acting),
    ).toEqual({
      erased: 2,
    });
    await erasedNotice;
    await bus.close();
    expect(heard).toEqual([{ type: 'erased', leadIds: [first, second] }]);
    const logged = {
      target: 'email',
      details: { count: '2', leadIds: JSON.stringify([first, second]) },
      actorId: admin.id,
    };
    expect(await written()).toEqual([
      { action: 'privacy-export', ...logged },
      { action: 'privacy-erase', ...logged },
    ]);
    expect((await db.select({ id: leads.id }).from(leads)).map((row) => row.id)).toEqual([other]);
    expect(await countOf(db, leadNotes)).toBe(0);
    expect(await countOf(db, leadEvents)).toBe(0);
    expect((await db.select({ leadId: outbox.leadId }).from(outbox)).map((row) => row.leadId)).toEqual([other]);
    expect((await exportPersonData(db, 'person@example.com')).leads).toEqual([]);
    expect(await eraseLeadsByEmail(db, 'person@example.com')).toEqual([]);
    expect(await eraseLeadsByEmail(db, '  ')).toEqual([]);
  });

  it('deletes leads older than the retention, by the clock it is given, and keeps the rest', async () => {
    const old = await leadAt(db, '2025-01-01T00:00:00Z');
    await addNote(db, old, 'old note', admin);
    const edge = await leadAt(db, '2025-12-02T00:00:00Z');
    const recent = await leadAt(db, '2026-11-30T00:00:00Z');
    expect(await purgeOldLeads(db, new Date('2026-12-01T00:00:00Z'), 365)).toBe(1);
    expect((await db.select({ id: leads.id }).from(leads).orderBy(leads.id)).map((row) => row.id)).toEqual([
      edge,
      recent,
    ]);
    expect(await countOf(db, leadNotes)).toBe(0);
    expect(await purgeOldLeads(db, new Date('2026-12-01T00:00:00Z'), 365)).toBe(0);

    // The daily job: runs at once, then every day, on the injected clock and timer.
    let today = new Date('2026-12-03T00:00:01Z');
    const timers: { run: () => Promise<void>; ms: number }[] = [];
    const job = startLeadRetention({
      db: async () => db,
      days: 365,
      now: () => today,
      setTimer: (run, ms) => (timers.push({ run, ms }), {}),
      clearTimer: () => {},
    });
    expect(timers.map((timer) => timer.ms)).toEqual([0]);
    await timers[0]!.run();
    expect(timers.map((timer) => timer.ms)).toEqual([0, RETENTION_INTERVAL_MS]);
    expect((await db.select({ id: leads.id }).from(leads)).map((row) => row.id)).toEqual([recent]);
    today = new Date('2027-12-01T00:00:00Z');
    await timers[1]!.run();
    expect(await countOf(db, leads)).toBe(0);
    job.stop();
    expect(
      startLeadRetention({
        db: async () => db,
        days: undefined,
        setTimer: () => expect.unreachable('no job without a setting'),
      }),
    ).toBeDefined();
  });
});
