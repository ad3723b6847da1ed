/**
 * When a member meets visitors, set by the member on their account or by an admin on the team
 * screen: their time zone, weekly hours and days off as typed (`weeklyHours.ts`), and the active
 * meeting types they take. Only a member who may be given leads (active, sales or admin) hosts.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { canonicalTimeZone } from '../../format/staffClock.ts';
import type { Database } from '../db/client.ts';
import { meetingHosts, meetingTypes, staffUser } from '../db/schema.ts';
import { takesLeads } from '../leads/routing/routeLead.ts';
import { AccountError, findMember } from '../staff/accounts.ts';
import type { Acting } from '../staff/member.ts';
import {
  formatWeeklyHours,
  parseDaysOff,
  parseWeeklyHours,
  WeeklyHoursError,
  type WeeklyHoursProblem,
} from './weeklyHours.ts';

/** The longest hours or days off a member may type: far more than a week and a year of days off need. */
export const MAX_HOURS_TEXT = 5000;

/** A member's meeting hours as their form posts them. */
export interface HostHoursInput {
  timeZone: string;
  weekly: string;
  daysOff: string;
  /** The ids of the meeting types ticked. */
  types: string[];
}

/** A field of the hours form with what is wrong with it: keys of the staff catalog's `meetings.hours`. */
export type HoursProblem =
  | { key: 'timeZone' }
  | { key: 'tooLong'; max: number }
  | { key: 'weekly'; line: number; problem: WeeklyHoursProblem }
  | { key: 'daysOff'; value: string };

/** What came of an hours form: saved for whom, each field refused (422, with what was typed), or no member who may host (422). */
export interface HostHoursOutcome {
  /** Whose hours were saved, and what was kept: the zone by the runtime's name, the types taken. */
  hours?: { email: string; name: string; timeZone: string; typeIds: string[]; weekly: string; daysOff: number };
  errors?: Partial<Record<'timeZone' | 'weekly' | 'daysOff', HoursProblem>>;
  typed?: HostHoursInput & { email?: string };
  refusal?: 'unknown' | 'cannotHost';
  status?: 422;
}

/** The stored hours as `HostHoursInput`'s typed fields, or what is wrong with them. */
function readHours(input: HostHoursInput) {
  const errors: NonNullable<HostHoursOutcome['errors']> = {};
  const timeZone = canonicalTimeZone(input.timeZone.trim());
  if (!timeZone) errors.timeZone = { key: 'timeZone' };
  let weekly: [number, number][][] = [];
  if (input.weekly.length > MAX_HOURS_TEXT) errors.weekly = { key: 'tooLong', max: MAX_HOURS_TEXT };
  else
    try {
      weekly = parseWeeklyHours(input.weekly);
    } catch (error) {
      if (!(error instanceof WeeklyHoursError)) throw error;
      errors.weekly = { key: 'weekly', line: error.line, problem: error.problem };
    }
  const daysOff = input.daysOff.length > MAX_HOURS_TEXT ? undefined : parseDaysOff(input.daysOff);
  if (!daysOff) errors.daysOff = { key: 'tooLong', max: MAX_HOURS_TEXT };
  else if ('refused' in daysOff) errors.daysOff = { key: 'daysOff', value: daysOff.refused };
  return { errors, timeZone, weekly, daysOff: daysOff && 'days' in daysOff ? daysOff.days : [] };
}

/**
 * The types a host takes after their form: those ticked that are active, and those they took
 * that are inactive now (not on the form), so a type switched off and on again keeps its hosts.
 */
async function takenTypes(db: Database, memberId: string, ticked: readonly string[]): Promise<string[]> {
  const types = await db.select({ id: meetingTypes.id, active: meetingTypes.active }).from(meetingTypes);
  const [stored] = await db
    .select({ typeIds: meetingHosts.typeIds })
    .from(meetingHosts)
    .where(eq(meetingHosts.memberId, memberId));
  return types
    .filter((type) => (type.active ? ticked.includes(type.id) : stored?.typeIds.includes(type.id)))
    .map((type) => type.id)
    .sort();
}

/** Keeps the hours of the member `email` as typed, when they may host; the audit row is the action's. */
async function saveHours(email: string, input: HostHoursInput, db: Database): Promise<HostHoursOutcome> {
  const member = await findMember(db, email);
  if (!takesLeads(member)) return { refusal: 'cannotHost', status: 422 };
  const read = readHours(input);
  if (Object.keys(read.errors).length || !read.timeZone) return { errors: read.errors, typed: input, status: 422 };
  const values = {
    timeZone: read.timeZone,
    weekly: read.weekly,
    daysOff: read.daysOff,
    typeIds: await takenTypes(db, member.id, input.types),
  };
  await db
    .insert(meetingHosts)
    .values({ memberId: member.id, ...values })
    .onConflictDoUpdate({ target: meetingHosts.memberId, set: { ...values, updatedAt: sql`now()` } });
  return {
    hours: {
      email: member.email,
      name: member.name,
      timeZone: values.timeZone,
      typeIds: values.typeIds,
      weekly: formatWeeklyHours(values.weekly),
      daysOff: values.daysOff.length,
    },
  };
}

/** The member's own meeting hours (account screen). */
export function setOwnMeetingHours(input: HostHoursInput, acting: Acting): Promise<HostHoursOutcome> {
  return saveHours(acting.member.user.email, input, acting.db);
}

/** A member's meeting hours, set by an admin (team screen); an unknown member is refused (422). */
export async function setMemberMeetingHours(
  input: HostHoursInput & { email: string },
  acting: Acting,
): Promise<HostHoursOutcome> {
  try {
    const outcome = await saveHours(input.email, input, acting.db);
    return outcome.typed ? { ...outcome, typed: input } : outcome;
  } catch (error) {
    if (error instanceof AccountError) return { refusal: 'unknown', status: 422 };
    throw error;
  }
}

/** The audit row of saved hours: whose, in which zone, which hours, types and how many days off. */
export function hoursAudit({ hours }: HostHoursOutcome) {
  return hours
    ? {
        action: 'meeting-hours' as const,
        target: hours.email,
        details: {
          timeZone: hours.timeZone,
          weekly: hours.weekly.replaceAll('\n', '; '),
          types: hours.typeIds.join(' '),
          daysOff: String(hours.daysOff),
        },
      }
    : undefined;
}

/** A member's hours as their form shows them: the fields as they are typed. */
export type HostHoursValues = HostHoursInput;

/**
 * The hours forms of `memberIds`, by member: as stored, written as they are typed; a member with
 * none yet starts from the time zone their staff screens are shown in.
 */
export async function hostHoursForms(
  db: Database,
  memberIds: readonly string[],
): Promise<Map<string, HostHoursValues>> {
  if (!memberIds.length) return new Map();
  const [hosts, members] = await Promise.all([
    db
      .select()
      .from(meetingHosts)
      .where(inArray(meetingHosts.memberId, [...memberIds])),
    db
      .select({ id: staffUser.id, timeZone: staffUser.timeZone })
      .from(staffUser)
      .where(inArray(staffUser.id, [...memberIds])),
  ]);
  return new Map(
    members.map((member) => {
      const host = hosts.find((each) => each.memberId === member.id);
      return [
        member.id,
        {
          timeZone: host?.timeZone ?? member.timeZone ?? 'UTC',
          weekly: host ? formatWeeklyHours(host.weekly) : '',
          daysOff: host?.daysOff.join('\n') ?? '',
          types: host?.typeIds ?? [],
        },
      ];
    }),
  );
}
