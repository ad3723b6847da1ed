/**
 * The reply promise on both stores: a lead's first answer recorded once; the overdue view; the
 * reminders queued once per lead and kind (two instances racing on PostgreSQL) and mailed to
 * the assignee in their staff language or to the team in English; the dashboard's median first response and share answered in time.
 */
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../../src/server/db/client';
import { openDatabase } from '../../../src/server/db/client';
import { leads, outbox, staffUser, type LeadStatus } from '../../../src/server/db/schema';
import { replyTimes } from '../../../src/server/dashboard/replyTimes';
import { parseEnv } from '../../../src/server/env';
import { countView, listLeads } from '../../../src/server/leads/inbox/queries';
import { inboxQuery } from '../../../src/server/leads/inbox/filter';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { assign, setStatus } from '../../../src/server/leads/inbox/pipeline';
import { queueReminders } from '../../../src/server/leads/routing/reminders';
import { markReplied } from '../../../src/server/leads/inbox/replies';
import { parseWorkingHours, type ReplyPromise } from '../../../src/server/leads/routing/replyPromise';
import { staffActing } from '../../support/integration/acting';
import { leadAt } from '../../support/integration/inboxLeads';
import { TestSmtpServer } from '../../support/integration/leadsPeers';
import { postgresUrl, freshStoreEach, testStores } from '../../support/integration/stores';

const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const ago = (now: Date, hours: number) => new Date(now.getTime() - hours * HOUR);
const day: ReplyPromise = { hours: 24, timeZone: 'UTC' };

/** A lead as stored at `createdAt`, with its status, first answer and assignee. */
async function lead(
  db: Database,
  createdAt: Date,
  fields: { status?: LeadStatus; firstResponseAt?: Date; assigneeId?: string; lang?: string; name?: string } = {},
): Promise<number> {
  const { name = 'Ada Lovelace', lang = 'en', ...rest } = fields;
  const [row] = await db
    .insert(leads)
    .values({
      kind: 'demo',
      lang,
      page: `/${lang}`,
      name,
      email: 'ada@example.com',
      createdAt,
      updatedAt: createdAt,
      ...rest,
    })
    .returning({ id: leads.id });
  return row!.id;
}

const firstResponse = async (db: Database, id: number) =>
  (await db.select({ at: leads.firstResponseAt }).from(leads).where(eq(leads.id, id)))[0]!.at;

