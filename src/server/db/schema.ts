/** The one PostgreSQL schema, for PGlite and for a PostgreSQL server alike. */
import { sql } from 'drizzle-orm';
import type { CaseResult } from '../../data/cases.ts';
import type { LeadKind } from '../../forms/leadForms.ts';
import { leadStatuses, type LeadStatus } from '../leads/statuses.ts';
import {
  type AnyPgColumn,
  bigint,
  customType,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** PostgreSQL's byte array, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const cases = pgTable('cases', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull().unique(),
  /** A shipped cover's name (`fintech-customer-service`) or an absolute image URL; null for the fallback. */
  coverImage: text('cover_image'),
  technologies: jsonb('technologies').$type<string[]>().notNull().default([]),
  published: boolean('published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** When the case was taken off the public site (archived); null while it is not. */
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  /** Where an archived case's address answers 301: another case (in the visitor's language), else the cases list. */
  archiveTargetId: integer('archive_target_id').references((): AnyPgColumn => cases.id, { onDelete: 'set null' }),
});

export const caseTranslations = pgTable(
  'case_translations',
  {
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    lang: varchar('lang', { length: 5 }).notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    /** Null when the story has no full text in this language yet. */
    body: text('body'),
    industry: text('industry').notNull(),
    results: jsonb('results').$type<CaseResult[]>().notNull().default([]),
    /** What the cover shows, for people who cannot see it; null leaves the cover decorative. */
    coverAlt: text('cover_alt'),
  },
  (table) => [primaryKey({ columns: [table.caseId, table.lang] }), index('case_translations_lang').on(table.lang)],
);

/**
 * Every saved version of a case, newest last: the whole case in the import format (validated
 * again when read back), who saved it and when. A restore saves an old version as a new one.
 */
