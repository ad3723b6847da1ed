/**
 * The site's Content-Security-Policy, one policy per response, each directive once:
 * - a page gets Astro's policy (the directives below plus the hashes of its scripts and
 *   styles): in a `<meta>` when prerendered, as the header when rendered on demand. What a
 *   `<meta>` cannot carry (`frame-ancestors`) goes into the header: on its own beside a meta,
 *   appended to Astro's header otherwise. A page kept in the page cache names only the hashes
 *   of its own inline scripts and styles (`policyForPage`);
 * - every other answer (API, redirects, files, errors without a page) gets a policy that lets
 *   nothing load, frame it or post from it; a file of a lead's message is also sandboxed
 *   (`downloadPolicy`).
 */
import { createHash } from 'node:crypto';

/**
 * Directives of every page's policy; Astro adds `script-src` and `style-src` with hashes. What
 * `default-src 'self'` already allows is not said again: fonts, the forms' posts and the beacon
 * (`connect-src`), and the proof of work's Web Worker from the site's own script files
 * (`worker-src` falls back to `script-src`, which has `'self'`). Every byte of a policy is sent
 * with every page, before its first paint.
 */
export const pageDirectives = [
  "default-src 'self'",
  "img-src 'self' data: https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
] as const;

/** Directives a `<meta>` policy cannot carry, sent as a header with every page. */
export const headerOnlyPolicy = "frame-ancestors 'none'";

/** The policy of every answer that is not a page. */
export const nonPagePolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of a file someone else made, downloaded from the staff area (a lead's message's
 * files): should a browser show it rather than save it, it runs in a sandbox of its own origin,
 * with nothing allowed to load. The server adds the header-only directives, as to any answer.
 */
export const downloadPolicy = "sandbox; default-src 'none'";

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
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  for (const directive of headerOnlyPolicy.split(';').map((each) => each.trim())) {
    if (!present.has(directiveNames(directive)[0]!)) directives.push(directive);
  }
  return directives.join('; ');
}

/** The hash source (`'sha256-…'`) of an inline element's text, as a policy names it. */
const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of `html`'s inline scripts (those without `src`) and its `<style>` elements. */
function inlineHashes(html: string): { scripts: Set<string>; styles: Set<string> } {
  const scripts = new Set<string>();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(attributes!)) scripts.add(hashSource(text!));
  }
  const styles = new Set(
    [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, text]) => hashSource(text!)),
  );
  return { scripts, styles };
}

/**
 * An on-demand page's policy keeping only the hashes of the inline scripts and styles `html`
 * holds. Astro names every hash of the build on each on-demand page (about 55, over 2.5 KB of
 * header); the page needs its own handful, and a header that small lets the page's first
 * answer fit in the first round trip of a new connection. Every other source stays as it is.
 */
export function policyForPage(policy: string, html: string): string {
  const { scripts, styles } = inlineHashes(html);
  const used: Record<string, Set<string>> = {
    'script-src': scripts,
    'script-src-elem': scripts,
    'style-src': styles,
    'style-src-elem': styles,
  };
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      const kept = used[name.toLowerCase()];
      if (!kept) return directive.trim();
      const left = sources.filter((source) => !/^'sha(256|384|512)-/i.test(source) || kept.has(source));
      return [name, ...(left.length ? left : ["'none'"])].join(' ');
    })
    .filter(Boolean)
    .join('; ');
}
