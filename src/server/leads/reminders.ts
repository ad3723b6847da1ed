/**
 * The reply promise's reminders: LEADS_REMINDER_BEFORE_MINUTES before a waiting lead's deadline,
 * a mail to its assignee (to the team, LEADS_EMAIL_TO, when nobody has it); once the deadline
 * has passed, one to the team. Each is an outbox row (`reminder`, `overdue`), and the outbox's
 * one row per lead and channel makes each go out at most once, however many instances queue it.
 */
import { and, eq, gt, gte, isNull, lte, notExists, sql } from 'drizzle-orm';
import { site } from '../../config/site.ts';
import type { Database } from '../db/client.ts';
import { leads, outbox, staffUser } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { errorKind } from '../log.ts';
import { leadKindTitles } from './fields.ts';
import { leadMailAddresses, oneLine, type MailSettings } from './mail.ts';
import { arrivedBy, replyDeadline, replyPromiseOf, type ReplyPromise } from './replyPromise.ts';
import { staffLeadUrl } from './teamChannels.ts';
import type { StoredLead } from './types.ts';
import { startPeriodic, type SetTimer } from '../periodic.ts';

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
export async function queueReminders(db: Database, promise: ReplyPromise, beforeMinutes: number, now: Date): Promise<Record<ReminderKind, number[]>> {
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
        .where(and(waitingWithout('reminder', since), gt(leads.createdAt, overdueBy), lte(leads.createdAt, arrivedBy(promise, new Date(now.getTime() + beforeMinutes * 60_000)))))
    : [];
  return { reminder: await queue(db, 'reminder', reminder), overdue: await queue(db, 'overdue', overdue) };
}

type ReminderSettings = MailSettings & Pick<Env, 'SITE_URL' | 'HOST' | 'PORT' | 'LEADS_REPLY_HOURS' | 'LEADS_WORKING_HOURS' | 'LEADS_WORKING_TIME_ZONE'>;

/** The deadline as the team reads it, in the working hours' zone: "20 Nov 2026, 18:00 GMT+3". */
function deadlineText(deadline: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(deadline) + ` (${timeZone})`;
}

/**
 * The mail of `kind` for `lead`: to its assignee (a member still able to sign in) for a
 * reminder, else to the team; undefined when the lead has been answered meanwhile (nothing to send).
 */
export async function composeReminder(db: Database, lead: StoredLead, kind: ReminderKind, settings: ReminderSettings) {
  if (lead.firstResponseAt || lead.status !== 'new') return undefined;
  const team = leadMailAddresses(settings);
  const [assignee] =
    kind === 'reminder' && lead.assigneeId
      ? await db
          .select({ email: staffUser.email, name: staffUser.name })
          .from(staffUser)
          .where(and(eq(staffUser.id, lead.assigneeId), eq(staffUser.disabled, false)))
      : [];
  const promise = replyPromiseOf(settings);
  const deadline = replyDeadline(promise, lead.createdAt);
  const who = `${leadKindTitles[lead.kind]} from ${oneLine(lead.name)}`;
  const subject = kind === 'reminder' ? `Reply due by ${deadlineText(deadline, promise.timeZone)}: ${who}` : `Overdue, no reply yet: ${who}`;
  const text = [
    kind === 'reminder'
      ? `Lead ${lead.id} (${who}, ${lead.lang}) is waiting for its first answer, promised within ${promise.hours} working hours.`
      : `Lead ${lead.id} (${who}, ${lead.lang}) has passed its reply deadline without an answer.`,
    `Reply by: ${deadlineText(deadline, promise.timeZone)}`,
    `Assignee: ${assignee ? oneLine(assignee.name) : lead.assigneeId ? 'not reachable, so this goes to the team' : 'nobody yet'}`,
    '',
    `Open it: ${staffLeadUrl(lead, settings)}`,
    '',
  ].join('\n');
  const domain = site.salesEmail.slice(site.salesEmail.indexOf('@') + 1);
  return { from: { name: `${site.name} website`, address: team.from }, to: assignee?.email ?? team.to, subject, text, messageId: `<lead-${lead.id}-${kind}@${domain}>` };
}

/** What the reminder job needs; the clock and timer are injected so tests need not wait. */
export interface ReminderJobOptions {
  db: () => Promise<Database>;
  settings: Pick<Env, 'SMTP_URL' | 'LEADS_REPLY_HOURS' | 'LEADS_WORKING_HOURS' | 'LEADS_WORKING_TIME_ZONE' | 'LEADS_REMINDER_BEFORE_MINUTES'>;
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
      if (queued.reminder.length || queued.overdue.length) console.log(`[leads] reply reminders queued for leads ${queued.reminder.join(', ') || 'none'}; overdue notices for ${queued.overdue.join(', ') || 'none'}`);
    } catch (error) {
      console.warn(`[leads] could not look for reply reminders (${errorKind(error)}); trying again in a minute`);
    }
  };
  return startPeriodic(run, { firstMs: 0, everyMs: REMINDER_CHECK_MS, setTimer: options.setTimer, clearTimer: options.clearTimer });
}
