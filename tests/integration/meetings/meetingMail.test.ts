/**
 * A booked meeting's mail, through the outbox to a real SMTP server: the visitor's invitation in
 * the page's language on their own clock and the member's in their staff language on theirs, each
 * carrying the meeting as an iCalendar REQUEST a calendar app reads (ical.js); the visitor's
 * reminders when they fall due, once; its move and then its cancellation by the visitor's links,
 * each once, as the same event at a higher SEQUENCE to both; and no reminder of an old time or of
 * a cancelled meeting.
 */
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogs } from '../../../src/i18n';
import { meetingHosts, meetingTypes, meetings, outbox, staffUser } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { saveLead } from '../../../src/server/leads/intake/store';
import { deliverDueNow } from '../../../src/server/leads/notify/outbox';
import { cancelByLink, moveByLink } from '../../../src/server/meetings/manage';
import { sampleLead, TestSmtpServer } from '../../support/integration/leadsPeers';
import { freshStoreEach, testStores } from '../../support/integration/stores';

const now = new Date('2026-12-01T08:00:00Z');
const start = '2026-12-03T10:00:00.000Z';
const allWeek = Array.from({ length: 7 }, () => [[0, 1440]] as [number, number][]);

/** The calendar a mail carries, as a calendar app reads it. */
async function calendarOf(raw: string) {
  const parsed = await simpleParser(raw);
  const part = parsed.attachments.find((item) => item.contentType.startsWith('text/calendar'));
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    // A URI's scheme is case-insensitive (`MAILTO:` as written is `mailto:`).
    organizer: String(event.getFirstPropertyValue('organizer')).toLowerCase(),
    attendee: String(event.getFirstPropertyValue('attendee')).toLowerCase(),
    location: event.getFirstPropertyValue('location'),
    sequence: event.getFirstPropertyValue('sequence'),
  };
}

