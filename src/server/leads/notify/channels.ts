import type { Env } from '../../env.ts';
import type { OutboxChannel } from '../../db/schema.ts';

export type ChannelSettings = Pick<
  Env,
  | 'SMTP_URL'
  | 'LEADS_WEBHOOK_URL'
  | 'LEADS_SLACK_WEBHOOK_URL'
  | 'LEADS_TELEGRAM_BOT_TOKEN'
  | 'HUBSPOT_PORTAL_ID'
  | 'HUBSPOT_FORM_GUID'
  | 'BITRIX24_WEBHOOK_URL'
>;

/**
 * The notification channels the settings turn on: email (to sales, and to each lead's assignee) with SMTP_URL, webhook with
 * LEADS_WEBHOOK_URL, Slack with LEADS_SLACK_WEBHOOK_URL, Telegram with LEADS_TELEGRAM_BOT_TOKEN
 * (and its chat), HubSpot with HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID, Bitrix24 with
 * BITRIX24_WEBHOOK_URL.
 */
export function configuredChannels(settings: ChannelSettings): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (settings.SMTP_URL) channels.push('email', 'assignee');
  if (settings.LEADS_WEBHOOK_URL) channels.push('webhook');
  if (settings.LEADS_SLACK_WEBHOOK_URL) channels.push('slack');
  if (settings.LEADS_TELEGRAM_BOT_TOKEN) channels.push('telegram');
  if (settings.HUBSPOT_PORTAL_ID && settings.HUBSPOT_FORM_GUID) channels.push('hubspot');
  if (settings.BITRIX24_WEBHOOK_URL) channels.push('bitrix24');
  return channels;
}

/**
 * The channels the outbox worker sends: those a lead is announced by, and with mail the reply
 * promise's reminders (`routing/reminders.ts`), a booked meeting's mail (`meetings/meetingMail.ts`)
 * the members' replies to leads (`replyMail.ts`) and the assignee's news of the visitor's answer (`answeredMail.ts`).
 */
export function sentChannels(settings: ChannelSettings): OutboxChannel[] {
  const channels = configuredChannels(settings);
  return settings.SMTP_URL
    ? [...channels, 'reminder', 'overdue', 'meeting', 'meetingrem', 'reply', 'answered']
    : channels;
}
