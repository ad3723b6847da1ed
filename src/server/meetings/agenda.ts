/**
 * The meetings agenda (`/staff/leads/meetings`): the booked meetings of a week or a day, grouped by
 * day on the viewer's own clock (a week runs Monday to Sunday there, so a meeting at 01:00 in
 * Moscow is on the Moscow day, not the UTC one), for one member or everyone. Sales see their own
 * by default and may look at everyone's; admins see everyone's and may pick any member.
 */
import { and, asc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { StaffClock } from '../../format/staffClock.ts';
import { instantOfWall, wallDay } from '../../format/zoneTime.ts';
import type { SiteApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { leads, meetingHosts, meetingTypes, meetings, staffUser } from '../db/schema.ts';
import { leadMembers } from '../staff/accounts.ts';
import type { StaffMember } from '../staff/member.ts';

const DAY_MS = 86_400_000;

/** More than any member books in a week: a bound, so a wrong query cannot read the whole table into a page. */
const MAX_ROWS = 1000;

/** `?member=` for every member's meetings. */
export const EVERYONE = 'all';

/** The days the agenda shows, on the viewer's clock: `first` (a Monday for a week) and the instants they span. */
export interface AgendaRange {
  kind: 'week' | 'day';
  /** `YYYY-MM-DD`: the week's Monday, or the day. */
  first: string;
  /** The range before and after, as their `first`. */
  previous: string;
  next: string;
  from: Date;
  /** Exclusive. */
  until: Date;
}

/** A `YYYY-MM-DD` date as the UTC midnight standing for it, or undefined when it names no date. */
function dateOf(value: string | null): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const at = Date.UTC(year, month - 1, day);
  return new Date(at).getUTCDate() === day && new Date(at).getUTCMonth() === month - 1 ? at : undefined;
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/**
 * The range `query` asks for: `?day=` that day; else `?week=` the week holding that date (any
 * day of it: its Monday is taken); else the week holding today on `clock`. Its bounds are the
 * midnights of the viewer's zone, so a day on which the clocks change has the hours it shows.
 */
export function agendaRange(query: URLSearchParams, clock: StaffClock): AgendaRange {
  const day = dateOf(query.get('day'));
  const kind = day === undefined ? 'week' : 'day';
  const asked = day ?? dateOf(query.get('week')) ?? wallDay(clock.now.getTime(), clock.timeZone);
  // Monday 0 … Sunday 6.
  const first = kind === 'day' ? asked : asked - ((new Date(asked).getUTCDay() + 6) % 7) * DAY_MS;
  const length = kind === 'day' ? DAY_MS : 7 * DAY_MS;
  return {
    kind,
    first: isoDay(first),
    previous: isoDay(first - length),
    next: isoDay(first + length),
    from: new Date(instantOfWall(first, clock.timeZone)),
    until: new Date(instantOfWall(first + length, clock.timeZone)),
  };
}

/** The members `member` may pick: an admin any member who meets visitors, sales only themselves. */
async function memberChoices(db: Database, member: StaffMember): Promise<{ id: string; name: string }[]> {
  if (member.user.role !== 'admin') return [{ id: member.user.id, name: member.user.name }];
  return leadMembers(db);
}

/**
 * Whose meetings `?member=` asks for, among `choices`, or undefined for everyone: `all`, or a
 * member `member` may pick; anything else is the default, their own for sales and everyone's for admins.
 */
export function agendaMember(
  query: URLSearchParams,
  member: StaffMember,
  choices: readonly { id: string }[],
): string | undefined {
  const asked = query.get('member');
  if (asked === EVERYONE) return undefined;
  if (choices.some((choice) => choice.id === asked)) return asked ?? undefined;
  return member.user.role === 'admin' ? undefined : member.user.id;
}

/** The meetings that start within `range`, of `memberId` or everyone, earliest first. */
function agendaRows(db: Database, range: AgendaRange, memberId: string | undefined) {
  const where: SQL[] = [gte(meetings.startsAt, range.from), lt(meetings.startsAt, range.until)];
  if (memberId) where.push(eq(meetings.memberId, memberId));
  return db
    .select({
      id: meetings.id,
      startsAt: meetings.startsAt,
      endsAt: meetings.endsAt,
      cancelled: meetings.cancelledAt,
      leadId: meetings.leadId,
      visitor: leads.name,
      typeId: meetings.typeId,
      typeNames: meetingTypes.names,
      memberName: staffUser.name,
    })
    .from(meetings)
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .leftJoin(meetingTypes, eq(meetingTypes.id, meetings.typeId))
    .leftJoin(staffUser, eq(staffUser.id, meetings.memberId))
    .where(and(...where))
    .orderBy(asc(meetings.startsAt), asc(meetings.id))
    .limit(MAX_ROWS);
}

/** A meeting as the agenda lists it. */
export type AgendaRow = Awaited<ReturnType<typeof agendaRows>>[number];

/** `rows` (in order) by the day each starts on `timeZone`'s clock (`YYYY-MM-DD`), days in order. */
export function byDay(rows: readonly AgendaRow[], timeZone: string): { day: string; meetings: AgendaRow[] }[] {
  const days = new Map<string, AgendaRow[]>();
  for (const row of rows) {
    const day = isoDay(wallDay(row.startsAt.getTime(), timeZone));
    days.set(day, [...(days.get(day) ?? []), row]);
  }
  return [...days].map(([day, meetings]) => ({ day, meetings }));
}

/**
 * The agenda `member` asked for with `query` on `clock`: the range, whose meetings (undefined:
 * everyone's) and who may be picked, the meetings by day, and the viewer's own feed: whether they
 * meet visitors (only a host has one) and whether theirs is on.
 */
export async function agendaScreen(
  app: Pick<SiteApp, 'db'>,
  member: StaffMember,
  query: URLSearchParams,
  clock: StaffClock,
) {
  const db = await app.db();
  const range = agendaRange(query, clock);
  const choices = await memberChoices(db, member);
  const memberId = agendaMember(query, member, choices);
  const [rows, [host]] = await Promise.all([
    agendaRows(db, range, memberId),
    db
      .select({ feedToken: meetingHosts.feedToken })
      .from(meetingHosts)
      .where(eq(meetingHosts.memberId, member.user.id)),
  ]);
  return {
    range,
    member: memberId ?? EVERYONE,
    choices,
    days: byDay(rows, clock.timeZone),
    feed: { hosts: !!host, on: !!host?.feedToken },
  };
}
