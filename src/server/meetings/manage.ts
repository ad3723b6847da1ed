/**
 * A visitor moves or cancels their meeting by the link in its mail (`links.ts`): the page shows
 * the meeting the link names with its member's other free times, and on the visitor's word moves
 * it to one of them or cancels it. Either raises the meeting's revision, which ends the link (the
 * new mail brings a new one) and is the calendar's `SEQUENCE`, and queues the revision's mail in
 * the same transaction. The store's exclusion constraint keeps a moved meeting off another's time.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leads, meetingTypes, meetings } from '../db/schema.ts';
import { asLang, type Lang } from '../../i18n/languages.ts';
import { parseSlot } from '../../forms/slots.ts';
import { isExclusionViolation } from './book.ts';
import { blockedRange, freeSlots, isFreeStart } from './freeTimes.ts';
import { meetingLinkKey, readMeetingToken } from './links.ts';
import { queueMeetingMail } from './meetingMail.ts';
import { hostSchedules } from './schedules.ts';

/** The meeting a link names, as its page shows it. */
export interface ShownMeeting {
  /** `open` to act on (`taken`: the time chosen was not free); `moved` or `cancelled` once this link did it. */
  state: 'open' | 'taken' | 'moved' | 'cancelled';
  meetingId: number;
  sequence: number;
  lang: Lang;
  typeId: string;
  start: Date;
  visitorTimeZone: string;
  typeName: string;
  /** The member's other free times, for `open` and `taken`. */
  starts: string[];
}

/** A link's meeting, or why there is none to act on. */
export type LinkedMeeting = ShownMeeting | { state: 'invalid' | 'used' | 'expired'; lang?: Lang };

/** Whether the link names a meeting to show. */
export const isShown = (linked: LinkedMeeting): linked is ShownMeeting => 'meetingId' in linked;

/** How many other times the page offers at most. */
const OFFERED = 40;

/** The meeting the link `token` names, read at `now`, with its type and member. */
async function linkedRow(db: Database, token: string, now: Date) {
  const link = readMeetingToken(await meetingLinkKey(db), token);
  if (!link) return { linked: { state: 'invalid' } as LinkedMeeting };
  const [found] = await db
    .select({ meeting: meetings, lang: leads.lang, type: meetingTypes })
    .from(meetings)
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .where(eq(meetings.id, link.meetingId));
  if (!found) return { linked: { state: 'invalid' } as LinkedMeeting };
  const lang = asLang(found.lang) ?? 'en';
  const { meeting, type } = found;
  if (meeting.cancelledAt || meeting.sequence !== link.sequence)
    return { linked: { state: 'used', lang } as LinkedMeeting };
  if (now.getTime() >= link.expiresAt || now >= meeting.startsAt)
    return { linked: { state: 'expired', lang } as LinkedMeeting };
  const open: ShownMeeting = {
    state: 'open',
    meetingId: meeting.id,
    sequence: meeting.sequence,
    lang,
    typeId: type.id,
    start: meeting.startsAt,
    visitorTimeZone: meeting.visitorTimeZone,
    typeName: type.names[lang] ?? type.names['en'] ?? type.id,
    starts: [],
  };
  return { linked: open as LinkedMeeting, meeting, type };
}

/** The meeting's member as the free times need them, this meeting left out of their busy times. */
async function memberSchedule(db: Database, meeting: typeof meetings.$inferSelect, now: Date) {
  const hosts = await hostSchedules(db, meeting.typeId, now, meeting.id);
  return hosts.find((host) => host.memberId === meeting.memberId);
}

/** The meeting the link names, with its member's other free times to move it to. */
async function linkedMeeting(db: Database, token: string, now: Date): Promise<LinkedMeeting> {
  const { linked, meeting, type } = await linkedRow(db, token, now);
  if (linked.state !== 'open' || !meeting || !type) return linked;
  const host = await memberSchedule(db, meeting, now);
  const starts = host ? freeSlots(type, [host], now, OFFERED + 1).map((slot) => slot.start) : [];
  const others = starts.filter((start) => start.getTime() !== meeting.startsAt.getTime()).slice(0, OFFERED);
  return { ...linked, starts: others.map((start) => start.toISOString()) };
}

