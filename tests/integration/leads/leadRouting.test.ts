/**
 * Lead routing on both stores: a new lead is given by the first rule it matches, else in turn to
 * the members who speak its language (the away ones passed by); a rule naming a disabled member
 * falls back and is reported; the assignee is mailed once, with the link to the lead. On
 * PostgreSQL, leads sent at once through two instances are spread in turn, none given twice out of turn.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { openDatabase } from '../../../src/server/db/client';
import { leads, outbox, routingRules, staffUser } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { leads as leadActions } from '../../../src/actions/staff/leads';
import { listLeads } from '../../../src/server/leads/inbox/queries';
import { timeline } from '../../../src/server/leads/inbox/lead';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { routingProblems } from '../../../src/server/leads/routing/routeLead';
import { saveLead } from '../../../src/server/leads/intake/store';
import { staffActing } from '../../support/integration/acting';
import { simpleParser } from 'mailparser';
import { sampleLead, TestSmtpServer, type ReceivedMail } from '../../support/integration/leadsPeers';
import { postgresUrl, testStores } from '../../support/integration/stores';

const noChannels = parseEnv({});

/** The team: two Russian speakers in sales, one away, an English-speaking admin, a disabled member. */
const team = [
  { id: 'staff-ivan', name: 'Ivan', email: 'ivan@staff.example', role: 'sales', languages: ['ru', 'en'], lang: 'ru' },
  { id: 'staff-olga', name: 'Olga', email: 'olga@staff.example', role: 'sales', languages: ['ru'] },
  { id: 'staff-petr', name: 'Petr', email: 'petr@staff.example', role: 'sales', languages: ['ru'], away: true },
  { id: 'staff-anna', name: 'Anna', email: 'anna@staff.example', role: 'admin', languages: ['en'] },
  { id: 'staff-gone', name: 'Gone', email: 'gone@staff.example', role: 'sales', languages: ['ru'], disabled: true },
];

/** A lead in `lang`, unlike any other (so none is taken for a repeat). */
let sent = 0;
const leadIn = (lang: 'ru' | 'en' | 'es', fields: Parameters<typeof sampleLead>[0] = {}) =>
  sampleLead({ lang, kind: 'demo', page: `/${lang}/`, name: `Visitor ${(sent += 1)}`, ...fields });

/** A mail's subject as its reader shows it (decoded). */
const subjectOf = async (mail: ReceivedMail) => (await simpleParser(mail.raw)).subject;

const assigneeOf = async (db: Database, id: number) =>
  (await db.select({ assigneeId: leads.assigneeId }).from(leads).where(eq(leads.id, id)))[0]!.assigneeId;

