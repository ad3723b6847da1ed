/**
 * A visitor cancels their meeting by the link in its mail (`links.ts`): the page shows the meeting
 * the link names and, on the visitor's word, cancels it. The cancellation raises the meeting's
 * revision, which both ends the link and stamps the calendar's `METHOD:CANCEL`, and queues that
 * cancellation to the visitor and the member, in its transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leads, meetingTypes, meetings, outbox } from '../db/schema.ts';
import { asLang, type Lang } from '../../i18n/languages.ts';
import { meetingLinkKey, readMeetingToken } from './links.ts';

/** A link's meeting as its page shows it, or why there is none to act on. */
export type LinkedMeeting =
  | {
      /** `open` to cancel; `cancelled` once this link cancelled it. */
      state: 'open' | 'cancelled';
      meetingId: number;
      sequence: number;
      lang: Lang;
      start: Date;
      visitorTimeZone: string;
      typeName: string;
    }
  | { state: 'invalid' | 'used' | 'expired'; lang?: Lang };

/** The meeting the link `token` names, read at `now`. */
async function linkedMeeting(db: Database, token: string, now: Date): Promise<LinkedMeeting> {
  const link = readMeetingToken(await meetingLinkKey(db), token);
  if (!link) return { state: 'invalid' };
  const [found] = await db
    .select({ meeting: meetings, lang: leads.lang, names: meetingTypes.names })
    .from(meetings)
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .innerJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .where(eq(meetings.id, link.meetingId));
  if (!found) return { state: 'invalid' };
  const lang = asLang(found.lang) ?? 'en';
  if (found.meeting.cancelledAt || found.meeting.sequence !== link.sequence) return { state: 'used', lang };
  if (now.getTime() >= link.expiresAt || now >= found.meeting.startsAt) return { state: 'expired', lang };
  return {
    state: 'open',
    meetingId: found.meeting.id,
    sequence: found.meeting.sequence,
    lang,
    start: found.meeting.startsAt,
    visitorTimeZone: found.meeting.visitorTimeZone,
    typeName: found.names[lang] ?? found.names['en'] ?? found.meeting.typeId,
  };
}

/**
 * Cancels the meeting the link `token` names, once: the first of two clicks wins, the second
 * finds the link used. Queues the cancellation's mail to the visitor and the member.
 */
export async function cancelByLink(db: Database, token: string, now: Date): Promise<LinkedMeeting> {
  const linked = await linkedMeeting(db, token, now);
  if (linked.state !== 'open') return linked;
  return db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(meetings)
      .set({ cancelledAt: now, sequence: linked.sequence + 1 })
      .where(
        and(eq(meetings.id, linked.meetingId), eq(meetings.sequence, linked.sequence), isNull(meetings.cancelledAt)),
      )
      .returning({ leadId: meetings.leadId, memberId: meetings.memberId, sequence: meetings.sequence });
    if (!cancelled) return { state: 'used', lang: linked.lang };
    // One row per recipient and revision: the invitation's rows (revision 0) stay as they were.
    await tx
      .insert(outbox)
      .values(
        ['visitor', cancelled.memberId].map((who) => ({
          leadId: cancelled.leadId,
          channel: 'meeting' as const,
          recipient: `${who}@${cancelled.sequence}`,
        })),
      )
      .onConflictDoNothing();
    return { ...linked, state: 'cancelled', sequence: cancelled.sequence };
  });
}

/**
 * What the page a meeting's link opens shows: on GET the meeting the link names, on POST (the
 * visitor's word, the link's token posted back) the outcome of cancelling it. Read through the
 * app's store at the machine's clock.
 */
export async function meetingLinkPage(
  app: { db(): Promise<Database> },
  request: Request,
  query: URLSearchParams,
): Promise<{ linked: LinkedMeeting; token: string }> {
  const posted = request.method === 'POST' ? await request.formData().catch(() => undefined) : undefined;
  const token = String(posted?.get('token') ?? query.get('token') ?? '').slice(0, 200);
  const db = await app.db();
  const linked = posted ? await cancelByLink(db, token, new Date()) : await linkedMeeting(db, token, new Date());
  return { linked, token };
}

/** The status a link's page answers with: 200 to act on or done, 404 not ours, 410 used or past. */
export function linkStatus(linked: LinkedMeeting): number {
  if (linked.state === 'invalid') return 404;
  return linked.state === 'used' || linked.state === 'expired' ? 410 : 200;
}
