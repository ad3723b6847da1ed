import type { Lang } from '../../i18n/languages.ts';
import type { LeadKind } from '../../forms/leadForms.ts';
import type { Utm, leads } from '../db/schema.ts';

/** The consent a lead records: the version of the text in `lang`, the language and the moment (`intake/consent.ts`). */
export interface ConsentRecord {
  version: string;
  lang: Lang;
  at: Date;
}

/** The time a visitor picked for a meeting: the meeting type, its start and the zone they picked it in. */
export interface MeetingRequest {
  typeId: string;
  start: Date;
  visitorTimeZone: string;
}

/** A validated lead as the forms hand it to the store. */
export interface NewLead {
  kind: LeadKind;
  lang: Lang;
  /** Site path the form was sent from, e.g. `/fr/contact`. */
  page: string;
  name: string;
  email?: string | undefined;
  phone?: string | undefined;
  company?: string | undefined;
  message?: string | undefined;
  /** Other fields of the form: subject, package, office, preferredTime, preferredDate, firstName, lastName. */
  details: Record<string, string>;
  utm: Utm;
  /** Where the visit that brought it began, when it was counted (`server/analytics/visits.ts`). */
  visit?: { landing: string; source: string; campaign: string; referrer?: string } | undefined;
  /** The key the form's script gave the send: a send with the same key is the same lead. */
  idempotencyKey?: string | undefined;
  /** The consent text the visitor agreed to (every form asks for it). */
  consent?: ConsentRecord | undefined;
  /** A meeting lead's picked time: booked with the lead, or neither is stored (`meetings/book.ts`). */
  meeting?: MeetingRequest | undefined;
}

/** A lead as stored, with its id and time. */
export type StoredLead = typeof leads.$inferSelect;
