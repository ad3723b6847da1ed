/**
 * The staff area's request context, as middleware, for /staff paths only: the session is
 * resolved once, `Astro.locals.staff` set, and the route's requirement enforced before any
 * page code runs. Staff answers are never indexed, cached or page-cached.
 */
import { defineMiddleware } from 'astro:middleware';
import { staffLangOf } from '../../i18n/staff/index.ts';
import { staffAuth } from './auth.ts';
import { asStaffRole, can } from './permissions.ts';
import { staffRequirement } from './routes.ts';

/** The cookie that keeps a staff language choice for pages seen signed out (sign-in). */
export const STAFF_LANG_COOKIE = 'staff-lang';
/** Where refusals render (403, 404); not in the route table, so never reachable directly. */
const REFUSED_PAGE = '/staff/refused';

/** True for the staff area's paths. */
export const isStaffPath = (pathname: string) => pathname === '/staff' || pathname.startsWith('/staff/');

/** `next` when it is a staff path on this site, else the staff home: a sign-in never sends anyone elsewhere. */
export function safeNext(next: string | null | undefined, origin: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return '/staff';
  try {
    const url = new URL(next, origin);
    return url.origin === origin && isStaffPath(url.pathname) ? url.pathname + url.search : '/staff';
  } catch {
    return '/staff';
  }
}

/** Whether a request that may change something comes from this site (its Origin names the public origin). */
export function sameOrigin(request: Request, publicOrigin: string): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  return request.headers.get('origin') === publicOrigin;
}

function staffHeaders(response: Response): Response {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

export const staffContext = defineMiddleware(async (context, next) => {
  const { request, url, locals, cookies } = context;
  if (!isStaffPath(url.pathname)) return next();
  const refuse = async (status: 403 | 404) => {
    locals.staffRefusal = status;
    const response = await next(REFUSED_PAGE);
    return staffHeaders(new Response(response.body, { status, headers: response.headers }));
  };

  locals.staffLang = staffLangOf(cookies.get(STAFF_LANG_COOKIE)?.value, request.headers.get('accept-language'));
  if (!sameOrigin(request, url.origin)) return refuse(403);
  const requirement = staffRequirement(url.pathname, request.method);
  if (!requirement || url.pathname === REFUSED_PAGE) return refuse(404);

  const auth = await staffAuth();
  const { headers: sessionHeaders, response: found } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  const role = asStaffRole(found?.user.role);
  if (found && role && !found.user.disabled) {
    const lang = staffLangOf(found.user.lang, request.headers.get('accept-language'));
    locals.staffLang = lang;
    locals.staff = { user: { id: found.user.id, name: found.user.name, email: found.user.email, role }, sessionId: found.session.id, lang };
  }

  let response: Response;
  if (requirement === 'public') response = await next();
  else if (!locals.staff) {
    const target = `/staff/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`;
    response = new Response(null, { status: 303, headers: { Location: target } });
  } else if (requirement !== 'signedIn' && !can(locals.staff.user.role, requirement)) return refuse(403);
  else response = await next();

  // A renewed session's cookie, when Better Auth extended it.
  for (const cookie of sessionHeaders?.getSetCookie() ?? []) response.headers.append('Set-Cookie', cookie);
  return staffHeaders(response);
});
