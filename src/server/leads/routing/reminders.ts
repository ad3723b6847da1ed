/**
 * The reply promise's reminders: LEADS_REMINDER_BEFORE_MINUTES before a waiting lead's deadline,
 * a mail to its assignee in their staff language (to the team, LEADS_EMAIL_TO, in English, when
 * nobody has it); once the deadline has passed, one to the team. Each is an outbox row
 * (`reminder`, `overdue`), and the outbox's one row per lead and channel makes each go out at
 * most once, however many instances queue it; the outbox words and sends it (`notify/reminderMail.ts`).
 */
import { and, eq, gt, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads, outbox } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { errorKind } from '../../log.ts';
import { arrivedBy, replyPromiseOf, type ReplyPromise } from './replyPromise.ts';
import { startPeriodic, type SetTimer } from '../../periodic.ts';

/** The two mails of the promise, by their outbox channel. */
export type ReminderKind = 'reminder' | 'overdue';

/** How often the reminders are looked for. */
const REMINDER_CHECK_MS = 60_000;
/** Leads that arrived longer ago than this get no reminder: a first start does not mail about last year's leads. */
const LOOKBACK_MS = 30 * 86_400_000;

/** The leads still waiting for their first answer, arrived since `since`, without a `kind` row yet. */
const waitingWithout = (kind: ReminderKind, since: Date) =>
  and(
    eq(leads.status, 'new'),
    isNull(leads.firstResponseAt),
    gte(leads.createdAt, since),
    notExists(sql`(select 1 from ${outbox} where ${outbox.leadId} = ${leads.id} and ${outbox.channel} = ${kind})`),
  );

/** Queues `kind` for the leads `ids`; returns the ids queued by this call (another instance's are skipped). */
async function queue(db: Database, kind: ReminderKind, ids: { id: number }[]): Promise<number[]> {
  if (!ids.length) return [];
  const queued = await db
    .insert(outbox)
    .values(ids.map(({ id }) => ({ leadId: id, channel: kind })))
    .onConflictDoNothing({ target: [outbox.leadId, outbox.channel, outbox.recipient] })
    .returning({ leadId: outbox.leadId });
  return queued.map((row) => row.leadId).sort((a, b) => a - b);
}

/**
 * Queues what is due at `now`: a reminder for each waiting lead whose deadline is within
 * `beforeMinutes` (none with 0), an overdue notice for each whose deadline has passed (a lead
 * first seen overdue gets the notice alone). Returns the leads this call queued, by kind.
 */
export async function queueReminders(
  db: Database,
  promise: ReplyPromise,
  beforeMinutes: number,
  now: Date,
): Promise<Record<ReminderKind, number[]>> {
  const since = new Date(now.getTime() - LOOKBACK_MS);
  const overdueBy = arrivedBy(promise, now);
  const overdue = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(waitingWithout('overdue', since), lte(leads.createdAt, overdueBy)));
  const reminder = beforeMinutes
    ? await db
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            waitingWithout('reminder', since),
            gt(leads.createdAt, overdueBy),
            lte(leads.createdAt, arrivedBy(promise, new Date(now.getTime() + beforeMinutes * 60_000))),
          ),
        )
    : [];
  return { reminder: await queue(db, 'reminder', reminder), overdue: await queue(db, 'overdue', overdue) };
}

/** What the reminder job needs; the clock and timer are injected so tests need not wait. */
export interface ReminderJobOptions {
  db: () => Promise<Database>;
  settings: Pick<
    Env,
    | 'SMTP_URL'
    | 'LEADS_REPLY_HOURS'
    | 'LEADS_WORKING_HOURS'
    | 'LEADS_WORKING_TIME_ZONE'
    | 'LEADS_REMINDER_BEFORE_MINUTES'
  >;
  now?: () => Date;
  setTimer?: SetTimer;
  clearTimer?: (timer: unknown) => void;
}

/**
 * Queues the promise's reminders now and then every minute, while mail is set up (SMTP_URL).
 * Every instance may run it: a lead's reminder queued twice is one outbox row.
 */
export function startReplyReminders(options: ReminderJobOptions): { stop(): void } {
  const { settings } = options;
  if (!settings.SMTP_URL) return { stop() {} };
  const promise = replyPromiseOf(settings);
  const now = options.now ?? (() => new Date());
  const run = async () => {
    try {
      const queued = await queueReminders(await options.db(), promise, settings.LEADS_REMINDER_BEFORE_MINUTES, now());
      if (queued.reminder.length || queued.overdue.length)
        console.log(
          `[leads] reply reminders queued for leads ${queued.reminder.join(', ') || 'none'}; overdue notices for ${queued.overdue.join(', ') || 'none'}`,
        );
    } catch (error) {
      console.warn(`[leads] could not look for reply reminders (${errorKind(error)}); trying again in a minute`);
    }
  };
  return startPeriodic(run, {
    firstMs: 0,
    everyMs: REMINDER_CHECK_MS,
    setTimer: options.setTimer,
    clearTimer: options.clearTimer,
  });
}