describe.each(testStores)('the reply promise on $name', (store) => {
  const fresh = freshStoreEach(store);

  it('records a lead’s first answer once: on “Replied” or a move on from new, never on spam or an assignment', async () => {
    const me = { id: 'staff-sam' };
    const moved = await lead(fresh.db, at('2026-11-20T10:00:00Z'));
    await assign(fresh.db, moved, me.id, me);
    await setStatus(fresh.db, moved, 'spam', me);
    await setStatus(fresh.db, moved, 'new', me);
    expect(await firstResponse(fresh.db, moved)).toBeNull();
    await setStatus(fresh.db, moved, 'contacted', me);
    const first = await firstResponse(fresh.db, moved);
    expect(first).toBeInstanceOf(Date);
    await fresh.db.execute(
      sql`update leads set first_response_at = first_response_at - interval '1 hour' where id = ${moved}`,
    );
    const kept = await firstResponse(fresh.db, moved);
    await setStatus(fresh.db, moved, 'qualified', me);
    await markReplied({ lead: moved, channel: 'email' }, staffActing(fresh.handle, me.id, 'sales'));
    expect(await firstResponse(fresh.db, moved)).toEqual(kept);

    const replied = await lead(fresh.db, at('2026-11-20T11:00:00Z'));
    await markReplied({ lead: replied, channel: 'phone' }, staffActing(fresh.handle, me.id, 'sales'));
    expect(await firstResponse(fresh.db, replied)).toBeInstanceOf(Date);
    const lost = await lead(fresh.db, at('2026-11-20T12:00:00Z'));
    await setStatus(fresh.db, lost, 'lost', me);
    expect(await firstResponse(fresh.db, lost)).toBeInstanceOf(Date);
  });

  it('lists exactly the leads waiting past their deadline in the overdue view, counted in working hours', async () => {
    // Monday to Friday 09:00-18:00 UTC, 9 working hours: seen on Tuesday 2026-11-24 at 12:00.
    const promise: ReplyPromise = { hours: 9, timeZone: 'UTC', week: parseWorkingHours('Mon-Fri 09:00-18:00') };
    const now = at('2026-11-24T12:00:00Z');
    const weekend = await lead(fresh.db, at('2026-11-21T15:00:00Z')); // due Monday 18:00
    const monday = await lead(fresh.db, at('2026-11-23T14:00:00Z')); // 4 h Monday + 3 h Tuesday: 2 h left
    const justDue = await lead(fresh.db, at('2026-11-23T12:00:00Z')); // due Tuesday 12:00: overdue now
    await lead(fresh.db, at('2026-11-20T10:00:00Z'), {
      status: 'contacted',
      firstResponseAt: at('2026-11-23T10:00:00Z'),
    });
    await lead(fresh.db, at('2026-11-20T10:00:00Z'), { status: 'spam' });
    await lead(fresh.db, at('2026-11-24T08:00:00Z'));
    const query = inboxQuery({ due: 'overdue' }, promise, now);
    expect((await listLeads(fresh.db, query)).leads.map((row) => row.id)).toEqual([justDue, weekend]);
    expect(await countView(fresh.db, query)).toBe(2);
    expect((await listLeads(fresh.db, { ...query, sort: 'status' })).leads.map((row) => row.id)).toEqual([
      justDue,
      weekend,
    ]);
    // An hour later nothing else is due; the Monday afternoon lead is, at 15:00.
    expect(await countView(fresh.db, inboxQuery({ due: 'overdue' }, promise, at('2026-11-24T13:00:00Z')))).toBe(2);
    expect(
      (await listLeads(fresh.db, inboxQuery({ due: 'overdue' }, promise, at('2026-11-24T14:00:00Z')))).leads.map(
        (row) => row.id,
      ),
    ).toEqual([monday, justDue, weekend]);
    // Without its moment worked out on the server, the view holds nothing.
    expect(await countView(fresh.db, { due: 'overdue' })).toBe(0);
  });

  it('queues a reminder before the deadline and an overdue notice after it, once each, and mails them to the assignee in their language or the team in English', async () => {
    const smtp = await new TestSmtpServer().start();
    try {
      const settings = parseEnv({
        SMTP_URL: smtp.url,
        LEADS_EMAIL_TO: 'team@agentica.example',
        SITE_URL: 'https://agentica.example',
        LEADS_WORKING_TIME_ZONE: 'Europe/Moscow',
      });
      await fresh.db
        .insert(staffUser)
        .values({ id: 'staff-sam', email: 'sam@agentica.example', name: 'Sam', role: 'sales', lang: 'ru' });
      const now = at('2026-11-24T12:00:00Z');
      // A right-to-left override in the visitor's name is shown, never obeyed, in subject and body.
      const samS = await lead(fresh.db, ago(now, 23), { assigneeId: 'staff-sam', name: 'Sam\u202Elead' });
      const nobodys = await lead(fresh.db, ago(now, 22.5), { name: 'Nobody lead' });
      const late = await lead(fresh.db, ago(now, 25), { name: 'Late lead' });
      await lead(fresh.db, ago(now, 10)); // 14 h left
      await lead(fresh.db, ago(now, 23), { status: 'contacted', firstResponseAt: ago(now, 20) });
      await lead(fresh.db, ago(now, 30), { status: 'spam' });
      await lead(fresh.db, ago(now, 40 * 24)); // older than the look-back

      expect(await queueReminders(fresh.db, day, 120, now)).toEqual({ reminder: [samS, nobodys], overdue: [late] });
      expect(await queueReminders(fresh.db, day, 120, now)).toEqual({ reminder: [], overdue: [] });
      // Two hours on, both reminded leads are overdue too; none is reminded again.
      const later = new Date(now.getTime() + 2 * HOUR);
      expect(await queueReminders(fresh.db, day, 120, later)).toEqual({ reminder: [], overdue: [samS, nobodys] });

      expect(await deliverDueNow({ db: fresh.db, settings })).toEqual({ claimed: 5, delivered: 5, failed: 0 });
      const mails = await Promise.all(
        smtp.received.map(async (mail) => ({
          to: mail.to.join(),
          subject: (await simpleParser(mail.raw)).subject,
          text: mail.text,
        })),
      );
      mails.sort((a, b) => `${a.to}${a.subject}`.localeCompare(`${b.to}${b.subject}`));
      // Deadlines in the working hours' zone (Moscow), as the staff area writes them.
      expect(mails.map(({ to, subject }) => ({ to, subject }))).toEqual([
        { to: 'sam@agentica.example', subject: 'Ответить до 24 нояб. 2026 г., 16:00 GMT+3: Демо, Sam[U+202E]lead' },
        { to: 'team@agentica.example', subject: 'Overdue, no reply yet: Demo from Late lead' },
        { to: 'team@agentica.example', subject: 'Overdue, no reply yet: Demo from Nobody lead' },
        { to: 'team@agentica.example', subject: 'Overdue, no reply yet: Demo from Sam[U+202E]lead' },
        { to: 'team@agentica.example', subject: 'Reply due by 24 Nov 2026, 16:30 GMT+3: Demo from Nobody lead' },
      ]);
      expect(mails[0]!.text).toBe(
        [
          `Заявка №${samS} (Демо, Sam[U+202E]lead, язык en) ждёт первого ответа: мы обещали ответить в течение 24 ч рабочего времени.`,
          'Ответить до: 24 нояб. 2026 г., 16:00 GMT+3',
          'Ответственный: Sam',
          '',
          `Открыть в рабочем кабинете: https://agentica.example/staff/leads/${samS}`,
          '',
        ].join('\n'),
      );
      expect(mails[3]!.text).toBe(
        [
          `Lead #${samS} (Demo from Sam[U+202E]lead, en) has passed its reply deadline without an answer.`,
          'Reply by: 24 Nov 2026, 16:00 GMT+3',
          'Assignee: Sam',
          '',
          `Open it: https://agentica.example/staff/leads/${samS}`,
          '',
        ].join('\n'),
      );
      expect(mails[4]!.text).toBe(
        [
          `Lead #${nobodys} (Demo from Nobody lead, en) is waiting for its first answer, promised within 24 working hours.`,
          'Reply by: 24 Nov 2026, 16:30 GMT+3',
          'Assignee: nobody yet',
          '',
          `Open it: https://agentica.example/staff/leads/${nobodys}`,
          '',
        ].join('\n'),
      );
    } finally {
      await smtp.stop();
    }
  });

  it('announces a new lead by mail alone: its reminders wait for their time', async () => {
    const id = await leadAt(fresh.db, '2026-11-24T11:00:00Z', {}, parseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }));
    expect(await fresh.db.select({ channel: outbox.channel }).from(outbox).where(eq(outbox.leadId, id))).toEqual([
      { channel: 'email' },
    ]);
  });

  it('sends no reminder for a lead answered after it was queued', async () => {
    const smtp = await new TestSmtpServer().start();
    try {
      const settings = parseEnv({ SMTP_URL: smtp.url });
      const now = at('2026-11-24T12:00:00Z');
      const answered = await lead(fresh.db, ago(now, 23));
      expect(await queueReminders(fresh.db, day, 120, now)).toEqual({ reminder: [answered], overdue: [] });
      await setStatus(fresh.db, answered, 'contacted', { id: 'staff-sam' });
      expect(await deliverDueNow({ db: fresh.db, settings })).toMatchObject({ claimed: 1, delivered: 1 });
      expect(smtp.received).toEqual([]);
      expect(await queueReminders(fresh.db, day, 120, new Date(now.getTime() + 5 * HOUR))).toEqual({
        reminder: [],
        overdue: [],
      });
    } finally {
      await smtp.stop();
    }
  });

  it('gives the dashboard the median first response and the share answered in time, per assignee and language', async () => {
    const now = at('2026-11-24T12:00:00Z');
    const arrived = at('2026-11-20T10:00:00Z');
    await fresh.db.insert(staffUser).values([
      { id: 'staff-ann', email: 'ann@agentica.example', name: 'Ann', role: 'sales' },
      { id: 'staff-bob', email: 'bob@agentica.example', name: 'Bob', role: 'sales' },
    ]);
    const answered = (hours: number) => ({
      status: 'contacted' as const,
      firstResponseAt: new Date(arrived.getTime() + hours * HOUR),
    });
    // Ann: answered in 1, 3 and 30 hours (median 3 h; 2 of 3 in time), English.
    await lead(fresh.db, arrived, { ...answered(1), assigneeId: 'staff-ann' });
    await lead(fresh.db, arrived, { ...answered(3), assigneeId: 'staff-ann' });
    await lead(fresh.db, arrived, { ...answered(30), assigneeId: 'staff-ann', lang: 'ru' });
    // Bob: answered in 2 and 4 hours (median 3 h), one overdue unanswered: 2 of 3 in time.
    await lead(fresh.db, arrived, { ...answered(2), assigneeId: 'staff-bob', lang: 'ru' });
    await lead(fresh.db, arrived, { ...answered(4), assigneeId: 'staff-bob', lang: 'ru' });
    await lead(fresh.db, arrived, { assigneeId: 'staff-bob', lang: 'ru' });
    // Nobody's: one still within its time (left out of the share), one spam (left out of all).
    await lead(fresh.db, ago(now, 1));
    await lead(fresh.db, arrived, { status: 'spam' });
    // Before the period.
    await lead(fresh.db, at('2026-10-01T10:00:00Z'), answered(100));

    const times = await replyTimes(fresh.db, at('2026-11-18T00:00:00Z'), at('2026-11-25T00:00:00Z'), day, now);
    // Answers after 1, 2, 3, 4, 30 hours: the median is 3 h; 4 of 6 decided leads in time.
    expect(times.overall).toEqual({
      leads: 7,
      answered: 5,
      inTime: 4,
      decided: 6,
      overdue: 1,
      medianMs: 3 * HOUR,
      share: 4 / 6,
    });
    expect(
      times.byMember.map(({ label, figures }) => [label, figures.medianMs, figures.share, figures.overdue]),
    ).toEqual([
      ['Ann', 3 * HOUR, 2 / 3, 0],
      ['Bob', 3 * HOUR, 2 / 3, 1],
      [null, null, null, 0],
    ]);
    // English: 1 h and 3 h (median 2 h, both in time); Russian: 30, 2, 4 h and one overdue (median 4 h, 2 of 4).
    expect(times.byLanguage.map(({ key, figures }) => [key, figures.leads, figures.medianMs, figures.share])).toEqual([
      ['en', 3, 2 * HOUR, 1],
      ['ru', 4, 4 * HOUR, 0.5],
    ]);
  });

  it('keeps two members of one name apart on the dashboard, each with their own figures', async () => {
    const now = at('2026-11-24T12:00:00Z');
    const arrived = at('2026-11-20T10:00:00Z');
    await fresh.db.insert(staffUser).values([
      { id: 'staff-anna-1', email: 'anna.k@agentica.example', name: 'Anna', role: 'sales' },
      { id: 'staff-anna-2', email: 'anna.p@agentica.example', name: 'Anna', role: 'sales' },
      { id: 'staff-bob', email: 'bob@agentica.example', name: 'Bob', role: 'sales' },
    ]);
    const answered = (hours: number) => ({
      status: 'contacted' as const,
      firstResponseAt: new Date(arrived.getTime() + hours * HOUR),
    });
    await lead(fresh.db, arrived, { ...answered(1), assigneeId: 'staff-anna-1' });
    await lead(fresh.db, arrived, { ...answered(30), assigneeId: 'staff-anna-2' });
    await lead(fresh.db, arrived, { ...answered(2), assigneeId: 'staff-bob' });
    const times = await replyTimes(fresh.db, at('2026-11-18T00:00:00Z'), at('2026-11-25T00:00:00Z'), day, now);
    expect(
      times.byMember.map(({ key, label, figures }) => [key, label, figures.leads, figures.medianMs, figures.share]),
    ).toEqual([
      ['staff-anna-1', 'Anna (anna.k@agentica.example)', 1, HOUR, 1],
      ['staff-anna-2', 'Anna (anna.p@agentica.example)', 1, 30 * HOUR, 0],
      ['staff-bob', 'Bob', 1, 2 * HOUR, 1],
    ]);
  });
});

