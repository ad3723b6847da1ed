/**
 * The team's chat channels hear of each lead: a Slack incoming webhook and a Telegram bot, each
 * with the lead's summary and a link to it in the staff area. What a visitor typed is sent as
 * plain text (Slack: a plain_text block and an escaped fallback; Telegram: no parse mode), so
 * it can neither format nor mention (`<!channel>`) nor link. Sent through the outbox like mail.
 */
import { site } from '../../../config/site.ts';
import { publicOrigin, type Env } from '../../env.ts';
import { DeliveryError, failureOfStatus } from './deliveryFailure.ts';
import { leadKindTitles } from './fields.ts';
import { showInvisible } from '../invisible.ts';
import type { StoredLead } from '../types.ts';

/** The visitor's message is cut to this many characters (Telegram takes 4,096 in all). */
const MESSAGE_CHARS = 1000;

export type TeamChannelSettings = Pick<
  Env,
  | 'LEADS_SLACK_WEBHOOK_URL'
  | 'LEADS_TELEGRAM_BOT_TOKEN'
  | 'LEADS_TELEGRAM_CHAT_ID'
  | 'TELEGRAM_API_URL'
  | 'OUTBOX_SEND_TIMEOUT_MS'
  | 'SITE_URL'
  | 'HOST'
  | 'PORT'
>;

/** A visitor's value on one line, bidi controls and invisible characters shown as `[U+202E]` (as in lead mail). */
function flat(value: string): string {
  return showInvisible(value).replace(/\s+/g, ' ').trim();
}

function cut(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

/** The lead's page in the staff area. */
export function staffLeadUrl(lead: Pick<StoredLead, 'id'>, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>): string {
  return new URL(`/staff/leads/${lead.id}`, publicOrigin(settings)).href;
}

/** The summary as plain text: the kind and who, how to reach them, the campaign, the message's start. */
function leadSummary(lead: StoredLead): string {
  const who = [lead.name, lead.company]
    .filter(Boolean)
    .map((value) => flat(value!))
    .join(', ');
  const reach = [lead.email, lead.phone]
    .filter(Boolean)
    .map((value) => flat(value!))
    .join(' · ');
  const campaign = [lead.utm?.source, lead.utm?.medium, lead.utm?.campaign]
    .filter(Boolean)
    .map((value) => flat(value!))
    .join(' / ');
  const message = lead.message && showInvisible(lead.message).trim();
  return [
    `New ${leadKindTitles[lead.kind]} #${lead.id} (${lead.lang}) on ${site.name}`,
    who,
    reach,
    `Page: ${flat(lead.page)}${campaign ? ` · Campaign: ${campaign}` : ''}`,
    ...(message ? ['', cut(message, MESSAGE_CHARS)] : []),
  ]
    .filter((line, index) => line || index > 3)
    .join('\n');
}

/** Slack's escaping of text it would otherwise read as markup (`&`, `<`, `>`). */
function slackEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The body posted to the Slack incoming webhook. */
function slackMessage(lead: StoredLead, settings: TeamChannelSettings) {
  const summary = leadSummary(lead);
  const link = staffLeadUrl(lead, settings);
  return {
    text: `${slackEscape(summary)}\n<${link}|Open lead ${lead.id}>`,
    blocks: [
      { type: 'section', text: { type: 'plain_text', text: cut(summary, 2900), emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: `<${link}|Open lead ${lead.id} in the staff area>` } },
    ],
    unfurl_links: false,
  };
}

/** The body of Telegram's `sendMessage`. */
function telegramMessage(lead: StoredLead, settings: TeamChannelSettings) {
  return {
    chat_id: settings.LEADS_TELEGRAM_CHAT_ID,
    text: `${leadSummary(lead)}\n\n${staffLeadUrl(lead, settings)}`,
    link_preview_options: { is_disabled: true },
  };
}

/** POSTs `body` as JSON; gives up after `timeoutMs` (OUTBOX_SEND_TIMEOUT_MS). */
async function postJson(url: string, body: unknown, timeoutMs: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': 'agentica-leads' },
    body: JSON.stringify(body),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** Posts the lead to the Slack channel; resolves on a 2xx answer, throws with Slack's reason otherwise. */
export async function postLeadToSlack(lead: StoredLead, settings: TeamChannelSettings): Promise<void> {
  if (!settings.LEADS_SLACK_WEBHOOK_URL) throw new Error('LEADS_SLACK_WEBHOOK_URL is not set');
  const response = await postJson(
    settings.LEADS_SLACK_WEBHOOK_URL,
    slackMessage(lead, settings),
    settings.OUTBOX_SEND_TIMEOUT_MS,
  );
  const answer = cut(flat(await response.text().catch(() => '')), 80);
  if (response.status < 200 || response.status > 299)
    throw new DeliveryError(
      `Slack answered HTTP ${response.status}${answer ? `: ${answer}` : ''}`,
      failureOfStatus(response.status),
    );
}

/**
 * Posts the lead to the Telegram chat; resolves once Telegram says `ok`, throws with its
 * description otherwise (a wrong token is "HTTP 401: Unauthorized"; the token is never named).
 */
export async function postLeadToTelegram(lead: StoredLead, settings: TeamChannelSettings): Promise<void> {
  if (!settings.LEADS_TELEGRAM_BOT_TOKEN || !settings.LEADS_TELEGRAM_CHAT_ID)
    throw new Error('LEADS_TELEGRAM_BOT_TOKEN and LEADS_TELEGRAM_CHAT_ID are not set');
  // `./` first: the token's colon would otherwise make `bot123:…` read as a URL scheme.
  const url = new URL(
    `./bot${settings.LEADS_TELEGRAM_BOT_TOKEN}/sendMessage`,
    settings.TELEGRAM_API_URL.replace(/\/?$/, '/'),
  );
  const response = await postJson(url.href, telegramMessage(lead, settings), settings.OUTBOX_SEND_TIMEOUT_MS);
  const answer = (await response.json().catch(() => undefined)) as { ok?: boolean; description?: string } | undefined;
  if (response.status < 200 || response.status > 299 || answer?.ok !== true) {
    const description = answer?.description ? `: ${cut(flat(answer.description), 120)}` : '';
    throw new DeliveryError(
      `Telegram answered HTTP ${response.status}${description}`,
      failureOfStatus(response.status),
    );
  }
}
