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

/**
 * Every setting the server reads, with its default. A setting's comment is its row in
 * docs/operate/configuration.md (`npm run docs:config` writes the table); its `@default` says what
 * an unset setting without a default here means. .env.example lists them too.
 */
export const envSchema = z
  .object({
    /** Port the server listens on. */
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    /** Interface the server listens on (`0.0.0.0` for all). */
    HOST: z.string().min(1).default('localhost'),
    /**
     * Public origin used in canonical links, hreflang, Open Graph, sitemap and robots; pages are built with it, so a
     * deployment sets it before `npm run build`. When set, a form post must come from it (its `Origin`), also when a
     * TLS proxy in front speaks plain HTTP to the server.
     * @default `http://localhost:$PORT`
     */
    SITE_URL: optionalUrl(['http', 'https']),
    /**
     * Folder of the embedded store (PGlite), created, migrated and seeded on first start; used when `DATABASE_URL` is
     * unset.
     */
    DATA_DIR: z.string().min(1).default('data'),
    /** The build the server serves; `dist` unless a tool builds elsewhere. */
    DIST_DIR: z.string().min(1).default('dist'),
    /**
     * A PostgreSQL server instead of the embedded store (`postgres://user:password@host:5432/db`); the same schema and
     * migrations run there, and several instances can share it. The migrations create the extensions `pg_trgm` (the
     * inbox's search) and `btree_gist` (a meeting time booked once): both come with PostgreSQL's contrib modules (in
     * Debian's `postgresql` package) and are trusted, so the database's owner may create them.
     * @default unset: the embedded store
     */
    DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
    /**
     * Connections each instance keeps to PostgreSQL at most (3 to 200); all but two may write leads at once, two stay
     * for pages and the staff area. Sized for 2 cores: PostgreSQL's `max_connections` must cover every instance's.
     */
    DB_POOL_MAX: z.coerce.number().int().min(3).max(200).default(10),
    /**
     * Lead sends that may wait for the store at once, per instance; past it a send is answered 503 with `Retry-After`,
     * nothing stored.
     */
    LEAD_QUEUE_MAX: z.coerce.number().int().min(0).default(1000),
    /**
     * The longest a lead send waits for its turn; past it, or past `LEAD_QUEUE_MAX`, it is answered 503 with
     * `Retry-After: 5`, nothing stored.
     */
    LEAD_QUEUE_WAIT_MS: positiveInt(15_000),
    /**
     * Redis holding the form rate limits, the sign-in limit and the beacon limit, so all instances count together;
     * while it is unreachable each instance counts in memory.
     * @default unset: each instance counts in memory
     */
    REDIS_URL: optionalUrl(['redis', 'rediss']),
    /**
     * SMTP server for lead mail, `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://...:465`; it also
     * carries staff invitations, assignment mails and reply reminders.
     * @default unset: no mail (leads are still stored)
     */
    SMTP_URL: optionalUrl(['smtp', 'smtps']),
    /**
     * Who receives lead mail, and the reminders and overdue notices of leads nobody has.
     * @default the sales email in `src/config/site.ts`
     */
    LEADS_EMAIL_TO: optionalEmail,
    /**
     * Sender of lead mail and staff invitations; the visitor's address is the Reply-To.
     * @default `no-reply@` the sales email's domain
     */
    LEADS_EMAIL_FROM: optionalEmail,
    /**
     * The shared address a member's reply to a lead is sent from, under the member's own name ("Olga Ivanova"
     * <sales@…>). Replying from the lead page needs `SMTP_URL`.
     * @default the sales email in `src/config/site.ts`
     */
    REPLY_FROM_ADDRESS: optionalEmail,
    /**
     * The domain of each lead's reply address, `reply+<token>@REPLY_DOMAIN`, which a reply to the visitor carries as
     * its Reply-To. Point the domain's MX at a mailbox that takes plus addresses (`reply+…@` delivered to `reply@`),
     * and `REPLY_IMAP_URL` at that mailbox: the visitors' answers then show on their leads.
     * @default the domain of `REPLY_FROM_ADDRESS`
     */
    REPLY_DOMAIN: optionalMatching(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'must be a domain name',
    ),
    /**
     * The mailbox the visitors' answers arrive in, read over IMAP: `imaps://user:password@imap.example.com/INBOX`
     * (port 993), or `imap://…` (port 143; STARTTLS is required but on the machine itself). Each mail to a lead's
     * reply address goes on that lead's timeline; the rest is quarantined (see docs/use/leads.md). Use a mailbox of
     * its own: the site reads every message in it once, in order, and marks it read.
     * @default unset: answers are not read
     */
    REPLY_IMAP_URL: optionalUrl(['imap', 'imaps']),
    /**
     * The DKIM selector of the key that signs replies to leads (the `<selector>._domainkey` DNS record); set with
     * `REPLY_DKIM_PRIVATE_KEY`.
     * @default unset: replies are not signed by the site (the SMTP server may sign them)
     */
    REPLY_DKIM_SELECTOR: optionalMatching(
      /^[a-z0-9][a-z0-9._-]{0,62}$/i,
      'must be a DKIM selector (letters, digits, - _ .)',
    ),
    /**
     * The private key (PEM; line breaks may be written `\n`) that DKIM-signs replies to leads.
     * @default unset
     */
    REPLY_DKIM_PRIVATE_KEY: z
      .string()
      .trim()
      .transform((value) => value.replace(/^"|"$/g, '').replaceAll('\\n', '\n') || undefined)
      .pipe(
        z
          .string()
          .regex(/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'must be a PEM private key')
          .optional(),
      )
      .optional(),
    /**
     * The domain the DKIM signature names (`d=`), whose DNS holds the selector's public key.
     * @default the domain of `REPLY_FROM_ADDRESS`
     */
    REPLY_DKIM_DOMAIN: optionalMatching(
      /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      'must be a domain name',
    ),
    /**
     * Receives each lead as a JSON `POST` (`Idempotency-Key: lead-{id}`); any 2xx within `OUTBOX_SEND_TIMEOUT_MS`
     * counts as delivered.
     * @default unset: no webhook
     */
    LEADS_WEBHOOK_URL: optionalUrl(['http', 'https']),
    /**
     * Signs each webhook call ([Standard Webhooks](https://www.standardwebhooks.com/): `webhook-id`,
     * `webhook-timestamp`, `webhook-signature`, HMAC-SHA256): a `whsec_` secret (`whsec_` and 24 to 64 random bytes in
     * base64; `npm run leads -- webhook-secret` makes one), or two separated by a space while the receiver moves to a
     * new one (each call then carries both signatures).
     * @default unset: unsigned
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
    /**
     * A Slack [incoming webhook](https://api.slack.com/messaging/webhooks): the team's channel gets each lead's summary
     * (kind, name, company, contacts, page, campaign, the message's first 1,000 characters) and a link to it in the
     * staff area; the visitor's text is sent as plain text.
     * @default unset: no Slack
     */
    LEADS_SLACK_WEBHOOK_URL: optionalUrl(['https', 'http']),
    /**
     * A Telegram bot (its token from `@BotFather`) that posts the same summary and link to `LEADS_TELEGRAM_CHAT_ID`;
     * set both or neither. A wrong token shows on the dashboard's outbox health, and the lead is in the inbox all the
     * same.
     * @default unset: no Telegram
     */
    LEADS_TELEGRAM_BOT_TOKEN: optionalMatching(
      /^\d+:[A-Za-z0-9_-]{20,}$/,
      'a bot token as @BotFather gives it, such as 123456789:AAH...',
    ),
    /**
     * The chat the bot posts to: its id (groups and channels start with `-100`) or a public channel's `@name`; the bot
     * must be a member.
     * @default unset: no Telegram
     */
    LEADS_TELEGRAM_CHAT_ID: optionalMatching(
      /^(-?\d+|@[A-Za-z][A-Za-z0-9_]{4,})$/,
      'a chat id (such as -1001234567890) or a public channel (@name)',
    ),
    /** Telegram's Bot API; another address only for a local proxy or a test. */
    TELEGRAM_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.telegram.org'),
    /**
     * The HubSpot account (portal) id, digits only, of the form every lead is submitted to (Forms API v3); set it with
     * `HUBSPOT_FORM_GUID`.
     * @default unset: no HubSpot
     */
    HUBSPOT_PORTAL_ID: optionalMatching(/^\d{1,12}$/, 'the HubSpot account (portal) id, digits only, such as 1234567'),
    /**
     * That form's id, from the address of its editor in HubSpot; set both or neither.
     * @default unset: no HubSpot
     */
    HUBSPOT_FORM_GUID: optionalMatching(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
      "the form's id as HubSpot shows it in the form editor's address, such as 78c2891f-ebdd-44c0-bd94-15c012bbbfbf",
    ),
    /** HubSpot's forms API; another address only for a local proxy or a test. */
    HUBSPOT_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.hsforms.com'),
    /**
     * A Bitrix24 inbound webhook with the `crm` scope, as Bitrix24 shows it
     * (`https://example.bitrix24.ru/rest/1/abc123def456/`, no method name): each lead becomes a Bitrix24 lead.
     * @default unset: no Bitrix24
     */
    BITRIX24_WEBHOOK_URL: optionalUrl(['https', 'http']).refine(
      (url) => !url || !URL.canParse(url) || /^\/rest\/\d+\/[A-Za-z0-9]+\/?$/.test(new URL(url).pathname),
      "an inbound webhook's address as Bitrix24 gives it, such as https://example.bitrix24.ru/rest/1/abc123def456/ (without a method name)",
    ),
    /**
     * How long a webhook, Slack, Telegram, HubSpot or Bitrix24 may take to answer before the attempt counts as failed
     * (and is retried); mail has its own limits (10 s to connect, 30 s of silence).
     */
    OUTBOX_SEND_TIMEOUT_MS: positiveInt(10_000),
    /**
     * The old backend: when set (with `CASES_API_KEY`), cases are read from
     * `{CASES_SOURCE_URL}/functions/v1/get-cases-by-lang?lng=xx` instead of the store.
     * @default unset: the store
     */
    CASES_SOURCE_URL: optionalUrl(['http', 'https']),
    /**
     * Sent to that backend as `Authorization: Bearer` and `apikey`; required with `CASES_SOURCE_URL`.
     * @default unset
     */
    CASES_API_KEY: z.string().optional(),
    /** How long to wait for that backend; after it the list is empty (and logged). */
    CASES_TIMEOUT_MS: positiveInt(5000),
    /**
     * How long each language's list of cases is kept in memory, per instance (`0`: not cached); the cases pages and the
     * API tell shared caches (a CDN, the server's page cache) to keep them as long. A change in the staff area or by
     * `npm run cases -- import` does not wait for it: every instance drops its cached lists, case pages, sitemap and
     * API answers as soon as the change commits. A CDN in front keeps them up to this long.
     */
    CASES_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
    /**
     * Submissions of one form allowed per visitor (IP address) per window; more answer 429 with a message in the page's
     * language. Sends the spam rules flag count apart, over every form, against three times this.
     */
    RATE_LIMIT_MAX: positiveInt(10),
    /** The window of that limit, in seconds. */
    RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    /**
     * A form sent sooner than this after its page was rendered (the page's signed form token says when) counts as a
     * bot: thanked like anyone, stored as spam; `0` turns the form token's rules off (no token, a forged, expired or
     * replayed one then count nothing).
     */
    FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
    /**
     * The key (32+ characters, `openssl rand -base64 32`) the forms' proof-of-work challenges are signed with. Set it
     * to choose or rotate the key: a form answered under the old key within the hour before counts as a forged proof
     * and lands in the spam view.
     * @default unset: the first instance generates one and keeps it in the store (table `site_secrets`), where every
     * instance and restart finds it
     */
    ALTCHA_HMAC_KEY: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().min(32, 'must be at least 32 characters (openssl rand -base64 32 makes one)').optional())
      .optional(),
    /**
     * The most hashes a visitor's browser works through for one challenge (each asks between a fifth of this and this
     * many): about a second on a mid-range phone, done while the visitor types.
     */
    ALTCHA_MAX_COUNTER: z.coerce.number().int().min(100).max(10_000_000).default(50_000),
    /** How often the worker looks for notifications to send. */
    OUTBOX_POLL_MS: positiveInt(2000),
    /** The wait after a notification's first failure; it doubles with each further failure, with jitter. */
    OUTBOX_RETRY_BASE_MS: positiveInt(5000),
    /** The longest wait between two attempts. */
    OUTBOX_RETRY_MAX_MS: positiveInt(3_600_000),
    /**
     * Leads older than this many days are deleted once a day, with their notes, history and notifications.
     * @default unset: kept until erased
     */
    LEADS_RETENTION_DAYS: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.coerce.number<string | undefined>().int().positive().optional())
      .optional(),
    /** Raw page views older than this many days are deleted; their daily figures stay. */
    ANALYTICS_RETENTION_DAYS: positiveInt(30),
    /** How often the page views are rolled up into the figures the staff Visits page reads (how fresh they are). */
    ANALYTICS_ROLLUP_SECONDS: positiveInt(300),
    /**
     * How often drafts of the site's content scheduled for publishing are looked for, and published once their time has
     * come; a publish shows on every instance within a few seconds, and the proxies in front are told to forget its
     * pages.
     */
    DOCUMENTS_SCHEDULE_SECONDS: positiveInt(10),
    /**
     * Page-view beacons one address may send per minute (counted together through Redis when `REDIS_URL` is set); more
     * are refused (429) and not counted.
     */
    ANALYTICS_BEACONS_PER_MINUTE: positiveInt(30),
    /** The reply promise: every lead gets a first answer within this many hours of working time (1 to 720). */
    LEADS_REPLY_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /**
     * The hours the reply promise's clock runs: entries separated by commas, each a day (`Sat`) or a range of days
     * (`Mon-Fri`; `Fri-Mon` wraps) and its hours from `00:00` to `24:00`, such as `Mon-Fri 09:00-18:00, Sat
     * 10:00-14:00`. A day given twice or closing before it opens stops the start.
     * @default unset: all day, every day
     */
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
    /** The IANA time zone of `LEADS_WORKING_HOURS` (`Europe/Moscow`); summer time is followed. */
    LEADS_WORKING_TIME_ZONE: z
      .string()
      .trim()
      .default('UTC')
      .refine(isTimeZone, 'an IANA time zone such as Europe/Moscow, or UTC'),
    /**
     * How long before a waiting lead's deadline its reminder is mailed (to its assignee, else to `LEADS_EMAIL_TO`); `0`
     * sends none (the overdue notice still goes). Reminders need `SMTP_URL`.
     */
    LEADS_REMINDER_BEFORE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(120),
    /** The least severe log line written: `fatal`, `error`, `warn`, `info`, `debug`, `trace` or `silent` (none). */
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * Which requests get their line: `all`, `errors` (answers of 400 and above, and requests the visitor left before
     * the answer) or `off`. Behind a proxy that logs every request itself, `errors` saves about a third of the time a
     * small answer takes.
     */
    LOG_REQUESTS: z.enum(['all', 'errors', 'off']).default('all'),
    /**
     * A port of its own (on `HOST`) for Prometheus metrics at `/metrics`; keep it off the public network.
     * @default unset
     */
    METRICS_PORT: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.coerce.number<string | undefined>().int().min(1).max(65535).optional())
      .optional(),
    /**
     * A bearer token (16+ characters) `/metrics` requires: on `METRICS_PORT` if set, else on `PORT`, where `/metrics`
     * answers 404 without it. Neither set: no metrics.
     * @default unset
     */
    METRICS_TOKEN: z
      .string()
      .trim()
      .transform((value) => value || undefined)
      .pipe(z.string().min(16, 'must be at least 16 characters').optional())
      .optional(),
    /**
     * The purge listeners of the caching proxies in front, comma-separated (`http://127.0.0.1:8081` for the shipped
     * nginx with its cache purge module): after every case change, content publish or redirect change each instance
     * tells them to forget what it made stale. Needs `SITE_URL`.
     * @default unset
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
    /**
     * `true` behind a reverse proxy: the visitor's address (for rate limits) is the last one in `X-Forwarded-For`, and
     * the public origin a form post must come from is the proxy's `X-Forwarded-Proto` and `X-Forwarded-Host` (else
     * `Host`). Without it those headers are ignored.
     */
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
  .refine((env) => !env.REPLY_DKIM_SELECTOR === !env.REPLY_DKIM_PRIVATE_KEY, {
    path: ['REPLY_DKIM_PRIVATE_KEY'],
    message: 'REPLY_DKIM_SELECTOR and REPLY_DKIM_PRIVATE_KEY are set together (the DNS record, and its key)',
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
