/**
 * What booking reads from the store: a meeting type, the members who take it with their hours
 * and the times they are already taken, and from those the free times (`freeTimes.ts`).
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { meetingHosts, meetingTypes, meetings, staffUser } from '../db/schema.ts';
import { takesLeads } from '../leads/routing/routeLead.ts';
import { freeSlots, type FreeSlot, type HostSchedule } from './freeTimes.ts';

export type MeetingType = typeof meetingTypes.$inferSelect;

/** The meeting type `id` when it is offered (active), else undefined. */
export async function offeredType(db: Database, id: string): Promise<MeetingType | undefined> {
  const [type] = await db
    .select()
    .from(meetingTypes)
    .where(and(eq(meetingTypes.id, id), eq(meetingTypes.active, true)));
  return type;
}

/**
 * The members who take meetings of `typeId` and may be given leads now (active, sales or admin,
 * not away), each with their meetings that end after `from` as busy times.
 */
export async function hostSchedules(
  db: Database,
  typeId: string,
  from: Date,
  /** A meeting left out of the busy times: the one being moved. */
  except?: number,
): Promise<HostSchedule[]> {
  const rows = await db
    .select({
      memberId: meetingHosts.memberId,
      timeZone: meetingHosts.timeZone,
      weekly: meetingHosts.weekly,
      daysOff: meetingHosts.daysOff,
      role: staffUser.role,
      disabled: staffUser.disabled,
      away: staffUser.away,
    })
    .from(meetingHosts)
    .innerJoin(staffUser, eq(staffUser.id, meetingHosts.memberId))
    .where(sql`${meetingHosts.typeIds} @> ${JSON.stringify([typeId])}::jsonb`)
    .orderBy(meetingHosts.memberId);
  const hosts = rows.filter((row) => takesLeads(row) && !row.away);
  if (!hosts.length) return [];
  // One row per member, the taken times as two arrays of epoch milliseconds: thousands of meetings
  // cross from the store as twenty rows, which the embedded store returns far sooner.
  const epochs = (column: AnyPgColumn) =>
    sql<number[]>`array_agg((extract(epoch from ${column}) * 1000)::float8 order by ${meetings.blockedFrom})`;
  const taken = await db
    .select({ memberId: meetings.memberId, from: epochs(meetings.blockedFrom), until: epochs(meetings.blockedUntil) })
    .from(meetings)
    .where(
      and(
        isNull(meetings.cancelledAt),
        gt(meetings.blockedUntil, from),
        except === undefined ? undefined : ne(meetings.id, except),
        inArray(
          meetings.memberId,
          hosts.map((host) => host.memberId),
        ),
      ),
    )
    .groupBy(meetings.memberId);
  const byMember = new Map(taken.map((row) => [row.memberId, row]));
  return hosts.map((host) => {
    const row = byMember.get(host.memberId);
    return {
      memberId: host.memberId,
      timeZone: host.timeZone,
      weekly: host.weekly,
      daysOff: host.daysOff,
      busy: (row?.from ?? []).map((at, index) => ({ from: new Date(at), until: new Date(row!.until[index]!) })),
    };
  });
}

/** The next free times of `type` from `now`, at most `limit`. */
export async function freeTimesOf(db: Database, type: MeetingType, now: Date, limit: number): Promise<FreeSlot[]> {
  return freeSlots(type, await hostSchedules(db, type.id, now), now, limit);
}