export const caseVersions = pgTable(
  'case_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** What the version did: created, saved, published, unpublished, restored. */
    change: varchar('change', { length: 20 }).notNull(),
    authorId: text('author_id'),
    authorEmail: text('author_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('case_versions_case').on(table.caseId, table.id)],
);

/**
 * What an editor typed into a case's form, saved as they type (autosave): not the case, which
 * only a save changes. One row per author and saved version they started from, updated as
 * they go on typing; the history lists them and any can be opened in the editor again.
 */
export const caseDrafts = pgTable(
  'case_drafts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
    /** The form's values as typed (`CaseFormValues`), checked again when read back. */
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** The case's newest saved version when the draft began (null: none yet). */
    baseVersionId: bigint('base_version_id', { mode: 'number' }),
    authorId: text('author_id').notNull(),
    authorEmail: text('author_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('case_drafts_case').on(table.caseId, table.id)],
);

/**
 * Uploaded files (case covers in every width and format) when the store is a PostgreSQL
 * server, so every instance can serve every upload; the embedded store keeps them as files
 * under DATA_DIR instead. Named by content, never changed once written.
 */
export const mediaFiles = pgTable('media_files', {
  name: varchar('name', { length: 200 }).primaryKey(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A renamed case's earlier slugs: their pages answer 301 to the case's current address. */
export const caseSlugRedirects = pgTable('case_slug_redirects', {
  oldSlug: varchar('old_slug', { length: 120 }).primaryKey(),
  caseId: integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export { leadStatuses, type LeadStatus };

export interface Utm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** The fields the inbox searches, as one text; the search index is built on exactly this expression. */
export const leadSearchText = sql.raw(
  `(coalesce("name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("message", ''))`,
);

export const leads = pgTable(
  'leads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<LeadKind>().notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    /** The site path the form was sent from. */
    page: text('page').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    message: text('message'),
    /** The rest of the form's fields: subject, package, office, preferred time or date, name parts. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    utm: jsonb('utm').$type<Utm>().notNull().default({}),
    /** The visit that brought the lead (`server/analytics/visits.ts`): its landing page, source, campaign and referring host; null when none was counted. */
    visitLanding: text('visit_landing'),
    visitSource: text('visit_source'),
    visitCampaign: text('visit_campaign'),
    visitReferrer: text('visit_referrer'),
    /** The unguessable part of the lead's reply address (`reply+{token}@REPLY_DOMAIN`), made with its first reply. */
    replyToken: varchar('reply_token', { length: 32 }),
    /** A digest of everything the form sent, to recognise the same send repeated (`saveLead`). */
    contentHash: varchar('content_hash', { length: 64 }),
    /** The key the form's script gave this send; a retry with it is the same lead (`saveLead`). */
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    /** Where the lead stands in the sales pipeline. */
    status: varchar('status', { length: 20 }).$type<LeadStatus>().notNull().default('new'),
    /** The staff member who works the lead (a staff user id), if anyone. */
    assigneeId: text('assignee_id'),
    /** The consent text the visitor agreed to: its version (a digest of the text, `consent.ts`), its language and when. */
    consentVersion: varchar('consent_version', { length: 64 }),
    consentLang: varchar('consent_lang', { length: 5 }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first answer: when a member first said "Replied" or moved the lead on from new (not to spam); set once. */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    /** When the visitor's latest mail came that no member has answered yet (`leads/mailIn`); null when none waits. The reply promise's clock runs again from it. */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    /** The last change by staff (status, assignee, note); the creation time until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_created_at').on(table.createdAt),
    index('leads_content_hash').on(table.contentHash, table.createdAt),
    uniqueIndex('leads_idempotency_key').on(table.idempotencyKey),
    // The inbox pages newest first by (created_at, id), optionally within one status or assignee
    // (read backwards, an ascending index gives exactly `created_at desc, id desc`).
    index('leads_newest').on(table.createdAt, table.id),
    index('leads_status_newest').on(table.status, table.createdAt, table.id),
    index('leads_assignee_newest').on(table.assigneeId, table.createdAt, table.id),
    // The leads still waiting for their first answer, oldest first: the overdue view and the reminders.
    index('leads_waiting')
      .on(table.createdAt)
      .where(sql`${table.status} = 'new' and ${table.firstResponseAt} is null`),
    // The leads whose visitor wrote back and waits for an answer: the overdue view.
    index('leads_awaiting')
      .on(table.awaitingSince)
      .where(sql`${table.awaitingSince} is not null`),
    // Erasing and exporting what is held about one email address.
    index('leads_email').on(sql`lower(${table.email})`),
    // Mail to a reply address finds its lead.
    uniqueIndex('leads_reply_token').on(table.replyToken),
    // The inbox's text search: trigrams (pg_trgm) answer ILIKE '%words%' over every searched field.
    index('leads_search').using('gin', sql`${leadSearchText} gin_trgm_ops`),
  ],
);

/** One staff note on a lead. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** A staff user id. */
    authorId: text('author_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_notes_lead').on(table.leadId, table.createdAt)],
);

export const leadEventKinds = [
  'status',
  'assigned',
  'note',
  'delivery_retry',
  'replied',
  'corrected',
  'flagged',
  'emailed',
  'received',
] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

/** One change to a lead, for its timeline: who did what, when. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** A staff user id; null for the system. */
    actorId: text('actor_id'),
    kind: varchar('kind', { length: 20 }).$type<LeadEventKind>().notNull(),
    /** What changed: `{ from, to }` for a status or assignee, `{ noteId }`, `{ outboxId, channel }`, `{ field, from, to }` for a corrected email or phone, `{ score, reasons }` for a send the spam rules flagged. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_events_lead').on(table.leadId, table.createdAt)],
);

/**
 * The reply sales send a lead from its page, per language of the lead: a subject and a body with
 * `{name}`-style placeholders. A language with no row uses the site catalog's default (`leadReply`).
 */
export const leadReplyTemplates = pgTable('lead_reply_templates', {
  lang: varchar('lang', { length: 5 }).primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The admin who last changed it (a staff user id). */
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The conversation with a lead's visitor: each reply a member wrote on the lead's page, as sent
 * (`leads/inbox/sendReply.ts`). Its `Message-ID` is fixed when it is stored, so a retried send is
 * the same message; `inReplyTo` and `references` thread it after the earlier messages.
 */
export const leadMessages = pgTable(
  'lead_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** `out`: a member's reply, sent from the lead page; `in`: the visitor's mail, received (`leads/mailIn`). */
    direction: varchar('direction', { length: 3 }).$type<MessageDirection>().notNull().default('out'),
    /** The member who wrote it (a staff user id); null for the visitor's mail. */
    authorId: text('author_id'),
    /** The sender's name as the mail shows it: the member's, or the visitor's own `From` name. */
    fromName: text('from_name').notNull(),
    /** The visitor's address the mail came from; null for a member's reply. */
    fromAddress: text('from_address'),
    /** Where it went: the visitor's address for a reply, the lead's reply address for the visitor's mail. */
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The text as the member typed it (the mail's HTML part is made from it, `format/replyText.ts`), or the new part of the visitor's mail as text. */
    body: text('body').notNull(),
    /** The earlier mail the visitor's mail quotes, folded away on the page. */
    quoted: text('quoted').notNull().default(''),
    /** The visitor's mail was sent by a program (out of office, an auto-reply): it is not an answer. */
    automatic: boolean('automatic').notNull().default(false),
    /** The files of the visitor's mail that were not kept, and why (`too-large`, `type`). */
    droppedFiles: jsonb('dropped_files').$type<DroppedFile[]>().notNull().default([]),
    messageId: varchar('message_id', { length: 255 }).notNull(),
    inReplyTo: varchar('in_reply_to', { length: 255 }),
    /** The earlier messages' ids, oldest first, separated by spaces. */
    references: text('references').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_messages_lead').on(table.leadId, table.createdAt),
    uniqueIndex('lead_messages_message_id').on(table.messageId),
    // A flood of mail from one sender is counted over the last minute.
    index('lead_messages_sender').on(table.fromAddress, table.createdAt),
  ],
);

export type MessageDirection = 'out' | 'in';
export interface DroppedFile {
  name: string;
  reason: 'too-large' | 'type';
}

/**
 * Mail to the reply mailbox that is not shown on any lead, and why (`leads/mailIn/readMail.ts`):
 * to an unknown or forged reply address, from a sender who is not the lead's, a spoofed `From`,
 * over the size limit, one of a flood from one sender, or one that could not be read. Its raw message is kept for the
 * operator (none for mail over the size limit, which stays in the mailbox, flagged).
 */
export const quarantinedMail = pgTable(
  'quarantined_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reason: varchar('reason', { length: 20 }).$type<QuarantineReason>().notNull(),
    /** The lead its reply address names, when it names one. */
    leadId: bigint('lead_id', { mode: 'number' }).references(() => leads.id, { onDelete: 'set null' }),
    fromAddress: text('from_address').notNull().default(''),
    toAddress: text('to_address').notNull().default(''),
    subject: text('subject').notNull().default(''),
    messageId: varchar('message_id', { length: 255 }),
    size: integer('size').notNull(),
    raw: bytea('raw'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quarantined_mail_sender').on(table.fromAddress, table.receivedAt),
    index('quarantined_mail_received').on(table.receivedAt),
  ],
);

/**
 * How far the reply mailbox has been read (`leads/mailIn/mailbox.ts`): the last message's UID
 * within the mailbox's UIDVALIDITY. Each message is stored in the transaction that moves the
 * cursor past it, so a mail is taken once, whichever instance reads it first.
 */
export const mailboxCursors = pgTable('mailbox_cursors', {
  /** The account and mailbox, as `user@host/INBOX`. */
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const quarantineReasons = [
  'unknown-address',
  'unknown-sender',
  'spoofed',
  'too-large',
  'flood',
  'unreadable',
] as const;
export type QuarantineReason = (typeof quarantineReasons)[number];

/** A file sent with a message: its name as picked, its type as its content says, its bytes. */
export const leadMessageFiles = pgTable(
  'lead_message_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadMessageId: bigint('lead_message_id', { mode: 'number' })
      .notNull()
      .references(() => leadMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [index('lead_message_files_message').on(table.leadMessageId)],
);

/** A view of the leads inbox a staff member saved under a name: its filter and order as URL parameters. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The member whose view it is (a staff user id); nobody else sees or deletes it. */
    memberId: text('member_id').notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** The view as the inbox's URL parameters, without `?` (`inboxFilterToSearch`). */
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_views_member_name').on(table.memberId, table.name)],
);

/**
 * How a lead's notifications go out; `reminder` and `overdue` are the reply promise's mail, one of
 * each at most; `meeting` a booked meeting's invitation (to the visitor and to the member) and
 * `meetingrem` the visitor's reminders before it (`meetings/meetingMail.ts`); `reply` a member's
 * reply to the visitor, one row per message (`recipient` is the message's id, `notify/replyMail.ts`);
 * `answered` the mail telling the assignee that the visitor wrote back, one row per message (`notify/answeredMail.ts`).
 */
export const outboxChannels = [
  'email',
  'webhook',
  'slack',
  'telegram',
  'hubspot',
  'bitrix24',
  'reminder',
  'overdue',
  'assignee',
  'meeting',
  'meetingrem',
  'reply',
  'answered',
] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** Why a send failed, as the staff dashboard words it (`leads/notify/deliveryFailure.ts`). */
export interface DeliveryFailure {
  kind: 'timeout' | 'unreachable' | 'unauthorized' | 'notFound' | 'rejected' | 'busy' | 'serverError' | 'failed';
  /** The receiver's HTTP status, if it answered. */
  status?: number;
  /** The longest wait, in seconds, for a timeout. */
  seconds?: number;
  /** The receiver's own error code (`INVALID_EMAIL`, `ERROR_CORE`), never a visitor's words. */
  code?: string;
}

/**
 * One row per lead, notification channel and recipient, written in the transaction that makes it
 * due: the lead's for the team's channels, an assignment's for the mail to its assignee.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).$type<OutboxChannel>().notNull(),
    /** Whom the row notifies, when the channel has one recipient per row: the assignee's staff user id; '' otherwise. */
    recipient: text('recipient').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The last failure's kind, for the dashboard's outbox health; null once delivered. */
    lastFailure: jsonb('last_failure').$type<DeliveryFailure>(),
    /** When the last attempt ended, delivered or not. */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** Set when the receiver refused this lead for good (its data, not a setting); no attempt follows until staff retry it. */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_lead_channel_recipient').on(table.leadId, table.channel, table.recipient),
    index('outbox_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null`),
  ],
);

/**
 * The routing rules, in the order they are tried (`position`, first match wins). A rule's
 * conditions left null match anything; its action gives the lead to `assigneeId`, or with
 * `action` `roundRobin` to the next member in turn who speaks its language, or leaves it for
 * the inbox (`nobody`).
 */
export const routingRules = pgTable('routing_rules', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  lang: varchar('lang', { length: 5 }),
  kind: varchar('kind', { length: 20 }).$type<LeadKind>(),
  /** An office id (`moscow`), as the meeting form sends it. */
  office: varchar('office', { length: 40 }),
  /** The UTM campaign, compared without regard to case; `campaignPrefix` matches its start. */
  campaign: text('campaign'),
  campaignPrefix: boolean('campaign_prefix').notNull().default(false),
  action: varchar('action', { length: 20 }).$type<'member' | 'roundRobin' | 'nobody'>().notNull(),
  /** The member of a `member` rule (a staff user id). */
  assigneeId: text('assignee_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The round robin's turn per lead language: the member given the last lead. Its row is locked
 * (`FOR UPDATE`) while a lead is routed, so leads routed at once on several instances take turns.
 */
export const routingTurns = pgTable('routing_turns', {
  lang: varchar('lang', { length: 5 }).primaryKey(),
  lastMemberId: text('last_member_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the instances generate once and share through the store (the proof-of-work HMAC key
 * when ALTCHA_HMAC_KEY is unset): the first instance to start writes it, every other reads it.
 */
export const siteSecrets = pgTable('site_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The proof-of-work challenges already answered, each accepted once, kept until the challenge expires. */
export const usedProofs = pgTable(
  'used_proofs',
  {
    signature: varchar('signature', { length: 128 }).primaryKey(),
    /** The key of the send that answered it: the same send again (a retry while the store was busy) still counts. */
    sendKey: varchar('send_key', { length: 64 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('used_proofs_expires_at').on(table.expiresAt)],
);

/**
 * The leads sent with each form token (`leads/intake/spam/formToken.ts`), one row per token and
 * send: a token used for more leads than one cached copy of a page explains counts as replayed.
 * A row is kept a week past its token's expiry or its own use, whichever is later.
 */
export const usedFormTokens = pgTable(
  'used_form_tokens',
  {
    /** The token's signature, which names it. */
    token: varchar('token', { length: 64 }).notNull(),
    /** The send: the form script's idempotency key, else a digest of the lead's content, so a retry is not a new use. */
    sendKey: varchar('send_key', { length: 64 }).notNull(),
    keepUntil: timestamp('keep_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.token, table.sendKey] }),
    index('used_form_tokens_keep_until').on(table.keepUntil),
  ],
);

/*
 * Staff accounts. The tables Better Auth reads and writes (user, session, account,
 * verification, passkey), with its column names, plus our invites and audit log.
 */
export const staffUser = pgTable('staff_user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** One of `staffRoles`; anything else holds no permission. */
  role: varchar('role', { length: 20 }).notNull(),
  /** A disabled member cannot sign in and their sessions are ended. */
  disabled: boolean('disabled').notNull().default(false),
  /** The member's staff language (`en`, `ru`); null follows the browser. */
  lang: varchar('lang', { length: 5 }),
  /** The IANA time zone the staff area shows moments in (`Europe/Moscow`); null is UTC. */
  timeZone: varchar('time_zone', { length: 64 }),
  /** The languages of the site (`en`, `ru`, ...) the member answers leads in, for the round robin (`routing.ts`). */
  languages: jsonb('languages').$type<string[]>().notNull().default([]),
  /**
   * The site languages whose content the member may change (the documents under `/staff/content`
   * written per language); null is every language and the documents all languages share.
   */
  contentLanguages: jsonb('content_languages').$type<string[]>(),
  /** Away (on leave): the round robin passes the member by, and a rule naming them falls back to it. */
  away: boolean('away').notNull().default(false),
  /** Whether sign-in by password asks for a code from an authenticator app too (`staff_two_factor`). */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffSession = pgTable(
  'staff_session',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_session_user').on(table.userId)],
);

export const staffAccount = pgTable(
  'staff_account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password's hash (scrypt, by Better Auth) for the `credential` provider. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_account_user').on(table.userId)],
);

export const staffVerification = pgTable('staff_verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const staffPasskey = pgTable(
  'staff_passkey',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (table) => [index('staff_passkey_user').on(table.userId)],
);

/**
 * A member's authenticator app (TOTP) and backup codes, both encrypted with the store's secret
 * by Better Auth; `verified` once the member has typed a first code from the app.
 */
export const staffTwoFactor = pgTable(
  'staff_two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUser.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_two_factor_user').on(table.userId)],
);

/** An invitation to set a password: only the token's SHA-256 is kept; single use, with an expiry. */
export const staffInvites = pgTable('staff_invites', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  email: text('email').notNull(),
  role: varchar('role', { length: 20 }).notNull(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The staff member who invited; null from the command line. */
  invitedBy: text('invited_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every staff action: who (actor, null when signed out or the command line), what, on what, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: varchar('action', { length: 40 }).notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_at').on(table.createdAt),
    index('audit_log_action').on(table.action, table.createdAt),
  ],
);

/**
 * An address an editor sends elsewhere (an old page, a campaign's short link): `fromPath` answers
 * `status` with `target` (a path on this site or an absolute http(s) URL). `hits` counts the
 * visitors sent on, added up from every instance.
 */
export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  fromPath: varchar('from_path', { length: 500 }).notNull().unique(),
  target: varchar('target', { length: 2000 }).notNull(),
  status: integer('status').notNull().default(301),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
  /** The member who last changed it (a staff user id). */
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One page view as the beacon reported it (`server/analytics/`): kept ANALYTICS_RETENTION_DAYS,
 * rolled up into `analytics_daily`. `visitor` is a hash salted with the day's salt, which is
 * dropped with its day: it tells one day's visitors apart and can never be traced back.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    visitor: varchar('visitor', { length: 32 }).notNull(),
    path: text('path').notNull(),
    /** The referring site's host, '' when none or this site. */
    referrer: text('referrer').notNull().default(''),
    /** `utm_source`, else the referring host, else '' (direct). */
    source: text('source').notNull().default(''),
    medium: text('medium').notNull().default(''),
    campaign: text('campaign').notNull().default(''),
    lang: varchar('lang', { length: 5 }).notNull(),
    /** `mobile`, `tablet` or `desktop`, from the window's width. */
    device: varchar('device', { length: 10 }).notNull(),
  },
  (table) => [index('analytics_events_at').on(table.at), index('analytics_events_visitor').on(table.visitor, table.at)],
);

/** The day's salt of the visitor hash, shared by every instance; older days' are deleted. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * The day's figures per dimension (`total`, `page`, `landing`, `source`, `campaign`, `lang`,
 * `device`, `funnel`) and value, recomputed from the raw events (so a roll-up run twice, or by two
 * instances, writes the same rows); visitors add up across days, since the salt changes daily.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    dimension: varchar('dimension', { length: 20 }).notNull(),
    value: text('value').notNull(),
    views: integer('views').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.dimension, table.value] }),
    index('analytics_daily_dimension').on(table.dimension, table.day),
  ],
);

/** Views and visitors per hour, rolled up with the days. */
export const analyticsHourly = pgTable('analytics_hourly', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  views: integer('views').notNull(),
  visitors: integer('visitors').notNull(),
});

/**
 * The content documents editors change (`src/content/documents.ts`): one row per document and
 * language (`*` for one all languages share). `published` is what the site shows; `draft`, when
 * set, is the next version being written, published at `publishAt` when it is scheduled.
 */
export const siteDocuments = pgTable(
  'site_documents',
  {
    key: varchar('key', { length: 40 }).notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    published: jsonb('published').notNull(),
    /** The number of the published version in `site_document_versions`. */
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by'),
    draft: jsonb('draft'),
    draftBy: text('draft_by'),
    draftAt: timestamp('draft_at', { withTimezone: true }),
    /** When the draft is to be published; null when it is not scheduled. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang] }), index('site_documents_publish_at').on(table.publishAt)],
);

/** Every version of a document ever published (the seed is version 1), for compare and restore. */
export const siteDocumentVersions = pgTable(
  'site_document_versions',
  {
    key: varchar('key', { length: 40 }).notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    version: integer('version').notNull(),
    data: jsonb('data').notNull(),
    /** How it came: `seeded`, `published`, `scheduled`, `restored`, `imported`. */
    action: varchar('action', { length: 20 }).notNull(),
    memberId: text('member_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.lang, table.version] })],
);

/**
 * A kind of meeting visitors may book (`server/meetings/`): its name per language, its length and
 * the buffers kept free around it, how soon and how far ahead it may be booked, where it happens
 * (an office's id, or `online` with a video link) and the languages it is offered in.
 */
export const meetingTypes = pgTable('meeting_types', {
  id: varchar('id', { length: 40 }).primaryKey(),
  position: integer('position').notNull().default(0),
  names: jsonb('names').$type<Record<string, string>>().notNull(),
  minutes: integer('minutes').notNull(),
  bufferBeforeMinutes: integer('buffer_before_minutes').notNull().default(0),
  bufferAfterMinutes: integer('buffer_after_minutes').notNull().default(0),
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
  horizonDays: integer('horizon_days').notNull().default(30),
  /** The grid slots start on, in minutes from the start of a member's working hours. */
  stepMinutes: integer('step_minutes').notNull().default(30),
  /** An office's id (`moscow`), or `online`. */
  place: varchar('place', { length: 40 }).notNull(),
  /** For an online meeting: the video link, `{uid}` standing for the meeting's own id. */
  videoLink: text('video_link'),
  languages: jsonb('languages').$type<string[]>().notNull(),
  active: boolean('active').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * When a member meets visitors: weekly hours on their own wall clock (`timeZone`), days off, the
 * meeting types they take, and the token of their private calendar feed.
 */
export const meetingHosts = pgTable('meeting_hosts', {
  memberId: text('member_id')
    .primaryKey()
    .references(() => staffUser.id, { onDelete: 'cascade' }),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  /** Per weekday (0 Monday … 6 Sunday), intervals of minutes after local midnight, `[from, to)`. */
  weekly: jsonb('weekly').$type<[number, number][][]>().notNull(),
  /** Dates (`YYYY-MM-DD`, the member's calendar) with no meetings. */
  daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
  typeIds: jsonb('type_ids').$type<string[]>().notNull().default([]),
  feedToken: varchar('feed_token', { length: 64 }).unique(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A booked meeting: a meeting lead's time with one member. `blockedFrom`/`blockedUntil` are the
 * meeting with its buffers; the exclusion constraint `meetings_no_overlap` (migration 0019, with
 * `btree_gist`) refuses two uncancelled meetings of one member whose blocked ranges overlap, so a
 * time is booked once whatever the instances do. `uid` is the calendar invitation's `UID`,
 * `sequence` its revision.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    typeId: varchar('type_id', { length: 40 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    blockedFrom: timestamp('blocked_from', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** The zone the visitor picked the time in, to write to them in it. */
    visitorTimeZone: varchar('visitor_time_zone', { length: 64 }).notNull(),
    uid: text('uid').notNull().unique(),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('meetings_lead').on(table.leadId),
    index('meetings_member_starts').on(table.memberId, table.startsAt),
    index('meetings_starts').on(table.startsAt),
  ],
);
