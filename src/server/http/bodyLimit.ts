import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromPath } from '../../i18n/detect.ts';
import { defaultLang } from '../../i18n/languages.ts';
import { catalogs } from '../../i18n/index.ts';
import { MAX_BODY_BYTES } from '../limits.ts';
import { requestUrl } from './requestUrl.ts';

/** A request whose body has been read: Astro's adapter takes a Buffer `body` as it is. */
type ReadRequest = IncomingMessage & { body?: Buffer };

/**
 * Answers 413 with a message in the page's language, as an Astro action error for JSON
 * clients, so a form sent with the actions client says "too long" instead of failing blankly.
 */
function answerTooLarge(req: IncomingMessage, res: ServerResponse): void {
  const lang = langFromPath(requestUrl(req).pathname) ?? defaultLang;
  const message = catalogs[lang].contact_form.errors.tooLarge;
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  res.writeHead(413, {
    'Content-Type': wantsJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    Connection: 'close',
  });
  const json = { error: message, type: 'AstroActionError', code: 'CONTENT_TOO_LARGE', status: 413, message };
  res.end(wantsJson ? JSON.stringify(json) : `${message}\n`);
}

/** Refuses a request whose declared body (Content-Length) is over the limit, before reading it. */
export function refuseOversizedBody(req: IncomingMessage, res: ServerResponse): boolean {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > MAX_BODY_BYTES)) return false;
  answerTooLarge(req, res);
  req.resume();
  return true;
}

/**
 * Reads a POST body into `req.body`, then calls `next`; a body that grows past the limit
 * without declaring its length (chunked) gets the same 413 as a declared one and the
 * connection is closed. GET and HEAD go on at once.
 */
export function readBody(req: ReadRequest, res: ServerResponse, next: () => void): void {
  if (req.method !== 'POST') return next();
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
    req.off('data', onData).off('end', onEnd);
    answerTooLarge(req, res);
  };
  const onEnd = () => {
    req.body = Buffer.concat(chunks);
    next();
  };
  req.on('data', onData).on('end', onEnd);
}
