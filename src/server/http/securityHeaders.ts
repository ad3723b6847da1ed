import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/** The policy a `<meta>` cannot carry; sent as its own header beside any page policy. */
export const FRAMING_POLICY = "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * Headers every response carries. Script and style sources are fixed per page by the
 * Content-Security-Policy `<meta>` Astro writes with hashes; this header adds what a
 * `<meta>` cannot say (frame-ancestors) and the rest of the hardening.
 */
export function setSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  res.setHeader('Content-Security-Policy', FRAMING_POLICY);
  keepFramingPolicy(res);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}

/**
 * On-demand pages get their script/style policy from Astro, which would replace ours (through
 * `writeHead`, or `setHeader` when compression wraps the response); send both instead:
 * browsers enforce every policy they receive.
 */
function keepFramingPolicy(res: ServerResponse): void {
  const withFraming = (value: unknown) =>
    typeof value === 'string' && !value.includes('frame-ancestors') ? [value, FRAMING_POLICY] : value;
  const isPolicy = (name: string) => name.toLowerCase() === 'content-security-policy';

  const setHeader = res.setHeader;
  res.setHeader = function (this: ServerResponse, name: string, value: number | string | readonly string[]) {
    return setHeader.call(this, name, isPolicy(name) ? (withFraming(value) as typeof value) : value);
  };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => !!arg && typeof arg === 'object' && !Array.isArray(arg));
    for (const name of Object.keys(headers ?? {})) {
      if (isPolicy(name)) headers![name] = withFraming(headers![name]) as OutgoingHttpHeaders[string];
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse['writeHead'];
}
