/**
 * A request's body, read before anything answers: whole into `req.body`, up to its address's
 * limit (`requestLimits.ts`). Over the limit it is still read to its end and dropped, up to
 * DRAIN_BYTES, before the 413 goes out on a connection kept open: a proxy still sending it
 * must never see the connection cut, which it would count as the instance failing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { langFromPath } from '../../i18n/detect.ts';
import { defaultLang } from '../../i18n/languages.ts';
import { catalogs } from '../../i18n/index.ts';
import { cachePolicy } from './cachePolicy.ts';
import { sendErrorPage, type ErrorPages } from './errorPages.ts';
import type { SiteApp } from '../app.ts';
import { sessionMember } from '../staff/member.ts';
import { staffAccess } from '../staff/routes.ts';
import { bodyLimit, DRAIN_BYTES, isActionPath, keptBodyLimit, uploadLimit } from './requestLimits.ts';
import { isMultipart, spoolUploads } from './uploads.ts';
import { sendStaffTooLarge } from './staffTooLarge.ts';
import { isStaffPath } from '../staff/requestRules.ts';

/** A request whose body has been read: Astro's adapter takes a Buffer `body` as it is. */
type ReadRequest = IncomingMessage & { body?: Buffer };

/**
 * Answers 413: as an Astro action error to the forms' script (so it says "too long" in the
 * page's language), as JSON on the API, with a staff page naming `limit` in the member's
 * language in the staff area, else with the site's page in the path's language.
 * `close`: the rest of the body was not read, so the connection cannot serve another request.
 */
function answerTooLarge(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  pages: ErrorPages,
  limit: number,
  close: boolean,
): void {
  const { pathname } = url;
  const headers: Record<string, string> = close ? { Connection: 'close' } : {};
  const message = catalogs[langFromPath(pathname) ?? defaultLang].contact_form.errors.tooLarge;
  const json = (body: object) => {
    res.writeHead(413, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cachePolicy.never,
      ...headers,
    });
    res.end(JSON.stringify(body));
  };
  if (isActionPath(pathname) || (req.headers.accept ?? '').includes('application/json')) {
    json({ error: message, type: 'AstroActionError', code: 'CONTENT_TOO_LARGE', status: 413, message });
  } else if (pathname.startsWith('/functions/')) {
    json({ error: 'Request body too large' });
  } else if (isStaffPath(pathname)) {
    sendStaffTooLarge(req, res, url, limit, headers);
  } else {
    sendErrorPage(req, res, url, pages, 413, message, headers);
  }
}

/**
 * Reads a POST's body into `req.body`, then calls `next`; another method's body is left to
 * Node unless it declares more than the limit. Over the limit, declared or found while
 * reading: 413, after reading the body to its end when it is at most DRAIN_BYTES, else at
 * once with the connection closed.
 */
function readBody(req: ReadRequest, res: ServerResponse, url: URL, pages: ErrorPages, next: () => void): void {
  const limit = keptBodyLimit(url.pathname);
  // What the proxy in front lets through is read to its end, kept or not.
  const drain = Math.max(DRAIN_BYTES, bodyLimit(url.pathname));
  const declared = Number(req.headers['content-length'] ?? 0);
  const keeps = req.method === 'POST';
  if (!keeps && !(declared > limit)) return next();
  if (declared > drain) {
    answerTooLarge(req, res, url, pages, limit, true);
    return void req.resume();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) {
      if (keeps) chunks.push(chunk);
    } else if (size > drain) {
      req.off('data', onData).off('end', onEnd).resume();
      answerTooLarge(req, res, url, pages, limit, true);
    } else chunks.length = 0;
  };
  const onEnd = () => {
    if (size > limit) return answerTooLarge(req, res, url, pages, limit, false);
    req.body = Buffer.concat(chunks);
    next();
  };
  req.on('data', onData).on('end', onEnd);
}

/** The request as far as Better Auth reads it to find the session: its headers. */
function sessionRequest(req: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers))
    for (const each of [value ?? []].flat()) headers.append(name, each);
  return new Request('http://localhost/staff', { headers });
}

/**
 * True when the request's session is an active member the staff route table lets post to `pathname`
 * (who may send its files); anyone else's post is read with the staff area's usual limit.
 */
async function mayUpload(app: SiteApp, req: IncomingMessage, pathname: string): Promise<boolean> {
  try {
    const { member } = await sessionMember(await app.staffAuth(), sessionRequest(req));
    return staffAccess(pathname, 'POST', member?.user.role) === 'allowed';
  } catch {
    return false; // the store is away: the post is read as any other, and the page says the store is away
  }
}

/**
 * Reads a request's body before Astro's handler (`next`): a form with files, posted to a
 * cases screen or a social images editor by a member who may use it, is spooled (files to disk, `uploads.ts`);
 * anything else is read whole, up to its address's limit (`readBody`).
 */
export function readRequestBody(
  app: SiteApp,
  req: ReadRequest,
  res: ServerResponse,
  url: URL,
  pages: ErrorPages,
  next: () => void,
): void {
  const upload = isMultipart(req) ? uploadLimit(url.pathname) : undefined;
  if (!upload) return readBody(req, res, url, pages, next);
  void mayUpload(app, req, url.pathname).then((allowed) => {
    if (allowed)
      spoolUploads(req, res, upload, next, () => answerTooLarge(req, res, url, pages, upload.bodyBytes, true));
    else readBody(req, res, url, pages, next);
  });
}
