import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { sharedMaxAge } from './cachePolicy.ts';
import { completePagePolicy, policyForPage } from './contentSecurityPolicy.ts';
import { securityHeaders } from './securityHeaders.ts';

/** The encodings a kept response is also stored in, best first. */
type Encoding = 'br' | 'gzip';

/**
 * What a new connection's server sends before the first acknowledgement: ten segments of 1,460
 * bytes (the initial window of RFC 6928). An answer within it arrives a round trip sooner.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
/** What the HTTP layer writes besides the headers: the status line, `Date`, `Connection`, `Keep-Alive`, `X-Request-Id`. */
const STATUS_AND_TRANSPORT_BYTES = 160;
/** Quality 11 makes the site's pages 8 to 11% smaller than 8: it is tried when 12% would bring one within. */
const TRIED_WHEN_WITHIN = 0.88;

const brotli = promisify(brotliCompress);
const brotliAt = (quality: number, body: ArrayBuffer) =>
  brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });

/**
 * A kept body in brotli, compressed once and off the event loop. Quality 8 makes a page about a
 * tenth smaller than the on-the-fly compressor's 4, as fast (about 1 ms). Quality 11 takes
 * another 8% off for 40 to 60 ms of a core, which is worth it only when it brings the answer
 * (its `headerBytes` and body) within the first round trip: the visitor then waits those
 * milliseconds instead of a round trip (`npm run bench:compression` prints both).
 */
export async function brotliWithinRoundTrip(body: ArrayBuffer, headerBytes: number): Promise<Buffer> {
  const fast = await brotliAt(8, body);
  const room = FIRST_ROUND_TRIP_BYTES - headerBytes;
  if (fast.byteLength <= room || fast.byteLength * TRIED_WHEN_WITHIN > room) return fast;
  const best = await brotliAt(11, body);
  return best.byteLength < fast.byteLength ? best : fast;
}

/**
 * The bytes of a kept answer's headers as the server sends them compressed: its own (the page's
 * policy completed), the security headers every answer carries (over HTTPS), and what `prepare`
 * and the HTTP layer add.
 */
function headerBytesOf(headers: [string, string][]): number {
  const sent = new Headers(securityHeaders({ https: true }));
  for (const [name, value] of headers)
    sent.set(name, name.toLowerCase() === 'content-security-policy' ? completePagePolicy(value) : value);
  sent.set('Content-Encoding', 'br');
  sent.set('Content-Length', '00000');
  sent.append('Vary', 'Accept-Encoding');
  return sent
    .entries()
    .reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), STATUS_AND_TRANSPORT_BYTES);
}

/** Bodies from here up are compressed, kept ones here and the rest on the fly (`serve.ts`); smaller ones are sent as they are. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The encoding to send to a client that sent `acceptEncoding`: br before gzip, none when it
 * accepts neither (a `;q=0` entry refuses one).
 */
export function chooseEncoding(acceptEncoding: string | null): Encoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name?.trim()),
  );
  return (['br', 'gzip'] as const).find((encoding) => accepted.has(encoding));
}

/**
 * A kept page's validator: a digest of its bytes, weak because the same page is sent in three
 * encodings. A browser that asks again with it (`If-None-Match`) is answered 304, without the page.
 */
function entityTag(body: ArrayBuffer): string {
  return `W/"${createHash('sha256').update(new Uint8Array(body)).digest('base64url').slice(0, 22)}"`;
}

/** True when an `If-None-Match` header names `etag` (or `*`), compared as weak validators are. */
export function matchesEntityTag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/** The headers a 304 keeps of its page's: what the page's would be, without describing a body. */
const notModifiedDrops = new Set(['content-length', 'content-encoding', 'content-type']);

