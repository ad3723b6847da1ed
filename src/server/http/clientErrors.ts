import type { Duplex } from 'node:stream';
import { defaultLang } from '../../i18n/languages.ts';
import { cachePolicy } from './cachePolicy.ts';
import { headerOnlyPolicy } from './contentSecurityPolicy.ts';
import type { ErrorPages } from './errorPages.ts';
import { securityHeaders } from './securityHeaders.ts';

/**
 * Answers a request Node could not parse, in place of Node's bare reply: headers over
 * PARSE_HEADER_BYTES get 431 with the site's page (in English: the request line is no longer
 * at hand); anything else 400. The connection closes either way: what follows on it cannot be
 * trusted to be a request. Only a client that bypasses the proxy gets here.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex, pages: ErrorPages, { https }: { https: boolean }): void {
  if (!socket.writable) return void socket.destroy();
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
  const head = `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')}\r\n\r\n`;
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}