describe.each(testStores)('the mail of a booked meeting on $name', (store) => {
  const fresh = freshStoreEach(store);
  let smtp: TestSmtpServer;
  beforeEach(async () => {
    smtp = await new TestSmtpServer().start();
    await fresh.db.insert(staffUser).values({
      id: 'staff-ivan',
      name: 'Ivan Petrov',
      email: 'ivan@staff.example',
      role: 'sales',
      languages: ['ru'],
    });
    await fresh.db.insert(meetingTypes).values({
      id: 'intro',
      names: { en: 'Introduction', ru: 'Знакомство' },
      minutes: 30,
      place: 'saintPetersburg',
      languages: ['ru'],
    });
    await fresh.db
      .insert(meetingHosts)
      .values({ memberId: 'staff-ivan', timeZone: 'Asia/Novosibirsk', weekly: allWeek, typeIds: ['intro'] });
  });
  afterEach(async () => smtp.stop());

  it('invites the visitor and the member with the calendar, reminds, moves and cancels by the links, each once', async () => {
    const settings = parseEnv({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: 'https://agents.example' });
    const lead = sampleLead({
      kind: 'meeting',
      lang: 'ru',
      page: '/ru/contact',
      name: 'Анна Каренина',
      email: 'anna@example.com',
      details: {},
      meeting: { typeId: 'intro', start: new Date(start), visitorTimeZone: 'Asia/Kolkata' },
    });
    const { id } = await saveLead(lead, { db: fresh.db, settings, now });
    const rows = await fresh.db.select().from(outbox).where(eq(outbox.leadId, id));
    // The member hears of it by the invitation, not by the assignment's mail.
    expect(rows.map((row) => [row.channel, row.recipient]).sort()).toEqual([
      ['email', ''],
      ['meeting', 'staff-ivan'],
      ['meeting', 'visitor'],
      ['meetingrem', 'visitor-1h'],
      ['meetingrem', 'visitor-24h'],
    ]);
    expect(rows.find((row) => row.recipient === 'visitor-24h')!.nextAttemptAt).toEqual(
      new Date('2026-12-02T10:00:00Z'),
    );

    await deliverDueNow({ db: fresh.db, settings, now: () => now });
    const [meeting] = await fresh.db.select().from(meetings).where(eq(meetings.leadId, id));
    const toVisitor = smtp.received.find((mail) => mail.to.includes('anna@example.com'))!;
    const toMember = smtp.received.find((mail) => mail.to.includes('ivan@staff.example'))!;
    const m = catalogs.ru.meetingMail;
    // 10:00 UTC is 15:30 in Kolkata, for the visitor; 17:00 in Novosibirsk, for the member.
    expect(toVisitor.text).toContain(m.booked);
    expect(toVisitor.text).toContain('15:30');
    expect(toVisitor.text).toContain('Санкт-Петербург');
    expect(toVisitor.headers.get('reply-to')).toContain('ivan@staff.example');
    expect(toMember.text).toContain('5:00 PM');
    expect(toMember.text).toContain(`https://agents.example/staff/leads/${id}`);
    for (const mail of [toVisitor, toMember])
      expect(await calendarOf(mail.raw)).toMatchObject({
        method: 'REQUEST',
        uid: meeting!.uid,
        start,
        organizer: 'mailto:ivan@staff.example',
        attendee: 'mailto:anna@example.com',
      });
    expect(smtp.received.filter((mail) => mail.to.includes('anna@example.com'))).toHaveLength(1);

    // A day before: the 24-hour reminder is due (the clock moved on), and goes once.
    await fresh.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.recipient, 'visitor-24h'));
    await deliverDueNow({ db: fresh.db, settings, now: () => now });
    await deliverDueNow({ db: fresh.db, settings, now: () => now });
    const reminders = smtp.received.filter((mail) => mail.text.includes(m.reminderIntro));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.to).toEqual(['anna@example.com']);

    // The visitor moves it by the link in their mail, once: both get the same event again at 12:00, revision 1.
    const linkIn = (text: string) =>
      new URL(/https:\/\/agents\.example\/meetings\/manage\?token=\S+/.exec(text)![0]).searchParams.get('token')!;
    const first = linkIn(toVisitor.text);
    const noon = 'intro@2026-12-03T12:00:00.000Z';
    expect((await moveByLink(fresh.db, first, noon, now)).state).toBe('moved');
    expect((await moveByLink(fresh.db, first, noon, now)).state).toBe('used');
    let before = smtp.received.length;
    await deliverDueNow({ db: fresh.db, settings, now: () => now });
    const moves = smtp.received.slice(before);
    expect(moves.map((mail) => mail.to[0]).sort()).toEqual(['anna@example.com', 'ivan@staff.example']);
    for (const mail of moves)
      expect(await calendarOf(mail.raw)).toMatchObject({
        method: 'REQUEST',
        uid: meeting!.uid,
        sequence: 1,
        start: '2026-12-03T12:00:00.000Z',
      });
    const movedMail = moves.find((mail) => mail.to[0] === 'anna@example.com')!;
    expect(movedMail.text).toContain(m.moved);
    expect(movedMail.text).toContain('17:30');

    // Then cancels it by the new mail's link: both get the calendar's CANCEL, revision 2.
    const second = linkIn(movedMail.text);
    expect((await cancelByLink(fresh.db, second, now)).state).toBe('cancelled');
    expect((await cancelByLink(fresh.db, second, now)).state).toBe('used');
    before = smtp.received.length;
    await deliverDueNow({ db: fresh.db, settings, now: () => now });
    const cancellations = smtp.received.slice(before);
    expect(cancellations.map((mail) => mail.to[0]).sort()).toEqual(['anna@example.com', 'ivan@staff.example']);
    for (const mail of cancellations)
      expect(await calendarOf(mail.raw)).toMatchObject({ method: 'CANCEL', uid: meeting!.uid, sequence: 2 });
    expect(cancellations.find((mail) => mail.to[0] === 'anna@example.com')!.text).toContain(m.cancelled);

    // Every reminder left, of the first time and of the second, counts as done once due and sends nothing.
    await fresh.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(outbox.channel, 'meetingrem'));
    await deliverDueNow({ db: fresh.db, settings, now: () => now });
    expect(smtp.received).toHaveLength(before + 2);
    const left = await fresh.db.select().from(outbox).where(eq(outbox.channel, 'meetingrem'));
    expect(left.map((row) => row.recipient).sort()).toEqual([
      'visitor-1h',
      'visitor-1h@1',
      'visitor-24h',
      'visitor-24h@1',
    ]);
    expect(left.every((row) => row.deliveredAt !== null)).toBe(true);
  });
});
