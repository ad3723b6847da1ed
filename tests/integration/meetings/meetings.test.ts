/**
 * Booking a meeting on both stores: a picked time is booked with a member free then, routed to
 * them, in the transaction that stores the lead; a time already taken, within a buffer, off the
 * grid, too soon or of a type not offered books nothing and stores no lead. The exclusion
 * constraint holds under a race: many visitors sending one time at once get one meeting per free
 * member, on PostgreSQL through two instances too.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { leads, meetingHosts, meetingTypes, meetings, routingRules, staffUser } from '../../../src/server/db/schema';
import { parseEnv } from '../../../src/server/env';
import { saveLead } from '../../../src/server/leads/intake/store';
import { timeline } from '../../../src/server/leads/inbox/lead';
import { SlotTakenError } from '../../../src/server/meetings/book';
import { freeTimesOf, offeredType } from '../../../src/server/meetings/schedules';
import { sampleLead } from '../../support/integration/leadsPeers';
import { freshStoreEach, postgresUrl, testStores } from '../../support/integration/stores';

const noChannels = parseEnv({});
/** The clock every booking is judged by. */
const now = new Date('2026-12-01T08:00:00Z');
const at = (iso: string) => new Date(iso);

const team = [
  { id: 'staff-ivan', name: 'Ivan', email: 'ivan@staff.example', role: 'sales', languages: ['ru', 'en'] },
  { id: 'staff-olga', name: 'Olga', email: 'olga@staff.example', role: 'sales', languages: ['ru'] },
];
/** Every day, all day, in UTC: any time on the half-hour grid is within hours. */
const allWeek = Array.from({ length: 7 }, () => [[0, 1440]] as [number, number][]);

let sent = 0;
/** A Russian meeting lead for the time `start`, unlike any other. */
const booking = (start: string, typeId = 'intro') =>
  sampleLead({
    kind: 'meeting',
    lang: 'ru',
    page: '/ru/contact',
    name: `Visitor ${(sent += 1)}`,
    details: { office: 'moscow' },
    meeting: { typeId, start: at(start), visitorTimeZone: 'Europe/Moscow' },
  });

const book = (db: Database, start: string, typeId?: string) =>
  saveLead(booking(start, typeId), { db, settings: noChannels, now });

const leadCount = async (db: Database) => (await db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]!.n;
const booked = (db: Database) =>
  db
    .select({ leadId: meetings.leadId, memberId: meetings.memberId, startsAt: meetings.startsAt })
    .from(meetings)
    .where(isNull(meetings.cancelledAt))
    .orderBy(meetings.memberId);