describe('reminders queued by two instances at once on PostgreSQL', () => {
  let first: DatabaseHandle & { cleanup(): Promise<void> };
  let second: DatabaseHandle;
  beforeEach(async () => {
    first = await testStores[1]!.open();
    second = await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl });
  });
  afterEach(async () => {
    await second.close();
    await first.cleanup();
  });

  it('go out once per lead and kind', async () => {
    const now = at('2026-11-24T12:00:00Z');
    const soon = await Promise.all(
      Array.from({ length: 20 }, (_, index) => lead(first.db, ago(now, 22.5 + index / 100))),
    );
    const late = await Promise.all(Array.from({ length: 20 }, (_, index) => lead(first.db, ago(now, 25 + index))));
    const runs = await Promise.all(
      Array.from({ length: 6 }, (_, index) => queueReminders((index % 2 ? second : first).db, day, 120, now)),
    );
    expect(runs.flatMap((run) => run.reminder).sort((a, b) => a - b)).toEqual([...soon].sort((a, b) => a - b));
    expect(runs.flatMap((run) => run.overdue).sort((a, b) => a - b)).toEqual([...late].sort((a, b) => a - b));
    const rows = await first.db
      .select({ channel: outbox.channel, n: sql<number>`count(*)::int` })
      .from(outbox)
      .groupBy(outbox.channel)
      .orderBy(outbox.channel);
    expect(rows).toEqual([
      { channel: 'overdue', n: 20 },
      { channel: 'reminder', n: 20 },
    ]);
  });
});
