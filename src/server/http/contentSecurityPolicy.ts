/**
 * The site's Content-Security-Policy, one policy per response, each directive once:
 * - a page gets Astro's policy (the directives below plus the hashes of its scripts and
 *   styles): in a `<meta>` when prerendered, as the header when rendered on demand. What a
 *   `<meta>` cannot carry (`frame-ancestors`) goes into the header: on its own beside a meta,
 *   appended to Astro's header otherwise;
 * - every other answer (API, redirects, files, errors without a page) gets a policy that lets
 *   nothing load, frame it or post from it.
 */

/** Directives of every page's policy; Astro adds `script-src` and `style-src` with hashes. */
export const pageDirectives = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self'",
  // The forms' proof of work runs in a Web Worker from the site's own script files.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Directives a `<meta>` policy cannot carry, sent as a header with every page. */
export const headerOnlyPolicy = "frame-ancestors 'none'";

/** The policy of every answer that is not a page. */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The directive names of a policy, in order (`script-src`, ...). */
export function directiveNames(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/)[0]?.toLowerCase() ?? '')
    .filter(Boolean);
}

/** An on-demand page's policy from Astro, completed with the header-only directives it lacks. */
export function completePagePolicy(policy: string): string {
  const present = new Set(directiveNames(policy));
  const directives = policy.split(';').map((directive) => directive.trim()).filter(Boolean);
  for (const directive of headerOnlyPolicy.split(';').map((each) => each.trim())) {
    if (!present.has(directiveNames(directive)[0]!)) directives.push(directive);
  }
  return directives.join('; ');
}
