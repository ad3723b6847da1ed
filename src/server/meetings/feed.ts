/**
 * A member's private calendar feed: the meetings they host as an iCalendar their calendar app
 * subscribes to at `/staff/meetings/feed/{token}.ics`, with no session (an app has none), so the
 * token in the address is the only key. It is 32 random bytes (base64url); the store keeps only
 * its SHA-256, so the lookup compares digests (how long it takes tells nothing of a token) and a
 * copy of the store gives no working address. Hence the address is shown once, when it is made;
 * making a new one (rotating) or revoking it ends the old one at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { site } from '../../config/site.ts';
import { format, staffCatalogs } from '../../i18n/index.ts';
import { staffLanguages } from '../../i18n/languages.ts';
import type { SiteApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { meetingHosts, staffUser } from '../db/schema.ts';
import { publicOrigin, type Env } from '../env.ts';
import type { Acting } from '../staff/member.ts';
import { calendarFeed } from './invitation.ts';
import { hostMeetings, invitedMeeting } from './invitedMeeting.ts';

/** How far back the feed reaches: a calendar keeps showing the last month's meetings. */
const PAST_DAYS = 30;

/** 32 bytes are 43 base64url characters; the address takes nothing else, so nothing else is looked up. */
const tokenShape = /^[A-Za-z0-9_-]{43}$/;

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The feed's address for `token`, on the site's public origin (what a calendar app outside reaches). */
export const feedAddress = (token: string, settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>) =>
  new URL(`/staff/meetings/feed/${token}.ics`, publicOrigin(settings)).href;

/** What came of a feed action: the new token (shown once), revoked, or refused to a member who hosts no meetings (422). */
export interface FeedOutcome {
  feed?: { email: string; token?: string; revoked?: boolean };
  refusal?: 'notHost';
  status?: 422;
}

/** Gives the acting member's feed a new token, ending any earlier one; only a member who hosts meetings has a feed. */
export async function rotateFeed(_input: unknown, { db, member }: Acting): Promise<FeedOutcome> {
  const token = randomBytes(32).toString('base64url');
  const updated = await db
    .update(meetingHosts)
    .set({ feedToken: digestOf(token), updatedAt: sql`now()` })
    .where(eq(meetingHosts.memberId, member.user.id))
    .returning({ memberId: meetingHosts.memberId });
  if (!updated.length) return { refusal: 'notHost', status: 422 };
  return { feed: { email: member.user.email, token } };
}

/** Ends the acting member's feed; revoked is false when there was none to end (nothing to audit). */
export async function revokeFeed(_input: unknown, { db, member }: Acting): Promise<FeedOutcome> {
  const updated = await db
    .update(meetingHosts)
    .set({ feedToken: null, updatedAt: sql`now()` })
    .where(and(eq(meetingHosts.memberId, member.user.id), isNotNull(meetingHosts.feedToken)))
    .returning({ memberId: meetingHosts.memberId });
  return { feed: { email: member.user.email, revoked: updated.length > 0 } };
}

/** The audit row of a feed action: whose feed got a new address or was ended; never the token. */
export function feedAudit({ feed }: FeedOutcome) {
  if (feed?.token) return { action: 'meeting-feed-rotate' as const, target: feed.email };
  if (feed?.revoked) return { action: 'meeting-feed-revoke' as const, target: feed.email };
  return undefined;
}

/**
 * The feed `token` opens, as an iCalendar text stamped `now`: its member's meetings not cancelled
 * from 30 days before `now` on, in their staff language; undefined for a token that opens none
 * (unknown, revoked, replaced, or its member disabled).
 */
export async function memberFeed(db: Database, token: string, now: Date): Promise<string | undefined> {
  if (!tokenShape.test(token)) return undefined;
  const [host] = await db
    .select({ memberId: meetingHosts.memberId, name: staffUser.name, lang: staffUser.lang })
    .from(meetingHosts)
    .innerJoin(staffUser, eq(staffUser.id, meetingHosts.memberId))
    // A disabled member's feed ends with their sign-in.
    .where(and(eq(meetingHosts.feedToken, digestOf(token)), eq(staffUser.disabled, false)));
  if (!host) return undefined;
  const lang = staffLanguages.find((each) => each === host.lang) ?? 'en';
  const since = new Date(now.getTime() - PAST_DAYS * 86_400_000);
  const found = await hostMeetings(db, host.memberId, since);
  const name = format(staffCatalogs[lang].meetings.feed.calendarName, { site: site.name, name: host.name });
  return calendarFeed(
    name,
    found.map((each) => invitedMeeting(each, lang)),
    now,
  );
}

/**
 * The answer to a calendar app's fetch of the feed `token`: the iCalendar, or 404 with no body
 * for a token that opens none (unknown, revoked, replaced), the same whichever it was. Never kept
 * by any cache: a revoked address must stop showing meetings at once.
 */
export async function feedResponse(app: Pick<SiteApp, 'db'>, token: string, now: Date): Promise<Response> {
  const ics = await memberFeed(await app.db(), token, now);
  const headers = { 'Cache-Control': cachePolicy.never };
  if (ics === undefined) return new Response(null, { status: 404, headers });
  return new Response(ics, { headers: { ...headers, 'Content-Type': 'text/calendar; charset=utf-8' } });
}