/** A response kept for reuse: its bytes, status and headers. */
interface Stored {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  etag: string;
  /** The body compressed: brotli when kept (from `COMPRESS_FROM_BYTES` up), gzip on first demand. */
  encoded: { br?: Buffer; gzip?: Buffer };
  /** The answer per encoding ('identity': none), made on first demand and reused by every hit. */
  answers: Partial<Record<Encoding | 'identity', CachedAnswer>>;
  /** The 304 to a request that holds this version already, made on first demand. */
  notModified?: CachedAnswer;
}

/** A view of `body`'s bytes, without copying them. */
const bytes = (body: ArrayBuffer | Buffer) =>
  body instanceof ArrayBuffer ? new Uint8Array(body) : (body as Uint8Array<ArrayBuffer>);

/** A kept response as sent: `encoded` says whether the body is compressed. */
export interface CachedAnswer {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer> | null;
  encoded: boolean;
}

/** Up to this many responses, at most this many bytes in all. */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The server's own shared cache for on-demand GET responses, honouring the `s-maxage` each
 * route sets, as a CDN in front of the site would. A page then renders once per address and
 * period instead of once per visit. Keyed by path and query; nothing the routes render depends
 * on other parts of the request. The body is also kept brotli-compressed (made as it is kept) and
 * gzip-compressed (on first demand), so a page served from here is neither rendered nor compressed again.
 */
export class PageCache {
  readonly #entries: LRUCache<string, Stored>;
  /** `chooseEncoding`'s answers by header: browsers repeat one on every request. */
  readonly #encodings = new Map<string, Encoding | undefined>();
  /** The keys whose answer a request is rendering and keeping now, each settled when it is done. */
  readonly #rendering = new Map<string, Promise<void>>();
  #drops = 0;

  /** Changes with every `drop`: an answer rendered across one (from what was dropped) is not kept. */
  get generation(): number {
    return this.#drops;
  }

