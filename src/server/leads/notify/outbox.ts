/**
 * The outbox worker: each pass claims the due notifications of the configured channels, sends
 * them by mail (the team's, reminders, meetings, replies to leads), webhook, Slack, Telegram,
 * HubSpot or Bitrix24 and records each outcome (`outboxRows.ts`); a failed send is tried again later, or given up when the receiver refused
 * the lead itself (`deliveryFailure.ts`); the lead is never touched.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { leads } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { errorKind } from '../../log.ts';
import { postLeadToBitrix24, type Bitrix24Settings } from './bitrix24.ts';
import { sentChannels } from './channels.ts';
import { failureOf, isFinal } from './deliveryFailure.ts';
import { postLeadToHubSpot, type HubSpotSettings } from './hubspot.ts';
import { composeChannelMail, isComposedMail, type ChannelMailSettings } from './channelMail.ts';
import { createLeadMailer, type LeadMailer } from './mail.ts';
import {
  claimDueRows,
  describeError,
  recordDelivery,
  recordFailure,
  renewClaims,
  retryDelayMs,
  type ClaimedRow,
} from './outboxRows.ts';
import type { StoredLead } from '../types.ts';
import { postLeadToSlack, postLeadToTelegram, type TeamChannelSettings } from './teamChannels.ts';
import { postLeadToWebhook } from './webhook.ts';

/** Rows claimed per pass; they are sent concurrently. */
const BATCH_SIZE = 10;
/**
 * A claimed row is hidden from other workers this long, and the lease is renewed every third
 * of it while the row is being sent, so a slow send keeps its claim. If the worker dies (a
 * crash, `kill -9`), its rows are due again within this time.
 */
const CLAIM_LEASE_MS = 30_000;

type OutboxSettings = Pick<
  Env,
  | 'SMTP_URL'
  | 'LEADS_EMAIL_TO'
  | 'LEADS_EMAIL_FROM'
  | 'LEADS_WEBHOOK_URL'
  | 'LEADS_WEBHOOK_SECRET'
  | 'OUTBOX_POLL_MS'
  | 'OUTBOX_RETRY_BASE_MS'
  | 'OUTBOX_RETRY_MAX_MS'
  | 'OUTBOX_SEND_TIMEOUT_MS'
  | 'LEADS_REPLY_HOURS'
  | 'LEADS_WORKING_HOURS'
  | 'LEADS_WORKING_TIME_ZONE'
> &
  TeamChannelSettings &
  ChannelMailSettings &
  HubSpotSettings &
  Bitrix24Settings;

/** Where the worker reads rows and how it sends; defaults are the process's store and settings. */
export interface OutboxOptions {
  db: Database;
  settings: OutboxSettings;
  batchSize?: number;
  /** A mailer to reuse across passes; one is opened (and closed) per pass otherwise. */
  mailer?: LeadMailer;
  /** How long a claim hides a row from other workers (CLAIM_LEASE_MS). */
  leaseMs?: number;
  /** The clock a webhook's signature is dated by. */
  now?: () => Date;
}

/** What one pass did. */
export interface OutboxPass {
  claimed: number;
  delivered: number;
  failed: number;
}

/**
 * Sends one row, then records the outcome: delivered, or the error and when to try again.
 * `sent` is called once the send is over, before the outcome is recorded.
 */
async function deliverRow(
  db: Database,
  row: ClaimedRow,
  lead: StoredLead,
  settings: OutboxSettings,
  mailer: () => LeadMailer,
  now: () => Date,
  sent: () => void,
): Promise<boolean> {
  try {
    if (row.channel === 'email') await mailer().send(lead);
    else if (isComposedMail(row.channel)) {
      // A mail with nothing left to say (the lead answered, the meeting cancelled, the message erased) counts as done.
      const message = await composeChannelMail(db, lead, row, settings, now());
      if (message) await mailer().sendMessage(message);
    } else if (row.channel === 'slack') await postLeadToSlack(lead, settings);
    else if (row.channel === 'telegram') await postLeadToTelegram(lead, settings);
    else if (row.channel === 'hubspot') await postLeadToHubSpot(lead, settings);
    else if (row.channel === 'bitrix24') await postLeadToBitrix24(lead, settings);
    else await postLeadToWebhook(lead, settings, now());
  } catch (error) {
    sent();
    const reason = describeError(error);
    const final = isFinal(error);
    const delay = retryDelayMs(row.attempts, settings);
    await recordFailure(db, row, reason, failureOf(error, settings.OUTBOX_SEND_TIMEOUT_MS), delay, final);
    const next = final ? 'given up' : `retry in ${Math.ceil(delay / 1000)} s`;
    console.warn(`[outbox] lead ${lead.id} ${row.channel} failed (attempt ${row.attempts + 1}, ${next}): ${reason}`);
    return false;
  }
  sent();
  await recordDelivery(db, row);
  console.log(`[outbox] lead ${lead.id} ${row.channel} delivered`);
  return true;
}

