/**
 * The leads inbox's view as URL parameters, so a view can be bookmarked and shared:
 * `?status=new&open=yes&due=overdue&kind=demo&lang=ru&from=2026-01-01&to=2026-01-31&assignee=none&q=acme&sort=status`.
 * Each parameter is validated on its own; a bad one is left out of the view and reported.
 */
import { z } from 'zod';
import { languages, type Lang } from '../../../i18n/languages.ts';
import { leadKinds, type LeadKind } from '../../../forms/leadForms.ts';
import { leadStatuses, type LeadStatus } from '../../db/schema.ts';
import { arrivedBy, type ReplyPromise } from '../routing/replyPromise.ts';

/** The statuses of a lead still being worked: `open=yes` shows only these. */
export const openStatuses = ['new', 'contacted', 'qualified'] as const satisfies readonly LeadStatus[];

/** `assignee=none`: the leads nobody has taken. */
export const UNASSIGNED = 'none';
/** Shortest text search: the trigram index cannot narrow a shorter one, which would read every lead. */
const MIN_QUERY_LENGTH = 3;
/** Longest text search kept; the rest is cut. */
const MAX_QUERY_LENGTH = 200;

/** The orders a view can be shown in: newest first (the default), oldest first, by status in pipeline order or by assignee (newest first within each). */
export const inboxSorts = ['newest', 'oldest', 'status', 'assignee'] as const;
export type InboxSort = (typeof inboxSorts)[number];

export interface InboxFilter {
  kind?: LeadKind;
  /** Without it the inbox shows every status but spam. */
  status?: LeadStatus;
  /** `yes`: only the leads still being worked (`openStatuses`). */
  open?: 'yes';
  /** `overdue`: only the leads still waiting for their first answer past the reply promise's deadline. */
  due?: 'overdue';
  lang?: Lang;
  /** First day shown (`2026-01-01`, from midnight UTC). */
  from?: string;
  /** Last day shown, the whole day (UTC). */
  to?: string;
  /** A staff user id, or UNASSIGNED. */
  assignee?: string;
  /** Words found in the name, email, company or message, as typed (case does not matter). */
  q?: string;
  /** The order of the view; newest first without it. */
  sort?: InboxSort;
}

/**
 * A view as the store reads it: the URL's filter and, for `due=overdue`, the latest arrival that
 * is overdue now (`arrivedBy` of the reply promise), worked out by the server, never read from a URL.
 */
export type InboxQuery = InboxFilter & { overdueArrivedBy?: Date };

/** The store's reading of `filter` at `now` under the reply promise. */
export function inboxQuery(filter: InboxFilter, promise: ReplyPromise, now: Date): InboxQuery {
  return filter.due ? { ...filter, overdueArrivedBy: arrivedBy(promise, now) } : filter;
}

/** A parameter that was left out of the view, and why. */
export interface InboxFilterProblem {
  param: keyof InboxFilter;
  value: string;
  message: string;
}

const fields = {
  kind: z.enum(leadKinds, { error: `is one of ${leadKinds.join(', ')}` }),
  status: z.enum(leadStatuses, { error: `is one of ${leadStatuses.join(', ')}` }),
  open: z.literal('yes', { error: 'is yes' }),
  due: z.literal('overdue', { error: 'is overdue' }),
  lang: z.enum(languages, { error: `is one of ${languages.join(', ')}` }),
  from: z.iso.date({ error: 'is a date like 2026-01-31' }),
  to: z.iso.date({ error: 'is a date like 2026-01-31' }),
  assignee: z.string().max(200, { error: 'is a staff member id' }),
  q: z
    .string()
    .min(MIN_QUERY_LENGTH, { error: `needs at least ${MIN_QUERY_LENGTH} characters` })
    .transform((value) => value.slice(0, MAX_QUERY_LENGTH)),
  sort: z.enum(inboxSorts, { error: `is one of ${inboxSorts.join(', ')}` }),
} satisfies { [K in keyof InboxFilter]-?: z.ZodType<InboxFilter[K]> };

/** The parameters in the order `inboxFilterToSearch` writes them. */
const order = Object.keys(fields) as (keyof InboxFilter)[];

/** Reads the view from a URL's parameters; empty ones are unset, bad ones are left out and listed in `problems`. */
export function parseInboxFilter(params: URLSearchParams): { filter: InboxFilter; problems: InboxFilterProblem[] } {
  const filter: Record<string, string> = {};
  const problems: InboxFilterProblem[] = [];
  for (const param of order) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    const parsed = fields[param].safeParse(value);
    if (parsed.success) filter[param] = parsed.data;
    else problems.push({ param, value, message: `${param} ${parsed.error.issues[0]?.message ?? 'is not valid'}` });
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    problems.push({ param: 'to', value: filter.to, message: 'to is on or after from' });
    delete filter.to;
  }
  return { filter: filter as InboxFilter, problems };
}

/** The view as URL parameters (without `?`), in a stable order; the inverse of `parseInboxFilter`. */
export function inboxFilterToSearch(filter: InboxFilter): string {
  const params = new URLSearchParams();
  for (const param of order) {
    const value = filter[param];
    if (value) params.set(param, value);
  }
  return params.toString();
}

/** Where the next page starts: after the lead with this creation time (to the microsecond), id, status and assignee, in the view's order. */
export interface InboxCursor {
  /** The creation time as PostgreSQL prints it in UTC, microseconds included; a JavaScript Date keeps only milliseconds. */
  createdAt: string;
  id: number;
  /** For the order by status. */
  status: LeadStatus;
  /** For the order by assignee: the lead's (null: nobody's). */
  assignee?: string | null;
}

const cursorSchema = z.tuple([
  z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/),
  z.number().int().positive(),
  z.enum(leadStatuses),
  z.string().max(200).nullable().optional(),
]);

/** The cursor as one URL-safe parameter value (`after=`). */
export function encodeCursor(cursor: InboxCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id, cursor.status, cursor.assignee ?? null])).toString(
    'base64url',
  );
}

/** Reads an `after=` value; undefined (the first page) when it is missing or not one of ours. */
export function decodeCursor(value: string | null | undefined): InboxCursor | undefined {
  if (!value) return undefined;
  try {
    const parsed = cursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
    if (!parsed.success) return undefined;
    const [createdAt, id, status, assignee] = parsed.data;
    return { createdAt, id, status, ...(assignee ? { assignee } : {}) };
  } catch {
    return undefined;
  }
}
