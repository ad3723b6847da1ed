import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/server/db/client';
import { auditLog, leadEvents, leadNotes, leads, outbox, staffUser } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { countsByStatus, leadInView, listLeads } from '../../../src/server/leads/inbox/queries';
import { getLead, timeline } from '../../../src/server/leads/inbox/lead';
import type { InboxFilter } from '../../../src/server/leads/inbox/filter';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { addNote, assign, LeadNotFoundError, retryDelivery, setStatus } from '../../../src/server/leads/inbox/pipeline';
import { allPages, leadAt } from '../../support/integration/inboxLeads';
import { staffActing } from '../../support/integration/acting';
import { sampleLead } from '../../support/integration/leadsPeers';
import { testStores } from '../../support/integration/stores';

const bothChannels = parseEnv({ SMTP_URL: 'smtp://127.0.0.1:1', LEADS_WEBHOOK_URL: 'http://127.0.0.1:1/hook' });
const sales = { id: 'staff-sales-1' };

describe.each(testStores)('the leads inbox on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  beforeEach(async () => ((handle = await store.open()), (db = handle.db)));
  afterEach(() => handle.cleanup());

  it('pages newest first without skipping or repeating a lead, even leads a microsecond apart or at the same instant', async () => {
    const times = [
      '2026-01-01T10:00:00.123456Z',
      '2026-01-01T10:00:00.123400Z',
      '2026-01-01T10:00:00.123000Z',
      '2026-01-01T10:00:00.123000Z',
      '2026-01-01T10:00:00.123000Z',
      '2026-01-02T00:00:00Z',
      '2025-12-31T23:59:59.999999Z',
    ];
    const ids: number[] = [];
    for (const [index, time] of times.entries()) ids.push(await leadAt(db, time, { name: `Lead ${index}` }));
    const newestFirst = [ids[5], ids[0], ids[1], ids[4], ids[3], ids[2], ids[6]];
    for (const size of [1, 2, 3, 7, 50]) expect(await allPages(db, {}, size)).toEqual(newestFirst);

    const first = await listLeads(db, {}, undefined, 2);
    expect(first.leads[0]).toMatchObject({
      id: ids[5],
      name: 'Lead 5',
      kind: 'demo',
      lang: 'fr',
      status: 'new',
      assigneeId: null,
    });
    expect(first.leads[0]!.createdAt.toISOString()).toBe('2026-01-02T00:00:00.000Z');
    expect(first.next).toEqual({ createdAt: '2026-01-01T10:00:00.123456Z', id: ids[0], status: 'new' });
  });

  it('filters by kind, status, language, days, assignee and words, and leaves spam out unless asked for', async () => {
    const demo = await leadAt(db, '2026-02-01T09:00:00Z', {
      kind: 'demo',
      lang: 'ru',
      name: 'Иван Петров',
      company: 'Acme 100% Ltd',
    });
    const callback = await leadAt(db, '2026-02-02T09:00:00Z', {
      kind: 'callback',
      lang: 'en',
      name: 'Bob',
      email: undefined,
      company: undefined,
      message: undefined,
    });
    const contact = await leadAt(db, '2026-02-03T23:59:59.999Z', {
      kind: 'contact',
      lang: 'en',
      name: 'Carol',
      email: 'carol@shop.example',
      message: 'Need a BOT for returns',
    });
    const spam = await leadAt(db, '2026-02-04T00:00:00Z', {
      kind: 'contact',
      lang: 'en',
      name: 'Cheap pills',
      message: 'bot bot bot',
    });
    await setStatus(db, spam, 'spam', sales);
    await setStatus(db, contact, 'contacted', sales);
    await assign(db, demo, 'staff-sales-2', sales);
    const ids = async (filter: InboxFilter) => (await listLeads(db, filter)).leads.map((lead) => lead.id);

    expect(await ids({})).toEqual([contact, callback, demo]);
    expect(await ids({ status: 'spam' })).toEqual([spam]);
    expect(await ids({ status: 'contacted' })).toEqual([contact]);
    expect(await ids({ kind: 'callback' })).toEqual([callback]);
    expect(await ids({ lang: 'ru' })).toEqual([demo]);
    expect(await ids({ from: '2026-02-02', to: '2026-02-03' })).toEqual([contact, callback]);
    expect(await ids({ to: '2026-02-01' })).toEqual([demo]);
    expect(await ids({ assignee: 'staff-sales-2' })).toEqual([demo]);
    expect(await ids({ assignee: 'none' })).toEqual([contact, callback]);
    // Words anywhere in name, email, company or message; case does not matter; % and _ are literal.
    expect(await ids({ q: 'bot' })).toEqual([contact]);
    expect(await ids({ q: 'ИВАН' })).toEqual([demo]);
    expect(await ids({ q: 'shop.example' })).toEqual([contact]);
    expect(await ids({ q: '100%' })).toEqual([demo]);
    expect(await ids({ q: '%' })).toEqual([demo]);
    expect(await ids({ q: '_' })).toEqual([]);
    expect(await ids({ q: 'bot', status: 'spam' })).toEqual([spam]);
    expect(await ids({ kind: 'contact', lang: 'en', q: 'returns', assignee: 'none', from: '2026-02-03' })).toEqual([
      contact,
    ]);
    // A live inbox asks whether a lead it heard of belongs in its view.
    expect(await leadInView(db, contact, { q: 'bot' })).toMatchObject({
      id: contact,
      name: 'Carol',
      status: 'contacted',
    });
    expect(await leadInView(db, spam, { q: 'bot' })).toBeUndefined();
    expect(await leadInView(db, demo, { lang: 'en' })).toBeUndefined();
  });

  it('counts each status under the other filters, spam apart and out of the total', async () => {
    const first = await leadAt(db, '2026-03-01T00:00:00Z', { lang: 'en' });
    const second = await leadAt(db, '2026-03-02T00:00:00Z', { lang: 'en', name: 'Second' });
    await leadAt(db, '2026-03-03T00:00:00Z', { lang: 'es', name: 'Third' });
    const spam = await leadAt(db, '2026-03-04T00:00:00Z', { lang: 'en', name: 'Spam' });
    await setStatus(db, first, 'won', sales);
    await setStatus(db, second, 'won', sales);
    await setStatus(db, spam, 'spam', sales);

    expect(await countsByStatus(db, {})).toEqual({
      new: 1,
      contacted: 0,
      qualified: 0,
      won: 2,
      lost: 0,
      spam: 1,
      total: 3,
    });
    expect(await countsByStatus(db, { lang: 'en', status: 'won' })).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      won: 2,
      lost: 0,
      spam: 1,
      total: 2,
    });
  });

  it('shows a lead with every field, its page and campaign, and how each notification fares', async () => {
    const id = await leadAt(db, '2026-04-01T12:00:00Z', {}, bothChannels);
    await db
      .update(outbox)
      .set({ attempts: 3, lastError: 'connect ECONNREFUSED', nextAttemptAt: new Date('2026-04-01T13:00:00Z') })
      .where(eq(outbox.channel, 'email'));
    await db
      .update(outbox)
      .set({ attempts: 1, deliveredAt: new Date('2026-04-01T12:00:01Z') })
      .where(eq(outbox.channel, 'webhook'));

    const detail = await getLead(db, id);
    expect(detail?.lead).toMatchObject({
      ...sampleLead(),
      id,
      status: 'new',
      assigneeId: null,
      createdAt: new Date('2026-04-01T12:00:00Z'),
    });
    expect(detail?.lead.utm).toEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'spring',
      term: 'ai agents',
      content: 'hero',
    });
    expect(detail?.lead.page).toBe('/fr/');
    expect(detail?.deliveries).toEqual([
      {
        id: expect.any(Number),
        channel: 'email',
        attempts: 3,
        deliveredAt: null,
        lastError: 'connect ECONNREFUSED',
        nextAttemptAt: new Date('2026-04-01T13:00:00Z'),
        givenUpAt: null,
      },
      {
        id: expect.any(Number),
        channel: 'webhook',
        attempts: 1,
        deliveredAt: new Date('2026-04-01T12:00:01Z'),
        lastError: null,
        nextAttemptAt: null,
        givenUpAt: null,
      },
    ]);
    expect(await getLead(db, id + 1000)).toBeUndefined();
  });

  it('moves a lead through the pipeline, assigns it and notes it, each change on its timeline with who and when', async () => {
    const id = await leadAt(db, '2026-05-01T08:00:00Z');
    const contacted = await setStatus(db, id, 'contacted', sales);
    expect(contacted.lead).toMatchObject({ id, status: 'contacted' });
    expect(contacted.entry).toMatchObject({
      kind: 'status',
      actorId: sales.id,
      detail: { from: 'new', to: 'contacted' },
    });
    expect(contacted.lead.updatedAt.getTime()).toBeGreaterThan(new Date('2026-05-01T08:00:00Z').getTime());
    // Asking for the status it has changes nothing and writes nothing.
    expect((await setStatus(db, id, 'contacted', sales)).entry).toBeUndefined();
    await assign(db, id, 'staff-sales-2', sales);
    const noted = await addNote(db, id, '  Called back; wants a quote by Friday.  ', { id: 'staff-sales-2' });
    expect(noted.entry?.note?.body).toBe('Called back; wants a quote by Friday.');
    await setStatus(db, id, 'won', { id: 'staff-sales-2' });
    await assign(db, id, null, sales);

    const entries = await timeline(db, id);
    expect(entries.map((entry) => [entry.kind, entry.actorId, entry.detail, entry.note?.body])).toEqual([
      ['created', null, { page: '/fr/' }, undefined],
      ['status', 'staff-sales-1', { from: 'new', to: 'contacted' }, undefined],
      ['assigned', 'staff-sales-1', { from: null, to: 'staff-sales-2' }, undefined],
      ['note', 'staff-sales-2', { noteId: noted.entry?.note?.id }, 'Called back; wants a quote by Friday.'],
      ['status', 'staff-sales-2', { from: 'contacted', to: 'won' }, undefined],
      ['assigned', 'staff-sales-1', { from: 'staff-sales-2', to: null }, undefined],
    ]);
    expect(entries[0]!.at).toEqual(new Date('2026-05-01T08:00:00Z'));
    expect((await getLead(db, id))?.lead).toMatchObject({ status: 'won', assigneeId: null });
  });

  it('refuses a change to a lead that does not exist and an empty note', async () => {
    const id = await leadAt(db, '2026-05-02T08:00:00Z');
    await expect(setStatus(db, id + 99, 'won', sales)).rejects.toBeInstanceOf(LeadNotFoundError);
    await expect(assign(db, id + 99, 'x', sales)).rejects.toBeInstanceOf(LeadNotFoundError);
    await expect(addNote(db, id, '   ', sales)).rejects.toThrow('A note needs some text');
    await expect(addNote(db, id, 'x'.repeat(5001), sales)).rejects.toThrow('at most 5000');
  });

  it('writes each change of the lead page with its audit row, no row when nothing changed, and undoes a change whose row cannot be written', async () => {
    const id = await leadAt(db, '2026-05-03T08:00:00Z', {}, bothChannels);
    const other = await leadAt(db, '2026-05-04T08:00:00Z', {}, bothChannels);
    const [email, webhook] = await db.select().from(outbox).where(eq(outbox.leadId, id)).orderBy(outbox.channel);
    const [othersEmail] = await db.select().from(outbox).where(eq(outbox.leadId, other)).orderBy(outbox.channel);
    await db
      .update(outbox)
      .set({ attempts: 1, deliveredAt: sql`now()` })
      .where(eq(outbox.id, webhook!.id));
    const acting = staffActing(handle, sales.id, 'sales');
    // A member who may take leads, to be assigned one.
    await db.insert(staffUser).values({ id: sales.id, name: 'Sol', email: 'sol@inbox.example', role: 'sales' });

    expect(await leadActions.status.perform({ lead: id, status: 'qualified' }, acting)).toEqual({ saved: true });
    expect(await leadActions.status.perform({ lead: id, status: 'qualified' }, acting)).toEqual({ saved: true });
    expect(await leadActions.assign.perform({ lead: id, assignee: '' }, acting)).toEqual({ saved: true });
    expect(await leadActions.assign.perform({ lead: id, assignee: 'not-a-member' }, acting)).toEqual({ status: 400 });
    expect(await leadActions.assign.perform({ lead: id, assignee: sales.id }, acting)).toEqual({ saved: true });
    expect(await leadActions.note.perform({ lead: id, note: '  Call on Friday \n' }, acting)).toEqual({ saved: true });
    expect(await leadActions.note.perform({ lead: id, note: '' }, acting)).toEqual({
      refusal: 'noteEmpty',
      status: 422,
    });
    expect(await leadActions.note.perform({ lead: id, note: 'x'.repeat(5001) }, acting)).toEqual({
      refusal: 'noteTooLong',
      status: 422,
    });
    expect(await leadActions.retry.perform({ lead: id, outbox: email!.id }, acting)).toEqual({ saved: true });
    expect(await leadActions.retry.perform({ lead: id, outbox: webhook!.id }, acting)).toEqual({ status: 400 });
    expect(await leadActions.retry.perform({ lead: id, outbox: othersEmail!.id }, acting)).toEqual({ status: 400 });
    expect(await leadActions.status.perform({ lead: other + 99, status: 'won' }, acting)).toEqual({ status: 404 });
    const [noted] = await db.select().from(leadNotes);
    const written = () =>
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
    const expected = [
      {
        action: 'lead-status',
        target: String(id),
        details: { from: 'new', to: 'qualified' },
        actorId: sales.id,
        ip: '203.0.113.30',
      },
      {
        action: 'lead-assign',
        target: String(id),
        details: { from: 'null', to: sales.id },
        actorId: sales.id,
        ip: '203.0.113.30',
      },
      {
        action: 'lead-note',
        target: String(id),
        details: { noteId: String(noted!.id) },
        actorId: sales.id,
        ip: '203.0.113.30',
      },
      {
        action: 'lead-retry',
        target: String(id),
        details: { outboxId: String(email!.id), channel: 'email' },
        actorId: sales.id,
        ip: '203.0.113.30',
      },
    ];
    expect(await written()).toEqual(expected);

    // An address the store cannot hold (a NUL byte): the row is refused, and with it the change.
    const unwritable = staffActing(handle, sales.id, 'sales', '203.0.113.30\u0000');
    await expect(leadActions.status.perform({ lead: id, status: 'lost' }, unwritable)).rejects.toThrow();
    await expect(leadActions.note.perform({ lead: id, note: 'kept?' }, unwritable)).rejects.toThrow();
    await expect(leadActions.retry.perform({ lead: other, outbox: othersEmail!.id }, unwritable)).rejects.toThrow();
    expect((await getLead(db, id))?.lead.status).toBe('qualified');
    expect((await db.select().from(leadNotes)).map((row) => row.body)).toEqual(['Call on Friday']);
    expect((await db.select().from(leadEvents).orderBy(leadEvents.id)).map((event) => event.kind)).toEqual([
      'status',
      'assigned',
      'note',
      'delivery_retry',
    ]);
    expect(await written()).toEqual(expected);
  });

  it('retries a failed notification now, once, and never one that was delivered', async () => {
    const id = await leadAt(db, '2026-06-01T08:00:00Z', {}, bothChannels);
    const rows = await db.select().from(outbox).orderBy(outbox.channel);
    const [email, webhook] = rows;
    await db
      .update(outbox)
      .set({ attempts: 4, lastError: 'timeout', nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.id, email!.id));
    await db
      .update(outbox)
      .set({ attempts: 1, deliveredAt: sql`now()` })
      .where(eq(outbox.id, webhook!.id));

    expect(await retryDelivery(db, id, email!.id, sales)).toMatchObject({ retried: true });
    const [row] = await db
      .select({ due: sql<boolean>`${outbox.nextAttemptAt} <= now()` })
      .from(outbox)
      .where(eq(outbox.id, email!.id));
    expect(row?.due).toBe(true);
    expect(await retryDelivery(db, id, webhook!.id, sales)).toEqual({ retried: false });
    await expect(retryDelivery(db, id, webhook!.id + 99, sales)).rejects.toBeInstanceOf(LeadNotFoundError);
    await expect(retryDelivery(db, id + 1, email!.id, sales)).rejects.toBeInstanceOf(LeadNotFoundError);
    expect((await timeline(db, id)).at(-1)).toMatchObject({
      kind: 'delivery_retry',
      actorId: sales.id,
      detail: { outboxId: email!.id, channel: 'email' },
    });
  });

  it('keeps markup, script, links and direction overrides a visitor typed as plain text, in the list, the lead, notes and search', async () => {
    const hostile = {
      name: '<img src=x onerror=alert(1)>',
      email: 'x@example.com',
      company: '<script>alert("c")</script>',
      message: '[click](javascript:alert(1)) <a href="javascript:alert(2)">here</a> \u202Egnp.exe',
      phone: '\u202E+1 555',
      details: { subject: '"><svg onload=alert(1)>', firstName: '<b>', lastName: '&amp;' },
      utm: { source: 'javascript:alert(1)', campaign: '<script>' },
    };
    const id = await leadAt(db, '2026-07-01T00:00:00Z', hostile);
    const note = '<img src=x onerror=alert("note")> \u202Eevil';
    await addNote(db, id, note, sales);

    const [row] = (await listLeads(db, { q: '<script>' })).leads;
    expect(row).toMatchObject({ id, name: hostile.name, company: hostile.company, phone: hostile.phone });
    expect((await getLead(db, id))?.lead).toMatchObject(hostile);
    expect((await timeline(db, id)).at(-1)?.note?.body).toBe(note);
    expect((await listLeads(db, { q: '\u202Egnp' })).leads.map((lead) => lead.id)).toEqual([id]);
    expect(await db.select({ count: sql<number>`count(*)::int` }).from(leads)).toEqual([{ count: 1 }]);
  });
});
