/**
 * Who is not counted, whatever the beacon says: robots (the `isbot` list of user agents),
 * visitors who ask not to be tracked (`DNT: 1`, `Sec-GPC: 1`; the beacon itself is not sent
 * then, this covers a browser that sends the header but not the script's signal), and staff (a
 * staff session cookie: their own visits to check a page are not visitors).
 */
import { isbot } from 'isbot';

/** Why a beacon is not counted, or undefined when it is. */
export type NotCounted = 'bot' | 'opted-out' | 'staff';

/** The request headers that decide it. */
interface CountedHeaders {
  'user-agent'?: string | undefined;
  dnt?: string | string[] | undefined;
  'sec-gpc'?: string | string[] | undefined;
  cookie?: string | undefined;
}

export function notCounted(headers: CountedHeaders): NotCounted | undefined {
  const agent = headers['user-agent'] ?? '';
  if (!agent || isbot(agent)) return 'bot';
  if (String(headers.dnt).trim() === '1' || String(headers['sec-gpc']).trim() === '1') return 'opted-out';
  if (/(?:^|;\s*)(?:__Host-)?staff\.session_token=/.test(headers.cookie ?? '')) return 'staff';
  return undefined;
}
