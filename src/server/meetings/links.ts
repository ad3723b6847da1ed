/**
 * The link a visitor cancels their meeting by, mailed with the invitation: signed, so it needs no
 * sign-in and cannot be made up; bound to the meeting's revision (`sequence`), so it works once,
 * as the cancellation raises the revision; and good until the meeting starts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { storedSecret } from '../db/secrets.ts';
import { MEETING_LINK_PATH } from '../http/requestLimits.ts';

/** The key links are signed with, kept in the store so every instance and restart agree. */
export const meetingLinkKey = (db: Database): Promise<string> =>
  storedSecret(db, 'meeting-link-key', 'the meeting link key');

/** What a link names: the meeting, its revision, and when the link stops working (ms). */
export interface MeetingLink {
  meetingId: number;
  sequence: number;
  expiresAt: number;
}

const tokenShape = /^(\d{1,15})\.(\d{1,9})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

const signatureOf = (key: string, signed: string): string =>
  createHmac('sha256', key).update(`meeting-link:${signed}`).digest('base64url');

/** The token of a link to the meeting `meetingId` at revision `sequence`, good until `expiresAt`. */
export function meetingToken(key: string, link: MeetingLink): string {
  const signed = `${link.meetingId}.${link.sequence}.${link.expiresAt.toString(36)}`;
  return `${signed}.${signatureOf(key, signed)}`;
}

/** What a token names when its signature is ours; undefined for anything else. Expiry is the caller's to judge. */
export function readMeetingToken(key: string, token: string): MeetingLink | undefined {
  const parts = tokenShape.exec(token);
  if (!parts) return undefined;
  const [, id, sequence, expires, signature] = parts;
  const expected = Buffer.from(signatureOf(key, `${id}.${sequence}.${expires}`));
  const given = Buffer.from(signature!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { meetingId: Number(id), sequence: Number(sequence), expiresAt: parseInt(expires!, 36) };
}

/** The page a token opens: `/meetings/manage?token=…` on the site's public origin. */
export function meetingUrl(origin: string, token: string): string {
  const url = new URL(MEETING_LINK_PATH, origin);
  url.searchParams.set('token', token);
  return url.href;
}
