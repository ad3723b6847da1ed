import type { Env } from '../env.ts';
import type { OutboxChannel } from '../db/schema.ts';

export type ChannelSettings = Pick<Env, 'SMTP_URL' | 'LEADS_WEBHOOK_URL' | 'LEADS_SLACK_WEBHOOK_URL' | 'LEADS_TELEGRAM_BOT_TOKEN'>;

/**
 * The notification channels the settings turn on: email (to sales, and to each lead's assignee) with SMTP_URL, webhook with
 * LEADS_WEBHOOK_URL, Slack with LEADS_SLACK_WEBHOOK_URL, Telegram with LEADS_TELEGRAM_BOT_TOKEN
 * (and its chat).
 */
export function configuredChannels(settings: ChannelSettings): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (settings.SMTP_URL) channels.push('email', 'assignee');
  if (settings.LEADS_WEBHOOK_URL) channels.push('webhook');
  if (settings.LEADS_SLACK_WEBHOOK_URL) channels.push('slack');
  if (settings.LEADS_TELEGRAM_BOT_TOKEN) channels.push('telegram');
  return channels;
}
