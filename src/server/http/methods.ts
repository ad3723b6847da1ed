import type { IncomingMessage, ServerResponse } from 'node:http';
import { cachePolicy } from './cachePolicy.ts';
import { isStaffPath } from '../staff/requestRules.ts';
import { isActionPath, isFormPage, MEETING_LINK_PATH } from './requestLimits.ts';
import { isBeaconPath } from '../analytics/beacon.ts';

/** The methods each kind of address answers, first match wins; anything else gets 405. */
const methodRules: { matches: (pathname: string) => boolean; methods: readonly string[] }[] = [
  { matches: isActionPath, methods: ['POST'] },
  { matches: isBeaconPath, methods: ['POST'] },
  { matches: (pathname) => pathname.startsWith('/functions/v1/'), methods: ['GET', 'HEAD', 'OPTIONS'] },
  { matches: isFormPage, methods: ['GET', 'HEAD', 'POST'] },
  { matches: (pathname) => pathname === MEETING_LINK_PATH, methods: ['GET', 'HEAD', 'POST'] },
  // The staff area's forms post to their own page; the staff guard checks role and origin.
  { matches: isStaffPath, methods: ['GET', 'HEAD', 'POST'] },
  { matches: () => true, methods: ['GET', 'HEAD'] },
];

/** The methods the address `pathname` answers. */
export function allowedMethods(pathname: string): readonly string[] {
  return methodRules.find((rule) => rule.matches(pathname))!.methods;
}

/**
 * Answers 400 when the address is not valid percent-encoding (`/%E0%A4%A`): no page, file or
 * redirect can be named by it. Returns false when the request may go on.
 */
export function refuseMalformedPath(req: IncomingMessage, res: ServerResponse): boolean {
  try {
    decodeURI(req.url ?? '/');
    return false;
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cachePolicy.never });
    res.end('Bad request: the address is not valid percent-encoding\n');
    req.resume();
    return true;
  }
}

/**
 * Answers 405 with `Allow` when the request's method is not one its address answers
 * (PUT on a page, TRACE anywhere); returns false when the request may go on.
 */
export function refuseMethod(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const methods = allowedMethods(url.pathname);
  if (methods.includes(req.method ?? 'GET')) return false;
  res.writeHead(405, {
    Allow: methods.join(', '),
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': cachePolicy.never,
  });
  res.end('Method not allowed\n');
  req.resume();
  return true;
}