/**
 * One pass of the worker: claims the due rows of the configured channels and sends them.
 * A failed send stays in the outbox with its error and a later next attempt; the lead is
 * never touched. Tests call this directly instead of waiting for the poll.
 */
export async function deliverDueNow(options: OutboxOptions): Promise<OutboxPass> {
  const { settings, db } = options;
  const channels = sentChannels(settings);
  const pass: OutboxPass = { claimed: 0, delivered: 0, failed: 0 };
  if (!channels.length) return pass;
  const leaseMs = options.leaseMs ?? CLAIM_LEASE_MS;
  const rows = await claimDueRows(db, channels, options.batchSize ?? BATCH_SIZE, leaseMs);
  pass.claimed = rows.length;
  if (!rows.length) return pass;

  const leadIds = [...new Set(rows.map((row) => row.leadId))];
  const found = await db.select().from(leads).where(inArray(leads.id, leadIds));
  const byId = new Map(found.map((lead) => [lead.id, lead]));
  let ownMailer: LeadMailer | undefined;
  const mailer = () => options.mailer ?? (ownMailer ??= createLeadMailer(settings));
  const sending = new Set(rows);
  const renewal = setInterval(() => {
    renewClaims(db, [...sending], leaseMs).catch((error) =>
      console.warn(`[outbox] could not renew claims: ${errorKind(error)}`),
    );
  }, leaseMs / 3);
  try {
    const outcomes = await Promise.all(
      rows.map(async (row) => {
        const lead = byId.get(row.leadId);
        if (!lead) return false;
        try {
          return await deliverRow(db, row, lead, settings, mailer, options.now ?? (() => new Date()), () =>
            sending.delete(row),
          );
        } catch (error) {
          // The outcome could not be recorded; the lease runs out and the row is tried again.
          console.error(
            `[outbox] lead ${row.leadId} ${row.channel}: could not record the outcome: ${errorKind(error)}`,
          );
          return false;
        } finally {
          sending.delete(row);
        }
      }),
    );
    pass.delivered = outcomes.filter(Boolean).length;
    pass.failed = rows.length - pass.delivered;
  } finally {
    clearInterval(renewal);
    ownMailer?.close();
  }
  return pass;
}

/** A running outbox worker. */
export interface OutboxWorker {
  /** Stops polling and resolves once the batch in progress is sent and recorded. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox every OUTBOX_POLL_MS (right away on start) and delivers due rows; a full
 * batch is followed at once by the next. Safe to run in several instances on one PostgreSQL.
 * Does nothing when no channel is configured.
 */
export function startOutboxWorker(options: Omit<OutboxOptions, 'db'> & { db: () => Promise<Database> }): OutboxWorker {
  const { settings } = options;
  const channels = sentChannels(settings);
  if (!channels.length) return { stop: async () => {} };
  console.log(`[outbox] notifying of leads by ${channels.join(' and ')}, checking every ${settings.OUTBOX_POLL_MS} ms`);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let mailer: LeadMailer | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> | undefined;

  // A store that is away fails every pass: say so once, and once more when it is back.
  let failing = false;
  const runPasses = async () => {
    const db = await options.db();
    mailer ??= options.mailer ?? (settings.SMTP_URL ? createLeadMailer(settings) : undefined);
    const passOptions = { ...options, db, settings, batchSize, ...(mailer ? { mailer } : {}) };
    while (!stopped && (await deliverDueNow(passOptions)).claimed === batchSize);
    if (failing) console.log('[outbox] the store answers again; sending resumed');
    failing = false;
  };
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = runPasses()
        .catch((error) => {
          if (!failing)
            console.error(
              `[outbox] cannot reach the store (${errorKind(error)}); trying every ${settings.OUTBOX_POLL_MS} ms`,
            );
          failing = true;
        })
        .finally(() => {
          current = undefined;
          schedule(settings.OUTBOX_POLL_MS);
        });
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      if (!options.mailer) mailer?.close();
    },
  };
}
