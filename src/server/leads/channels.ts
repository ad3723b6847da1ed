import type { Env } from '../env.ts';
import type { OutboxChannel } from '../db/schema.ts';

/** The notification channels the settings turn on: email with SMTP_URL, webhook with LEADS_WEBHOOK_URL. */
export function configuredChannels(settings: Pick<Env, 'SMTP_URL' | 'LEADS_WEBHOOK_URL'>): OutboxChannel[] {
  const channels: OutboxChannel[] = [];
  if (settings.SMTP_URL) channels.push('email');
  if (settings.LEADS_WEBHOOK_URL) channels.push('webhook');
  return channels;
}
