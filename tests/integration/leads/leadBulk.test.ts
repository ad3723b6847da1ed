/**
 * The inbox's bulk changes, on both stores: the leads ticked (or all shown) are assigned, moved
 * or marked as spam, each with its timeline entry and audit row; refusals change nothing; the
 * export of the leads ticked is the CSV of exactly those, audited.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { auditLog, staffUser } from '../../../src/server/db/schema';
import { inbox } from '../../../src/actions/staff/inbox';
import type { BulkInput } from '../../../src/server/leads/inbox/bulk';
import { exportSelected } from '../../../src/server/leads/inbox/export';
import { getLead, timeline } from '../../../src/server/leads/inbox/lead';
import { staffActing } from '../../support/integration/acting';
import { leadAt } from '../../support/integration/inboxLeads';
import { parseCsv } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

describe.each(testStores)('bulk changes in the inbox on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  let ids: number[];
  beforeEach(async () => {
    handle = await store.open();
    db = handle.db;
    await db.insert(staffUser).values([
      { id: 'staff-sales-1', name: 'Sol', email: 'sol@staff.example', role: 'sales' },
      { id: 'staff-editor-1', name: 'Ed', email: 'ed@staff.example', role: 'editor' },
    ]);
    ids = [];
    for (const [index, day] of ['01', '02', '03', '04'].entries())
      ids.push(await leadAt(db, `2026-03-${day}T09:00:00Z`, { email: `lead${index}@client.example` }));
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  const sales = () => staffActing(handle, 'staff-sales-1', 'sales', '203.0.113.7', { email: 'sol@staff.example' });
  const form = (fields: Partial<BulkInput>): BulkInput => ({
    lead: [],
    shown: [],
    all: '',
    change: 'spam',
    status: '',
    assignee: '',
    ...fields,
  });
  const auditRows = () =>
    db
      .select({ action: auditLog.action, target: auditLog.target, details: auditLog.details })
      .from(auditLog)
      .orderBy(auditLog.id);
  const statusOf = async (id: number) => (await getLead(db, id))!.lead.status;

  it('assigns the leads ticked, each with its timeline entry and audit row, and leaves the others alone', async () => {
    const [a, b, c] = ids as [number, number, number];
    expect(
      await inbox.bulk.perform(form({ lead: [a, c, a], change: 'assign', assignee: 'staff-sales-1' }), sales()),
    ).toEqual({
      changed: 2,
    });
    expect((await getLead(db, a))!.lead.assigneeId).toBe('staff-sales-1');
    expect((await getLead(db, b))!.lead.assigneeId).toBeNull();
    expect((await getLead(db, c))!.lead.assigneeId).toBe('staff-sales-1');
    for (const id of [a, c])
      expect((await timeline(db, id)).map((entry) => [entry.kind, entry.actorId, entry.detail])).toEqual([
        ['created', null, expect.any(Object)],
        ['assigned', 'staff-sales-1', { from: null, to: 'staff-sales-1' }],
      ]);
    expect(await auditRows()).toEqual([
      { action: 'lead-assign', target: String(a), details: { from: 'null', to: 'staff-sales-1' } },
      { action: 'lead-assign', target: String(c), details: { from: 'null', to: 'staff-sales-1' } },
    ]);
  });

  it('with "all on this page" changes every lead shown, whatever is ticked: a status, then spam', async () => {
    const [a, b, c, d] = ids as [number, number, number, number];
    expect(
      await inbox.bulk.perform(
        form({ lead: [a], shown: [a, b, c], all: 'page', change: 'status', status: 'qualified' }),
        sales(),
      ),
    ).toEqual({ changed: 3 });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['qualified', 'qualified', 'qualified', 'new']);
    expect(await inbox.bulk.perform(form({ lead: [b, d], change: 'spam' }), sales())).toEqual({ changed: 2 });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['qualified', 'spam', 'qualified', 'spam']);
    expect((await timeline(db, b)).map((entry) => entry.detail)).toEqual([
      expect.any(Object),
      { from: 'new', to: 'qualified' },
      { from: 'qualified', to: 'spam' },
    ]);
    expect((await auditRows()).map((row) => `${row.action} ${row.target}`)).toEqual([
      ...[a, b, c].map((id) => `lead-status ${id}`),
      `lead-status ${b}`,
      `lead-status ${d}`,
    ]);
  });

  it('refuses nothing ticked, a status not chosen and an assignee who may not take leads, and changes nothing', async () => {
    expect(await inbox.bulk.perform(form({ change: 'spam' }), sales())).toEqual({
      refusal: 'noneSelected',
      status: 422,
    });
    expect(await inbox.bulk.perform(form({ shown: ids, change: 'spam' }), sales())).toEqual({
      refusal: 'noneSelected',
      status: 422,
    });
    expect(await inbox.bulk.perform(form({ lead: ids, change: 'status', status: '' }), sales())).toEqual({
      refusal: 'noStatus',
      status: 422,
    });
    expect(await inbox.bulk.perform(form({ lead: ids, change: 'status', status: 'closed' }), sales())).toEqual({
      refusal: 'noStatus',
      status: 422,
    });
    expect(
      await inbox.bulk.perform(form({ lead: ids, change: 'assign', assignee: 'staff-editor-1' }), sales()),
    ).toEqual({
      status: 400,
    });
    expect(await Promise.all(ids.map(statusOf))).toEqual(['new', 'new', 'new', 'new']);
    expect(await auditRows()).toEqual([]);
  });

  it('skips a lead that is gone and does the rest', async () => {
    const [a] = ids as [number];
    expect(await inbox.bulk.perform(form({ lead: [999_999, a], change: 'spam' }), sales())).toEqual({ changed: 1 });
    expect(await statusOf(a)).toBe('spam');
  });

  it('exports exactly the leads ticked, newest first, with the byte order mark, and audits it', async () => {
    const [a, , c] = ids as [number, number, number];
    expect(await inbox.bulk.perform(form({ lead: [a, c], change: 'export' }), sales())).toEqual({ exported: [a, c] });
    const response = await exportSelected([a, c], sales(), new Date('2026-03-05T12:00:00Z'));
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="leads-2026-03-05.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)], 'the UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const rows = parseCsv(text);
    expect(rows.slice(1).map((row) => [Number(row[0]), row[6]])).toEqual([
      [c, 'lead2@client.example'],
      [a, 'lead0@client.example'],
    ]);
    expect(await auditRows()).toEqual([{ action: 'leads-export', target: `leads ${a},${c}`, details: { count: '2' } }]);
  });
});
