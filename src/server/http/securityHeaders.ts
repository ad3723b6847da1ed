import type { ServerResponse } from 'node:http';

/**
 * Headers every response carries. Script and style sources are fixed per page by the
 * Content-Security-Policy `<meta>` Astro writes with hashes; this header adds what a
 * `<meta>` cannot say (frame-ancestors) and the rest of the hardening.
 */
export function setSecurityHeaders(res: ServerResponse, { https }: { https: boolean }): void {
  res.setHeader(
    'Content-Security-Policy',
    "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
  );
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
}
