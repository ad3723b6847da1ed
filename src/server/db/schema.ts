/** The one PostgreSQL schema, for PGlite and for a PostgreSQL server alike. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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

export interface CaseResult {
  value: string;
  label: string;
}

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
  },
  (table) => [primaryKey({ columns: [table.caseId, table.lang] }), index('case_translations_lang').on(table.lang)],
);

export const leadKinds = ['contact', 'demo', 'callback', 'package', 'meeting'] as const;
export type LeadKind = (typeof leadKinds)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'won', 'lost', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

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
    /** A digest of everything the form sent, to recognise the same send repeated (`saveLead`). */
    contentHash: varchar('content_hash', { length: 64 }),
    /** Where the lead stands in the sales pipeline. */
    status: varchar('status', { length: 20 }).$type<LeadStatus>().notNull().default('new'),
    /** The staff member who works the lead (a staff user id), if anyone. */
    assigneeId: text('assignee_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last change by staff (status, assignee, note); the creation time until then. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('leads_created_at').on(table.createdAt),
    index('leads_content_hash').on(table.contentHash, table.createdAt),
    // The inbox pages newest first by (created_at, id), optionally within one status or assignee
    // (read backwards, an ascending index gives exactly `created_at desc, id desc`).
    index('leads_newest').on(table.createdAt, table.id),
    index('leads_status_newest').on(table.status, table.createdAt, table.id),
    index('leads_assignee_newest').on(table.assigneeId, table.createdAt, table.id),
    // Erasing and exporting what is held about one email address.
    index('leads_email').on(sql`lower(${table.email})`),
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

export const leadEventKinds = ['status', 'assigned', 'note', 'delivery_retry'] as const;
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
    /** What changed: `{ from, to }` for a status or assignee, `{ noteId }`, `{ outboxId, channel }`. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lead_events_lead').on(table.leadId, table.createdAt)],
);

export const outboxChannels = ['email', 'webhook'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** One row per lead and notification channel, written in the lead's transaction. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: varchar('channel', { length: 10 }).$type<OutboxChannel>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_lead_channel').on(table.leadId, table.channel),
    index('outbox_due').on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`),
  ],
);
