import { z } from 'zod';
import { isWebhookSecret } from './leads/notify/webhookSecret.ts';
import { parseWorkingHours } from './leads/routing/replyPromise.ts';
import { isTimeZone } from '../format/staffClock.ts';

/** Reads an optional URL setting; blank counts as unset. */
const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url({ protocol: new RegExp(`^(${protocols.join('|')})$`) }).optional())
    .optional();

/** Reads an optional email setting; blank counts as unset. */
const optionalEmail = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.email().optional())
  .optional();

/** Reads an optional setting that must match `pattern`; blank counts as unset. */
const optionalMatching = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().regex(pattern, message).optional())
    .optional();

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Every setting the server reads, with its default. Documented in README and .env.example. */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().min(1).default('localhost'),
    SITE_URL: optionalUrl(['http', 'https']),
    DATA_DIR: z.string().min(1).default('data'),
    /** The build to serve; `dist` unless a tool builds elsewhere. */
    DIST_DIR: z.string().min(1).default('dist'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    /** Connections each instance keeps to PostgreSQL at most; two are kept from lead writes for pages and staff. */
    DB_POOL_MAX: z.coerce.number().int().min(3).max(200).default(10),
    /** Lead sends that wait for the store at once, per instance; past it a send is answered 503 with Retry-After. */
    LEAD_QUEUE_MAX: z.coerce.number().int().min(0).default(1000),
    /** The longest a lead send waits for its turn before it is answered 503 with Retry-After. */
    LEAD_QUEUE_WAIT_MS: positiveInt(15_000),
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    LEADS_EMAIL_TO: optionalEmail,
    LEADS_EMAIL_FROM: optionalEmail,
    LEADS_WEBHOOK_URL: optionalUrl(['http', 'https']),
    /**
     * The webhook's signing secrets (Standard Webhooks: `whsec_` and 24 to 64 random bytes in
     * base64): one, or two separated by a space while a receiver moves to a new one.
     */
    LEADS_WEBHOOK_SECRET: z
      .string()
      .trim()
      .default('')
      .transform((value) => value.split(/\s+/).filter(Boolean))
      .refine(
        (secrets) => secrets.length <= 2,
        'at most two secrets, separated by a space (the new one and the one it replaces)',
      )
      .refine(
        (secrets) => secrets.every(isWebhookSecret),
        'each secret is whsec_ followed by 24 to 64 bytes in base64 (npm run leads -- webhook-secret makes one)',
      ),
    /** A Slack incoming webhook: the team's channel hears of each lead. */
    LEADS_SLACK_WEBHOOK_URL: optionalUrl(['https', 'http']),
    /** A Telegram bot (its token from @BotFather) that posts each lead to LEADS_TELEGRAM_CHAT_ID. */
    LEADS_TELEGRAM_BOT_TOKEN: optionalMatching(
      /^\d+:[A-Za-z0-9_-]{20,}$/,
      'a bot token as @BotFather gives it, such as 123456789:AAH...',
    ),
    LEADS_TELEGRAM_CHAT_ID: optionalMatching(
      /^(-?\d+|@[A-Za-z][A-Za-z0-9_]{4,})$/,
      'a chat id (such as -1001234567890) or a public channel (@name)',
    ),
    /** Telegram's Bot API; another address only for a local proxy or a test. */
    TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
    /** A HubSpot form every lead is submitted to (Forms API v3): the account's id and the form's. */
    HUBSPOT_PORTAL_ID: optionalMatching(/^\d{1,12}$/, 'the HubSpot account (portal) id, digits only, such as 1234567'),
    HUBSPOT_FORM_GUID: optionalMatching(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      "the form's id as HubSpot shows it in the form editor's address, such as 78c2891f-ebdd-44c0-bd94-15c012bbbfbf",
    ),
    /** HubSpot's forms API; another address only for a local proxy or a test. */
    HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.hsforms.com'),
    /** A Bitrix24 inbound webhook (`https://x.bitrix24.ru/rest/1/token/`) with the `crm` scope: every lead becomes a Bitrix24 lead. */
    BITRIX24_WEBHOOK_URL: optionalUrl(['https', 'http']).refine(
      (url) => !url || !URL.canParse(url) || /^\/rest\/\d+\/[A-Za-z0-9]+\/?$/.test(new URL(url).pathname),
      "an inbound webhook's address as Bitrix24 gives it, such as https://example.bitrix24.ru/rest/1/abc123def456/ (without a method name)",
    ),
    /** How long a webhook, Slack, Telegram, HubSpot or Bitrix24 may take to answer before the attempt counts as failed. */
    OUTBOX_SEND_TIMEOUT_MS: positiveInt(10_000),
    CASES_SOURCE_URL: optionalUrl(['http', 'https']),
    CASES_API_KEY: z.string().optional(),
    CASES_TIMEOUT_MS: positiveInt(5000),
    CASES_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
    RATE_LIMIT_MAX: positiveInt(10),
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
    /** The key proof-of-work challenges are signed with; unset, one is generated once and kept in the store. */
    ALTCHA_HMAC_KEY: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32 makes one)').optional())
      .optional(),
    /** The largest counter a challenge's answer may be: the most hashes a browser works through for it. */
    ALTCHA_MAX_COUNTER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
    OUTBOX_POLL_MS: positiveInt(2000),
    OUTBOX_RETRY_BASE_MS: positiveInt(5000),
    OUTBOX_RETRY_MAX_MS: positiveInt(3_600_000),
    /** Leads older than this many days are deleted daily; unset keeps them. */
    LEADS_RETENTION_DAYS: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.coerce.number<string | undefined>().int().positive().optional())
      .optional(),
    /** Raw page views older than this many days are deleted; their daily figures stay. */
    ANALYTICS_RETENTION_DAYS: positiveInt(30),
    /** How often the page views are rolled up into the daily and hourly figures the dashboard reads. */
    ANALYTICS_ROLLUP_SECONDS: positiveInt(300),
    /** How often the drafts scheduled for publishing are looked for (and published once their time has come). */
    DOCUMENTS_SCHEDULE_SECONDS: positiveInt(10),
    /** Page-view beacons one address may send per minute; past it they are refused (429) and not counted. */
    ANALYTICS_BEACONS_PER_MINUTE: positiveInt(30),
    /** The reply promise: every lead is answered within this many hours of working time. */
    LEADS_REPLY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** The hours the promise's clock runs (`Mon-Fri 09:00-18:00`); unset, all day, every day. */
    LEADS_WORKING_HOURS: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (!value) return undefined;
        try {
          return parseWorkingHours(value);
        } catch (error) {
          context.addIssue({ code: 'custom', message: `${(error as Error).message}` });
          return z.NEVER;
        }
      }),
    /** The IANA time zone of LEADS_WORKING_HOURS. */
    LEADS_WORKING_TIME_ZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'an IANA time zone such as Europe/Moscow, or UTC'),
    /** How long before a lead's deadline its reminder is sent; 0 sends none (the overdue notice still goes). */
    LEADS_REMINDER_BEFORE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
    /** The least severe log lines written; `silent` writes none. */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which requests get their line: `all`, `errors` (answers of 400 and above, and requests the
     * visitor left before the answer) or `off`, for a proxy in front that logs every request itself.
     */
    LOG_REQUESTS: z.enum(['all', 'errors', 'off']).default('all'),
    /** A port of its own for `/metrics` (on HOST); never expose it publicly. */
    METRICS_PORT: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional())
      .optional(),
    /** A bearer token `/metrics` requires: on METRICS_PORT if set, else on the public port. */
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().min(16, 'must be at least 16 characters').optional())
      .optional(),
    /**
     * The purge listeners of the caching proxies in front (nginx with the cache purge module),
     * comma-separated: every instance purges what a case change made stale. Needs SITE_URL.
     */
    PROXY_PURGE_URLS: z
      .string()
      .trim()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }))),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''])
      .default('false')
      .transform((value) => value === 'true' || value === '1'),
  })
  .refine((env) => !env.CASES_SOURCE_URL || env.CASES_API_KEY, {
    path: ['CASES_API_KEY'],
    message: 'is required when CASES_SOURCE_URL is set',
  })
  .refine((env) => !env.LEADS_TELEGRAM_BOT_TOKEN === !env.LEADS_TELEGRAM_CHAT_ID, {
    path: ['LEADS_TELEGRAM_CHAT_ID'],
    message: 'LEADS_TELEGRAM_BOT_TOKEN and LEADS_TELEGRAM_CHAT_ID are set together (the bot, and the chat it posts to)',
  })
  .refine((env) => !env.HUBSPOT_PORTAL_ID === !env.HUBSPOT_FORM_GUID, {
    path: ['HUBSPOT_FORM_GUID'],
    message: 'HUBSPOT_PORTAL_ID and HUBSPOT_FORM_GUID are set together (the account, and the form in it)',
  })
  .refine((env) => env.METRICS_PORT !== env.PORT, { path: ['METRICS_PORT'], message: 'must differ from PORT' })
  .refine((env) => !env.PROXY_PURGE_URLS.length || env.SITE_URL, {
    path: ['PROXY_PURGE_URLS'],
    message: 'needs SITE_URL, the public origin the proxies keep their copies under',
  });

export type Env = z.infer<typeof envSchema>;

/** Validates settings; throws one message that names every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(settings)'}: ${issue.message}`);
  throw new Error(`Invalid settings:\n${problems.join('\n')}`);
}

/** The settings of a program started from the command line: on a bad value, its message and exit code 1. */
export function envOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** The public origin: SITE_URL, or the address the server listens on. */
export function publicOrigin(settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>): string {
  if (settings.SITE_URL) return new URL(settings.SITE_URL).origin;
  const host = settings.HOST === '0.0.0.0' || settings.HOST === '::' ? 'localhost' : settings.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${settings.PORT}`;
}