  /** `now` (milliseconds) is the clock the lifetimes are counted on; tests pass their own. */
  constructor({ now }: { now?: () => number } = {}) {
    this.#entries = new LRUCache<string, Stored>({
      max: MAX_ENTRIES,
      maxSize: MAX_BYTES,
      // Room for the body and its two compressed forms (a fraction of it).
      sizeCalculation: (entry) => Math.max(1, Math.ceil(entry.body.byteLength * 1.5)),
      // Read the clock on every look-up rather than once per millisecond through a timer.
      ttlResolution: 0,
      ...(now ? { perf: { now } } : {}),
    });
  }

  #encodingFor(acceptEncoding: string | null): Encoding | undefined {
    const key = acceptEncoding ?? '';
    if (this.#encodings.has(key)) return this.#encodings.get(key);
    // Made-up headers cost at most this bound.
    if (this.#encodings.size >= 256) this.#encodings.clear();
    const chosen = chooseEncoding(key);
    this.#encodings.set(key, chosen);
    return chosen;
  }

  /**
   * The stored response for `key`, fresh and ready to send, compressed in the best encoding
   * `acceptEncoding` allows; HEAD gets no body; a request whose `ifNoneMatch` names it, a 304.
   */
  get(
    key: string,
    method: string,
    acceptEncoding: string | null = null,
    ifNoneMatch: string | null = null,
  ): Response | undefined {
    const answer = this.answer(key, method, acceptEncoding, ifNoneMatch);
    return answer && new Response(answer.body, { status: answer.status, headers: answer.headers });
  }

  /** What `get` answers, as status, header pairs and bytes, for a server that writes them itself. */
  answer(
    key: string,
    method: string,
    acceptEncoding: string | null = null,
    ifNoneMatch: string | null = null,
  ): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (matchesEntityTag(ifNoneMatch, entry.etag)) {
      return (entry.notModified ??= {
        status: 304,
        headers: [...prepare(entry, undefined).headers].filter(([name]) => !notModifiedDrops.has(name)),
        body: null,
        encoded: false,
      });
    }
    const encoding = entry.body.byteLength >= COMPRESS_FROM_BYTES ? this.#encodingFor(acceptEncoding) : undefined;
    const answer = (entry.answers[encoding ?? 'identity'] ??= prepare(entry, encoding));
    return method === 'HEAD' ? { ...answer, body: null } : answer;
  }

  /**
   * Keeps `response` under `key` for its `s-maxage` when it may be shared and nothing was
   * dropped since `generation` (read before it was rendered), and returns a response to send
   * in its place (the body of a stream can be read only once). A page's policy keeps only the
   * hashes of its own inline scripts and styles. Given the request (`to`), what is sent is the
   * kept answer as `get` gives it: compressed once, here, and not again on the way out.
   */
  async keep(
    key: string,
    response: Response,
    generation = this.#drops,
    to?: { method: string; acceptEncoding: string | null },
  ): Promise<Response> {
    const seconds = sharedMaxAge(response);
    if (!seconds || !response.body || generation !== this.#drops) return response;
    const body = await response.arrayBuffer();
    const etag = response.headers.get('etag') ?? entityTag(body);
    const policy = response.headers.get('content-security-policy');
    const html =
      policy && response.headers.get('content-type')?.startsWith('text/html')
        ? new TextDecoder().decode(body)
        : undefined;
    const headers = [
      ...response.headers
        .entries()
        .filter(([name]) => name !== 'etag' && !(html !== undefined && name === 'content-security-policy')),
      ...(html !== undefined ? [['content-security-policy', policyForPage(policy!, html)] as [string, string]] : []),
      ['etag', etag] as [string, string],
    ];
    const br =
      body.byteLength >= COMPRESS_FROM_BYTES ? await brotliWithinRoundTrip(body, headerBytesOf(headers)) : undefined;
    // A drop while the body was read or compressed leaves it what it was rendered from: sent, not kept.
    if (generation !== this.#drops) return new Response(body, { status: response.status, headers });
    this.#entries.set(
      key,
      { body, status: response.status, headers, etag, encoded: { br }, answers: {} },
      { ttl: seconds * 1000 },
    );
    return (
      (to && this.get(key, to.method, to.acceptEncoding)) || new Response(body, { status: response.status, headers })
    );
  }

  /**
   * Runs `render` as the request that renders and keeps `key`'s answer: another request for the
   * same key meanwhile waits for it (`whenRendered`) instead of rendering and compressing the same
   * page again, as a page kept for a second would be by every visitor at the turn of each second.
   */
  async rendering<T>(key: string, render: () => Promise<T>): Promise<T> {
    const { promise: rendered, resolve: settle } = Promise.withResolvers<void>();
    this.#rendering.set(key, rendered);
    try {
      return await render();
    } finally {
      if (this.#rendering.get(key) === rendered) this.#rendering.delete(key);
      settle();
    }
  }

  /** Settles when the request rendering `key`'s answer (see `rendering`) is done; undefined when none is. */
  whenRendered(key: string): Promise<void> | undefined {
    return this.#rendering.get(key);
  }

  /** Forgets every kept answer whose key (path and query) `stale` picks; returns how many. */
  drop(stale: (key: string) => boolean): number {
    this.#drops++;
    let dropped = 0;
    for (const key of [...this.#entries.keys()]) if (stale(key) && this.#entries.delete(key)) dropped++;
    return dropped;
  }
}

/** What a kept response answers in `encoding`, its gzip made the first time it is asked for. */
function prepare(entry: Stored, encoding: Encoding | undefined): CachedAnswer {
  const headers = new Headers(entry.headers);
  const compressed =
    encoding === 'gzip' ? (entry.encoded.gzip ??= gzipSync(entry.body, { level: 9 })) : encoding && entry.encoded.br;
  if (encoding && compressed) {
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
  }
  headers.append('Vary', 'Accept-Encoding');
  return { status: entry.status, headers: [...headers], body: bytes(compressed || entry.body), encoded: !!compressed };
}
