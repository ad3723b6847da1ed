import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { completePagePolicy, nonPagePolicy } from './contentSecurityPolicy.ts';

/**
 * Headers every response carries. The Content-Security-Policy starts as the one for answers
 * that are not pages; a prerendered page's file and an on-demand page each get theirs later
 * (see contentSecurityPolicy.ts), so every response carries exactly one.
 */
export function setSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  for (const [name, value] of Object.entries(securityHeaders({ https }))) res.setHeader(name, value);
  completeAstroPolicies(res);
}

/** The headers of `setSecurityHeaders`, for answers written in one `writeHead`. */
export function securityHeaders({ https }: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': nonPagePolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // No feature that has ended (FLoC's interest-cohort): Chromium reports each as an error of the page.
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}

/**
 * On-demand pages get their script/style policy from Astro (through `writeHead`, or
 * `setHeader` when compression wraps the response); it replaces the non-page policy,
 * completed with the directives only a header can carry.
 */
function completeAstroPolicies(res: ServerResponse): void {
  const complete = (value: unknown) => (typeof value === 'string' ? completePagePolicy(value) : value);
  const isPolicy = (name: string) => name.toLowerCase() === 'content-security-policy';

  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return setHeader.call(this, name, isPolicy(name) ? (complete(value) as typeof value) : value);
  };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.find(
      (arg): arg is OutgoingHttpHeaders => !!arg && typeof arg === 'object' && !Array.isArray(arg),
    );
    for (const name of Object.keys(headers ?? {})) {
      if (isPolicy(name)) headers![name] = complete(headers![name]) as OutgoingHttpHeaders[string];
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}
