/**
 * Booking: a meeting lead's time given to one member who is free then. The routing rules and the
 * round robin choose among the free members (`decideRoute`); the store's exclusion constraint
 * (`meetings_no_overlap`) is what makes a time booked once, on any instance: a member taken
 * between the read and the insert is passed by, and with nobody left the booking is refused.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { meetings } from '../db/schema.ts';
import { applyRoute, decideRoute, type RoutedLead } from '../leads/routing/routeLead.ts';
import type { MeetingRequest } from '../leads/types.ts';
import { blockedRange, isFreeStart } from './freeTimes.ts';
import { queueMeetingMail } from './meetingMail.ts';
import { placeTimeZone } from './offer.ts';
import { hostSchedules, offeredType } from './schedules.ts';

/** The time is no longer free (or never was): nothing is booked, and the visitor picks another. */
export class SlotTakenError extends Error {
  constructor() {
    super('The meeting time is not free');
    this.name = 'SlotTakenError';
  }
}

/** A booked meeting: its id, its member and its calendar `UID`. */
export interface BookedMeeting {
  id: number;
  memberId: string;
  uid: string;
}

/** PostgreSQL's `exclusion_violation`, wherever the driver put it. */
export function isExclusionViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as Error).cause)
    if ((current as { code?: unknown }).code === '23P01') return true;
  return false;
}

/**
 * Books the meeting of the lead `leadId`, just stored in `tx`: routes it among the members free
 * at its time and writes the meeting, in the same transaction. Throws SlotTakenError when nobody
 * is free then, so the transaction, lead included, is rolled back.
 */
export async function bookMeeting(
  tx: Database,
  leadId: number,
  lead: RoutedLead,
  request: MeetingRequest,
  now: Date,
  options: { mail: boolean },
): Promise<BookedMeeting> {
  const type = await offeredType(tx, request.typeId);
  if (!type || !type.languages.includes(lead.lang)) throw new SlotTakenError();
  const blocked = blockedRange(type, request.start);
  const hosts = await hostSchedules(tx, type.id, blocked.from);
  let free = hosts.filter((host) => isFreeStart(type, host, request.start, now)).map((host) => host.memberId);
  while (free.length) {
    const outcome = await decideRoute(tx, lead, free);
    const memberId = outcome.to;
    if (!memberId) break;
    // A UUID, as RFC 7986 recommends for an iCalendar UID: the same for every revision of the invitation.
    const uid = randomUUID();
    try {
      // A savepoint: a member booked meanwhile fails this insert only, and the next free one is tried.
      const [row] = await tx.transaction((savepoint) =>
        savepoint
          .insert(meetings)
          .values({
            leadId,
            memberId,
            typeId: type.id,
            startsAt: request.start,
            endsAt: new Date(request.start.getTime() + type.minutes * 60_000),
            blockedFrom: blocked.from,
            blockedUntil: blocked.until,
            // A form sent without script was read on the place's clock.
            visitorTimeZone: request.visitorTimeZone || placeTimeZone(type.place),
            uid,
          })
          .returning({ id: meetings.id }),
      );
      // The member hears of it by the meeting's own invitation, not by the mail of an assignment.
      await applyRoute(tx, leadId, outcome, { mail: false });
      if (options.mail) await queueMeetingMail(tx, leadId, memberId, { start: request.start, now });
      return { id: row!.id, memberId, uid };
    } catch (error) {
      if (!isExclusionViolation(error)) throw error;
      free = free.filter((id) => id !== memberId);
    }
  }
  throw new SlotTakenError();
}
