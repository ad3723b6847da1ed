/**
 * How the reply promise is kept: the median time to a lead's first answer and the share of
 * leads answered by their deadline, overall, per assignee and per language, for the leads that
 * arrived in a period (spam left out). A lead counts once it is decided: answered, or still
 * waiting past its deadline (a miss); a lead still within its time is left out of the share.
 */
import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { leads, staffUser } from '../db/schema.ts';
import { promiseState, type ReplyPromise } from '../leads/routing/replyPromise.ts';

/** One lead as the figures read it. */
interface ReplyTimeRow {
  createdAt: Date;
  firstResponseAt: Date | null;
  status: string;
}

/** The figures of a group of leads. */
export interface ReplyFigures {
  /** Leads (no spam) that arrived in the period. */
  leads: number;
  answered: number;
  /** Answered by the deadline. */
  inTime: number;
  /** Answered, or waiting past the deadline: the share's denominator. */
  decided: number;
  /** Still waiting past the deadline. */
  overdue: number;
  /** The median time from arrival to first answer, on the wall clock; null with no answer. */
  medianMs: number | null;
  /** `inTime / decided`; null with none decided. */
  share: number | null;
}

/** The middle value of `values` (the mean of the two middle ones for an even count); null for none. */
function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The figures of `rows` at `now` under `promise`. */
function replyFigures(rows: ReplyTimeRow[], promise: ReplyPromise, now: Date): ReplyFigures {
  const times: number[] = [];
  let inTime = 0;
  let overdue = 0;
  for (const row of rows) {
    const state = promiseState(promise, row, now);
    if (state.state === 'answered') {
      times.push(state.after);
      if (state.inTime) inTime += 1;
    } else if (state.state === 'waiting' && state.overdue) overdue += 1;
  }
  const decided = times.length + overdue;
  return {
    leads: rows.length,
    answered: times.length,
    inTime,
    decided,
    overdue,
    medianMs: median(times),
    share: decided ? inTime / decided : null,
  };
}

/** The figures of the rows of each key. */
function grouped<K>(
  rows: (ReplyTimeRow & { key: K })[],
  promise: ReplyPromise,
  now: Date,
): { key: K; figures: ReplyFigures }[] {
  const groups = new Map<K, ReplyTimeRow[]>();
  for (const row of rows) groups.set(row.key, [...(groups.get(row.key) ?? []), row]);
  return [...groups].map(([key, members]) => ({ key, figures: replyFigures(members, promise, now) }));
}

/**
 * The reply figures of the leads that arrived from `from` to before `to`: overall, per assignee
 * and per language. Each assignee is their own row, labelled with their name (nobody's last);
 * two members of one name are told apart by their email, never merged into one row.
 */
export async function replyTimes(db: Database, from: Date, to: Date, promise: ReplyPromise, now: Date) {
  const rows = await db
    .select({
      createdAt: leads.createdAt,
      firstResponseAt: leads.firstResponseAt,
      status: leads.status,
      lang: leads.lang,
      assigneeId: leads.assigneeId,
      assignee: staffUser.name,
      assigneeEmail: staffUser.email,
    })
    .from(leads)
    .leftJoin(staffUser, eq(staffUser.id, leads.assigneeId))
    .where(and(gte(leads.createdAt, from), lt(leads.createdAt, to), ne(leads.status, 'spam')));
  const people = new Map(
    rows.flatMap((row) =>
      row.assigneeId
        ? [
            [
              row.assigneeId,
              { name: row.assignee || row.assigneeEmail || row.assigneeId, email: row.assigneeEmail },
            ] as const,
          ]
        : [],
    ),
  );
  const names = [...people.values()].map((person) => person.name);
  const labelOf = (id: string) => {
    const { name, email } = people.get(id)!;
    return email && names.indexOf(name) !== names.lastIndexOf(name) ? `${name} (${email})` : name;
  };
  const byMember = grouped(
    rows.map((row) => ({ ...row, key: row.assigneeId })),
    promise,
    now,
  )
    .map(({ key, figures }) => ({ key, label: key === null ? null : labelOf(key), figures }))
    .sort((a, b) => (a.label === null ? 1 : b.label === null ? -1 : a.label.localeCompare(b.label)));
  const byLanguage = grouped(
    rows.map((row) => ({ ...row, key: row.lang })),
    promise,
    now,
  ).sort((a, b) => a.key.localeCompare(b.key));
  return { hours: promise.hours, overall: replyFigures(rows, promise, now), byMember, byLanguage };
}

export type ReplyTimes = Awaited<ReturnType<typeof replyTimes>>;
