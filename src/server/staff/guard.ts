/**
 * The staff area's request context, as middleware, for /staff paths only: the session is
 * resolved once, `Astro.locals.staff` set, and the route's requirement enforced before any
 * page code runs. Staff answers are never indexed, cached or page-cached.
 */
import type { MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { staffLangOf } from '../../i18n/detect.ts';
import { cachePolicy } from '../http/cachePolicy.ts';
import { sessionMember } from './member.ts';
import { STAFF_LANG_COOKIE, isStaffPath, sameOrigin } from './requestRules.ts';
import { staffAccess, staffRequirement } from './routes.ts';

/** Where refusals render (403, 404); not in the route table, so never reachable directly. */
const REFUSED_PAGE = '/staff/refused';

function staffHeaders(response: Response): Response {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', cachePolicy.never);
  return response;
}

/** The refusal page, with `status`, in place of what was asked. */
export async function refusal(locals: App.Locals, next: MiddlewareNext, status: 403 | 404): Promise<Response> {
  locals.staffRefusal = status;
  const response = await next(REFUSED_PAGE);
  return staffHeaders(new Response(response.body, { status, headers: response.headers }));
}

export const staffContext = defineMiddleware(async (context, next) => {
  const { request, url, locals, cookies } = context;
  if (!isStaffPath(url.pathname)) return next();
  const refuse = (status: 403 | 404) => refusal(locals, next, status);

  locals.staffLang = staffLangOf(cookies.get(STAFF_LANG_COOKIE)?.value, request.headers.get('accept-language'));
  if (!sameOrigin(request, url.origin)) return refuse(403);
  if (!staffRequirement(url.pathname, request.method) || url.pathname === REFUSED_PAGE) return refuse(404);

  const { member, renewed } = await sessionMember(await locals.app.staffAuth(), request);
  if (member) {
    locals.staffLang = member.lang;
    locals.staff = member;
  }

  const access = staffAccess(url.pathname, request.method, locals.staff?.user.role);
  if (access === 'forbidden') return refuse(403);
  const target = `/staff/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`;
  // One "now" and the member's time zone for every moment the page shows.
  locals.staffClock = { now: new Date(), timeZone: locals.staff?.timeZone ?? 'UTC' };
  const response =
    access === 'sign-in' ? new Response(null, { status: 303, headers: { Location: target } }) : await next();

  // A renewed session's cookie, when Better Auth extended it.
  for (const cookie of renewed) response.headers.append('Set-Cookie', cookie);
  return staffHeaders(response);
});