describe.each(testStores)('booking a meeting on $name', (store) => {
  const fresh = freshStoreEach(store);
  let db: Database;
  beforeEach(async () => {
    db = fresh.db;
    await db.insert(staffUser).values(team);
    await db.insert(meetingTypes).values({
      id: 'intro',
      names: { en: 'Introduction', ru: 'Знакомство' },
      minutes: 30,
      bufferBeforeMinutes: 15,
      bufferAfterMinutes: 15,
      minNoticeMinutes: 120,
      horizonDays: 14,
      stepMinutes: 30,
      place: 'moscow',
      languages: ['ru', 'en'],
    });
    await db
      .insert(meetingHosts)
      .values(team.map((member) => ({ memberId: member.id, timeZone: 'UTC', weekly: allWeek, typeIds: ['intro'] })));
  });

  it('books a free time with a member, gives them the lead and says so in its timeline', async () => {
    const { id } = await book(db, '2026-12-02T10:00:00Z');
    const [meeting] = await db.select().from(meetings).where(eq(meetings.leadId, id));
    expect(meeting).toMatchObject({
      memberId: 'staff-ivan',
      startsAt: at('2026-12-02T10:00:00Z'),
      endsAt: at('2026-12-02T10:30:00Z'),
      blockedFrom: at('2026-12-02T09:45:00Z'),
      blockedUntil: at('2026-12-02T10:45:00Z'),
      visitorTimeZone: 'Europe/Moscow',
      sequence: 0,
    });
    expect(meeting!.uid).toMatch(/^[0-9a-f-]{36}$/);
    const [lead] = await db.select({ assigneeId: leads.assigneeId }).from(leads).where(eq(leads.id, id));
    expect(lead!.assigneeId).toBe('staff-ivan');
    expect((await timeline(db, id)).map((entry) => entry.detail)).toContainEqual({
      from: null,
      to: 'staff-ivan',
      rule: null,
      by: 'roundRobin',
    });
  });

  it('gives the same time to the second free member, then refuses it and stores no lead', async () => {
    await book(db, '2026-12-02T10:00:00Z');
    await book(db, '2026-12-02T10:00:00Z');
    expect((await booked(db)).map((row) => row.memberId)).toEqual(['staff-ivan', 'staff-olga']);
    await expect(book(db, '2026-12-02T10:00:00Z')).rejects.toBeInstanceOf(SlotTakenError);
    // Within a buffer: 10:30 starts its own buffer at 10:15, inside both members' 09:45–10:45.
    await expect(book(db, '2026-12-02T10:30:00Z')).rejects.toBeInstanceOf(SlotTakenError);
    expect(await leadCount(db)).toBe(2);
    // The free times no longer offer either, and 11:00 (its buffer from 10:45) is free again.
    const type = (await offeredType(db, 'intro'))!;
    const starts = (await freeTimesOf(db, type, now, 200)).map((slot) => slot.start.toISOString());
    expect(starts).not.toContain('2026-12-02T10:00:00.000Z');
    expect(starts).not.toContain('2026-12-02T10:30:00.000Z');
    expect(starts).toContain('2026-12-02T11:00:00.000Z');
  });

  it('passes the rule’s member by when they are taken then, and gives the meeting to the free one', async () => {
    await db.insert(routingRules).values({ position: 1, lang: 'ru', action: 'member', assigneeId: 'staff-olga' });
    const first = await book(db, '2026-12-03T10:00:00Z');
    const second = await book(db, '2026-12-03T10:00:00Z');
    const byLead = Object.fromEntries((await booked(db)).map((row) => [row.leadId, row.memberId]));
    expect([byLead[first.id], byLead[second.id]]).toEqual(['staff-olga', 'staff-ivan']);
    expect((await timeline(db, second.id)).map((entry) => entry.detail)).toContainEqual({
      from: null,
      to: 'staff-ivan',
      rule: 1,
      by: 'roundRobin',
      skipped: 'busy',
    });
  });

  it('books nothing for a time that is too soon, off the grid, past the horizon or of a type not offered', async () => {
    for (const start of [
      '2026-12-01T09:00:00Z',
      '2026-12-02T10:10:00Z',
      '2026-12-20T10:00:00Z',
      '2026-11-30T10:00:00Z',
    ])
      await expect(book(db, start), start).rejects.toBeInstanceOf(SlotTakenError);
    await expect(book(db, '2026-12-02T10:00:00Z', 'no-such-type')).rejects.toBeInstanceOf(SlotTakenError);
    await db.update(meetingTypes).set({ active: false });
    await expect(book(db, '2026-12-02T10:00:00Z')).rejects.toBeInstanceOf(SlotTakenError);
    expect(await leadCount(db)).toBe(0);
  });

  it('refuses an overlapping meeting of one member in the store itself, and a cancelled one frees its time', async () => {
    const { id } = await book(db, '2026-12-02T10:00:00Z');
    const other = (await saveLead(sampleLead({ name: 'Someone else' }), { db, settings: noChannels })).id;
    const row = (from: string, until: string, uid: string) => ({
      leadId: other,
      memberId: 'staff-ivan',
      typeId: 'intro',
      startsAt: at(from),
      endsAt: at(until),
      blockedFrom: at(from),
      blockedUntil: at(until),
      visitorTimeZone: 'UTC',
      uid,
    });
    const sqlState = (error: unknown): unknown =>
      error && ((error as { code?: unknown }).code ?? sqlState((error as Error).cause));
    // 10:40 lies within the first meeting's 09:45–10:45.
    const refused = await db
      .insert(meetings)
      .values(row('2026-12-02T10:40:00Z', '2026-12-02T11:10:00Z', 'overlapping'))
      .catch((error: unknown) => error);
    expect(sqlState(refused)).toBe('23P01');
    // Touching is no conflict: from 10:45, where the first one's buffer ends.
    await db.insert(meetings).values({ ...row('2026-12-02T10:45:00Z', '2026-12-02T11:15:00Z', 'touching') });
    await db.update(meetings).set({ cancelledAt: now }).where(eq(meetings.leadId, id));
    await db.delete(meetings).where(eq(meetings.uid, 'touching'));
    await db.insert(meetings).values(row('2026-12-02T10:00:00Z', '2026-12-02T10:30:00Z', 'after-cancel'));
    expect(
      await db
        .select({ uid: meetings.uid })
        .from(meetings)
        .where(and(eq(meetings.memberId, 'staff-ivan'), isNull(meetings.cancelledAt))),
    ).toEqual([{ uid: 'after-cancel' }]);
  });

  it('books one meeting per free member when many visitors send the same time at once', async () => {
    // On PostgreSQL, through two instances (two pools), as behind a load balancer.
    const other =
      store.name === 'PostgreSQL' ? await openDatabase({ DATA_DIR: 'unused', DATABASE_URL: postgresUrl }) : undefined;
    try {
      const sends = Array.from({ length: 8 }, (_, index) =>
        book(index % 2 && other ? other.db : db, '2026-12-07T12:00:00Z').then(
          () => 'booked',
          (error: unknown) => (error instanceof SlotTakenError ? 'taken' : Promise.reject(error)),
        ),
      );
      const outcomes = await Promise.all(sends);
      expect(outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(2);
      expect((await booked(db)).map((row) => row.memberId)).toEqual(['staff-ivan', 'staff-olga']);
      expect(await leadCount(db)).toBe(2);
    } finally {
      await other?.close();
    }
  });
});
