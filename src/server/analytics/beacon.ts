/**
 * `POST /a`: the page's beacon (`src/client/countVisit.ts`). Refused: another origin than the
 * site's (403), a body over BEACON_MAX_BYTES (413), more than ANALYTICS_BEACONS_PER_MINUTE from one
 * address (429), a body that names no page of this site (400). Robots, visitors who opted out
 * and staff get 204 like everyone, and are not counted. The answer sets nothing and is never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { publicOrigin, type Env } from '../env.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import type { Counting } from './counting.ts';
import { notCounted } from './counted.ts';
import { parsePageView } from './pageView.ts';
import { visitorHash } from './visitorHash.ts';

const BEACON_PATH = '/a';

/** The largest beacon body read: an address with its campaign parameters and a referrer fit well within it. */
const BEACON_MAX_BYTES = 2048;

/** Whether `pathname` is the beacon's. */
export const isBeaconPath = (pathname: string): boolean => pathname === BEACON_PATH;

function answer(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'Cache-Control': cachePolicy.never, ...headers });
  res.end();
}

/** Reads the body up to `max` bytes; undefined when it is longer. */
function readBody(req: IncomingMessage, max: number): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume();
        resolve(undefined);
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(size > max ? undefined : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Answers a beacon when `url` is the beacon's path (true), else leaves the request alone
 * (false). `address` is the visitor's address as the server worked it out (`settleForwarding`).
 */
export function answerBeacon(
  counting: Counting,
  settings: Pick<Env, 'SITE_URL' | 'HOST' | 'PORT'>,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  address: string,
): boolean {
  if (!isBeaconPath(url.pathname)) return false;
  void handle(counting, publicOrigin(settings), req, res, address).catch(() => {
    if (!res.headersSent) answer(res, 503);
  });
  return true;
}

async function handle(
  counting: Counting,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
  address: string,
): Promise<void> {
  if (req.headers.origin !== origin) return void (req.resume(), answer(res, 403));
  if (Number(req.headers['content-length'] ?? 0) > BEACON_MAX_BYTES) return void (req.resume(), answer(res, 413));
  const decision = await (await counting.limiter()).check(address);
  if (!decision.allowed)
    return void (req.resume(), answer(res, 429, { 'Retry-After': String(decision.retryAfterSeconds) }));
  const body = await readBody(req, BEACON_MAX_BYTES);
  if (body === undefined) return answer(res, 413);
  const view = parsePageView(body, origin);
  if (!view) return answer(res, 400);
  if (notCounted(req.headers)) return answer(res, 204);
  const at = counting.now();
  const salt = await counting.salts.saltFor(at);
  counting.recorder.record({ ...view, at, visitor: visitorHash(salt, address, req.headers['user-agent'] ?? '') });
  answer(res, 204);
}
