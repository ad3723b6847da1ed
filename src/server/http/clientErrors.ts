import type { Duplex } from 'node:stream';
import { defaultLang } from '../../i18n/languages.ts';
import { cachePolicy } from './cachePolicy.ts';
import { headerOnlyPolicy } from './contentSecurityPolicy.ts';
import type { ErrorPages } from './errorPages.ts';
import { securityHeaders } from './securityHeaders.ts';

/** How long, and how much more, a connection answered here is still read before it is cut. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 1024 * 1024;

/** Connections already answered: what they still send errs again, and is only read. */
const answered = new WeakSet<Duplex>();

/**
 * Answers a request Node could not parse, in place of Node's bare reply: headers over
 * PARSE_HEADER_BYTES get 431 with the site's page (in English: the request line is no longer
 * at hand); anything else 400. The connection closes either way: what follows on it cannot be
 * trusted to be a request. Only a client that bypasses the proxy gets here.
 *
 * The client is usually still sending the rest of its headers. Closed at once, the connection
 * would be reset with them unread, and a reset can reach the client before the answer does: it
 * would see a broken connection, not the page. So, as nginx's lingering close does, what it
 * still sends is read and dropped, for up to LINGER_MS and LINGER_BYTES, while it reads the answer.
 */
export function answerClientError(
  error: Error & { code?: string },
  socket: Duplex,
  pages: ErrorPages,
  { https }: { https: boolean },
): void {
  if (answered.has(socket)) return;
  if (!socket.writable) return void socket.destroy();
  answered.add(socket);
  let unread = LINGER_BYTES;
  socket.on('data', (chunk: Buffer) => {
    unread -= chunk.length;
    if (unread < 0) socket.destroy();
  });
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const lang = defaultLang;
  const page = tooLarge ? pages.page(lang, 431) : undefined;
  const body = page ?? Buffer.from(tooLarge ? 'Request headers too large\n' : 'Bad request\n');
  const headers = {
    ...securityHeaders({ https }),
    ...(page ? { 'Content-Security-Policy': headerOnlyPolicy, 'Content-Language': lang } : {}),
    'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': String(body.byteLength),
    'Cache-Control': cachePolicy.never,
    Connection: 'close',
  };
  const head = `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n${Object.entries(
    headers,
  )
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}