/** Cancels the meeting the link `token` names, once: the first of two clicks wins, the second finds the link used. */
export async function cancelByLink(db: Database, token: string, now: Date): Promise<LinkedMeeting> {
  const linked = await linkedMeeting(db, token, now);
  if (linked.state !== 'open') return linked;
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(meetings)
      .set({ cancelledAt: now, sequence: linked.sequence + 1 })
      .where(
        and(eq(meetings.id, linked.meetingId), eq(meetings.sequence, linked.sequence), isNull(meetings.cancelledAt)),
      )
      .returning();
    if (!done) return { state: 'used', lang: linked.lang };
    await queueMeetingMail(tx, done.leadId, done.memberId, {
      start: done.startsAt,
      now,
      revision: done.sequence,
      cancelled: true,
    });
    return { ...linked, state: 'cancelled', sequence: done.sequence, starts: [] };
  });
}

/**
 * Moves the meeting the link `token` names to `slot` (one of its member's free times, of its
 * type), once. A time no longer free, or never offered, leaves it where it was (`taken`).
 */
export async function moveByLink(db: Database, token: string, slot: string, now: Date): Promise<LinkedMeeting> {
  const { linked, meeting, type } = await linkedRow(db, token, now);
  if (linked.state !== 'open' || !meeting || !type) return linked;
  const chosen = parseSlot(slot);
  const host = await memberSchedule(db, meeting, now);
  if (!chosen || chosen.typeId !== type.id || !host || !isFreeStart(type, host, chosen.start, now))
    return { ...(await linkedMeeting(db, token, now)), state: 'taken' } as LinkedMeeting;
  const blocked = blockedRange(type, chosen.start);
  try {
    return await db.transaction(async (tx) => {
      const [done] = await tx
        .update(meetings)
        .set({
          startsAt: chosen.start,
          endsAt: new Date(chosen.start.getTime() + type.minutes * 60_000),
          blockedFrom: blocked.from,
          blockedUntil: blocked.until,
          sequence: meeting.sequence + 1,
        })
        .where(and(eq(meetings.id, meeting.id), eq(meetings.sequence, meeting.sequence), isNull(meetings.cancelledAt)))
        .returning();
      if (!done) return { state: 'used', lang: linked.lang } as LinkedMeeting;
      await queueMeetingMail(tx, done.leadId, done.memberId, { start: done.startsAt, now, revision: done.sequence });
      return { ...linked, state: 'moved', sequence: done.sequence, start: done.startsAt } as LinkedMeeting;
    });
  } catch (error) {
    // Taken by another booking between the check and the update: the store refused the overlap.
    if (!isExclusionViolation(error)) throw error;
    return { ...(await linkedMeeting(db, token, now)), state: 'taken' } as LinkedMeeting;
  }
}

/**
 * What the page a meeting's link opens shows: on GET the meeting the link names, on POST (the
 * visitor's word: `action` `move` with a `slot`, or `cancel`, the link's token posted back) the
 * outcome. Read through the app's store at the machine's clock.
 */
export async function meetingLinkPage(
  app: { db(): Promise<Database> },
  request: Request,
  query: URLSearchParams,
): Promise<{ linked: LinkedMeeting; token: string }> {
  const posted = request.method === 'POST' ? await request.formData().catch(() => undefined) : undefined;
  const field = (name: string) => String(posted?.get(name) ?? '').slice(0, 200);
  const token = (posted ? field('token') : (query.get('token') ?? '')).slice(0, 200);
  const db = await app.db();
  const now = new Date();
  if (!posted) return { linked: await linkedMeeting(db, token, now), token };
  const linked =
    field('action') === 'move' ? await moveByLink(db, token, field('slot'), now) : await cancelByLink(db, token, now);
  return { linked, token };
}

/** The status a link's page answers with: 200 to act on or done, 409 a time taken, 404 not ours, 410 used or past. */
export function linkStatus(linked: LinkedMeeting): number {
  if (linked.state === 'invalid') return 404;
  if (linked.state === 'taken') return 409;
  return linked.state === 'used' || linked.state === 'expired' ? 410 : 200;
}
