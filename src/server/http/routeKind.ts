import { isStaffPath } from '../staff/requestRules.ts';
import { isPagePath } from './cachePolicy.ts';
import { isActionPath } from './requestLimits.ts';

/** The kinds of address the request log and the latency metric tell apart. */
export type RouteKind = 'page' | 'prerendered' | 'asset' | 'api' | 'action' | 'staff' | 'other';

/** A request the static files answered: a prerendered page, or any other file. */
export function staticKind(pathname: string): RouteKind {
  return isPagePath(pathname) ? 'prerendered' : 'asset';
}

/** A request that went on to the on-demand routes. */
export function onDemandKind(pathname: string, search: string): RouteKind {
  if (isActionPath(pathname) || /[?&]_action=/.test(search)) return 'action';
  if (pathname.startsWith('/functions/')) return 'api';
  if (isStaffPath(pathname)) return 'staff';
  return isPagePath(pathname) ? 'page' : 'other';
}