describe.each(testStores)('lead routing on $name', (store) => {
  let handle: Awaited<ReturnType<typeof store.open>>;
  let db: Database;
  beforeEach(async () => {
    handle = await store.open();
    db = handle.db;
    await db.insert(staffUser).values(team);
  });
  afterEach(async () => {
    await handle.cleanup();
  });

  it('gives a Russian lead to the member its language rule names, and its timeline says by which rule', async () => {
    await db.insert(routingRules).values([
      { position: 1, lang: 'en', action: 'member', assigneeId: 'staff-anna' },
      { position: 2, lang: 'ru', kind: 'demo', action: 'member', assigneeId: 'staff-olga' },
    ]);
    const { id } = await saveLead(leadIn('ru'), { db, settings: noChannels });
    expect(await assigneeOf(db, id)).toBe('staff-olga');
    expect((await timeline(db, id)).map((entry) => [entry.kind, entry.actorId, entry.detail])).toEqual([
      ['created', null, expect.any(Object)],
      ['assigned', null, { from: null, to: 'staff-olga', rule: 2, by: 'rule' }],
    ]);
    // A Russian call-back matches neither rule: the round robin of Russian speakers takes it.
    const callback = await saveLead(leadIn('ru', { kind: 'callback' }), { db, settings: noChannels });
    expect(await assigneeOf(db, callback.id)).toBe('staff-ivan');
  });

  it('takes turns between the two Russian speakers, passing the away one by, and gives an English lead to the English speakers', async () => {
    const given: (string | null)[] = [];
    for (let lead = 0; lead < 5; lead += 1)
      given.push(await assigneeOf(db, (await saveLead(leadIn('ru'), { db, settings: noChannels })).id));
    expect(given).toEqual(['staff-ivan', 'staff-olga', 'staff-ivan', 'staff-olga', 'staff-ivan']);
    const english = await saveLead(leadIn('en'), { db, settings: noChannels });
    expect(await assigneeOf(db, english.id)).toBe('staff-anna');
    expect((await timeline(db, english.id))[1]!.detail).toEqual({
      from: null,
      to: 'staff-anna',
      rule: null,
      by: 'roundRobin',
    });
    // Back from leave: Petr is in the turn again, after Olga's last lead and Ivan's.
    await db.update(staffUser).set({ away: false }).where(eq(staffUser.id, 'staff-petr'));
    const next = await saveLead(leadIn('ru'), { db, settings: noChannels });
    expect(await assigneeOf(db, next.id)).toBe('staff-olga');
    const after = await saveLead(leadIn('ru'), { db, settings: noChannels });
    expect(await assigneeOf(db, after.id)).toBe('staff-petr');
  });

  it('a rule naming a disabled member: the lead goes to the round robin, the problem is reported, and a lead nobody speaks stays in the inbox', async () => {
    await db.insert(routingRules).values([
      { position: 1, lang: 'ru', action: 'member', assigneeId: 'staff-gone' },
      { position: 2, lang: 'es', action: 'member', assigneeId: 'staff-gone' },
    ]);
    const { id } = await saveLead(leadIn('ru'), { db, settings: noChannels });
    expect(await assigneeOf(db, id)).toBe('staff-ivan');
    expect((await timeline(db, id))[1]!.detail).toEqual({
      from: null,
      to: 'staff-ivan',
      rule: 1,
      by: 'roundRobin',
      skipped: 'disabled',
    });
    expect(await routingProblems(db)).toEqual([
      { ruleId: expect.any(Number), number: 1, member: 'gone@staff.example', problem: 'disabled' },
      { ruleId: expect.any(Number), number: 2, member: 'gone@staff.example', problem: 'disabled' },
    ]);

    const spanish = await saveLead(leadIn('es'), { db, settings: noChannels });
    expect(await assigneeOf(db, spanish.id)).toBeNull();
    expect((await timeline(db, spanish.id))[1]!.detail).toEqual({
      from: null,
      to: null,
      rule: 2,
      by: 'nobody',
      skipped: 'disabled',
    });
    const inbox = await listLeads(db, { assignee: 'none' });
    expect(inbox.leads.map((lead) => lead.id)).toEqual([spanish.id]);
  });

  it('mails the assignee once, in their language, with the link; a member giving the lead to another mails them, and never twice', async () => {
    const smtp = await new TestSmtpServer().start();
    try {
      const settings = parseEnv({ SMTP_URL: smtp.url, SITE_URL: 'https://agentica.example' });
      const { id } = await saveLead(leadIn('ru', { message: 'Нужен агент для поддержки.' }), { db, settings });
      expect(await deliverDueNow({ db, settings })).toEqual({ claimed: 2, delivered: 2, failed: 0 });
      const toIvan = smtp.received.filter((mail) => mail.to.includes('ivan@staff.example'));
      expect(toIvan).toHaveLength(1);
      expect(await subjectOf(toIvan[0]!)).toBe(`Заявка №${id} ваша: Демо, Visitor ${sent}`);
      expect(toIvan[0]!.text).toContain('Нужен агент для поддержки.');
      expect(toIvan[0]!.text).toContain(`https://agentica.example/staff/leads/${id}\n`);
      expect(await deliverDueNow({ db, settings })).toMatchObject({ claimed: 0 });

      // Anna gives it to Olga (mailed, in English: she chose no language), then back to Ivan (mailed already).
      const anna = staffActing(handle, 'staff-anna', 'admin', undefined, {
        settings: { SMTP_URL: smtp.url, SITE_URL: 'https://agentica.example' },
      });
      expect(await leadActions.assign.perform({ lead: id, assignee: 'staff-olga' }, anna)).toEqual({ saved: true });
      expect(await leadActions.assign.perform({ lead: id, assignee: 'staff-ivan' }, anna)).toEqual({ saved: true });
      expect(await deliverDueNow({ db, settings })).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      const toOlga = smtp.received.filter((mail) => mail.to.includes('olga@staff.example'));
      expect(await Promise.all(toOlga.map(subjectOf))).toEqual([`Lead #${id} is yours: Demo from Visitor ${sent}`]);
      expect(toOlga[0]!.text).toContain(`Open it in the staff area: https://agentica.example/staff/leads/${id}\n`);
      expect(smtp.received.filter((mail) => mail.to.includes('ivan@staff.example'))).toHaveLength(1);
      expect(
        await db
          .select({ recipient: outbox.recipient })
          .from(outbox)
          .where(eq(outbox.channel, 'assignee'))
          .orderBy(outbox.id),
      ).toEqual([{ recipient: 'staff-ivan' }, { recipient: 'staff-olga' }]);

      // Taking a lead oneself mails nobody.
      const olga = staffActing(handle, 'staff-olga', 'sales', undefined, { settings: { SMTP_URL: smtp.url } });
      const other = await saveLead(leadIn('en'), { db, settings: noChannels });
      await leadActions.assign.perform({ lead: other.id, assignee: 'staff-olga' }, olga);
      expect(await db.select().from(outbox).where(eq(outbox.leadId, other.id))).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });
});

describe('lead routing across two instances on one PostgreSQL', () => {
  it('spreads leads sent at once in turn: each Russian speaker gets the same number, none a turn twice', async () => {
    const [first] = testStores.filter((each) => each.name === 'PostgreSQL');
    const one = await first!.open();
    const two = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
    try {
      await one.db
        .insert(staffUser)
        .values([
          ...team,
          { id: 'staff-vera', name: 'Vera', email: 'vera@staff.example', role: 'sales', languages: ['ru'] },
        ]);
      const ids = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          saveLead(leadIn('ru'), { db: (index % 2 ? two : one).db, settings: noChannels }),
        ),
      );
      const rows = await one.db.select({ assigneeId: leads.assigneeId }).from(leads);
      expect(rows).toHaveLength(ids.length);
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.assigneeId!, (counts.get(row.assigneeId!) ?? 0) + 1);
      expect(Object.fromEntries(counts)).toEqual({ 'staff-ivan': 10, 'staff-olga': 10, 'staff-vera': 10 });
    } finally {
      await two.close();
      await one.cleanup();
    }
  });
});
