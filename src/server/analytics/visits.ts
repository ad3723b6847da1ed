/**
 * The visit a lead came from: the first page view of the day by the same visitor hash (address
 * and user agent under the day's salt), looked up on the server when the lead is sent. Nothing
 * is kept in the visitor's browser for it; a visitor who was not counted (opted out, a robot)
 * has no visit, and their lead none either.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsEvents } from '../db/schema.ts';
import type { Counting } from './counting.ts';
import { dayOf, visitorHash } from './visitorHash.ts';

/** Where a visit began. */
export interface Visit {
  landing: string;
  source: string;
  campaign: string;
  /** The referring site's host, '' when none. */
  referrer: string;
}

/** The visit of the visitor at `address` with `userAgent` today, if one was counted. */
export async function visitOf(
  counting: Counting,
  db: Database,
  address: string,
  userAgent: string,
): Promise<Visit | undefined> {
  const now = counting.now();
  const visitor = visitorHash(await counting.salts.saltFor(now), address, userAgent);
  const [stored] = await db
    .select({
      landing: analyticsEvents.path,
      source: analyticsEvents.source,
      campaign: analyticsEvents.campaign,
      referrer: analyticsEvents.referrer,
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.visitor, visitor), gte(analyticsEvents.at, new Date(`${dayOf(now)}T00:00:00Z`))))
    .orderBy(asc(analyticsEvents.at), asc(analyticsEvents.id))
    .limit(1);
  if (stored) return stored;
  const waiting = counting.recorder.waiting().find((view) => view.visitor === visitor);
  return waiting
    ? { landing: waiting.path, source: waiting.source, campaign: waiting.campaign, referrer: waiting.referrer }
    : undefined;
}
