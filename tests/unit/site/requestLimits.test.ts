/**
 * nginx in front and the server agree on how much of a request they take: for every kind of
 * address, the body nginx lets through is exactly what the server reads, and the header lines
 * nginx passes on are ones the server parses and answers itself (`src/server/http/requestLimits.ts`,
 * `deploy/nginx-site.conf`). A proxy that sends more than the server reads would see the
 * connection cut and count the instance as failing. And nginx sends a post that had reached an
 * instance on to the other one (`non_idempotent`) only where the app stores a post it receives
 * twice once: the lead forms' actions and pages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { leadForms } from '../../../src/forms/leadForms';
import { languages } from '../../../src/i18n/languages';
import { localizedPath } from '../../../src/routing/localizedPath';
import { bodyLimit, MAX_HEADER_BYTES, PARSE_HEADER_BYTES } from '../../../src/server/http/requestLimits';

interface Location {
  modifier: string;
  pattern: string;
  body: string;
}

/** The HTTPS server block of the shipped configuration: its own directives and its locations. */
function shippedServer(): { directives: string; locations: Location[] } {
  const conf = readFileSync('deploy/nginx-site.conf', 'utf8').replace(/#.*$/gm, '');
  const start = conf.indexOf('listen 443');
  const block = conf.slice(start, conf.indexOf('\nserver {', start));
  // A regex with braces is quoted, as nginx requires.
  const locations = [...block.matchAll(/location\s+(=|\^~|~\*?)?\s*("[^"]*"|\S+)\s*\{([^{}]*)\}/g)].map(
    ([, modifier = '', pattern, body]) => ({ modifier, pattern: pattern!.replace(/^"(.*)"$/, '$1'), body: body! }),
  );
  return { directives: block.replace(/location\s+(?:[^{"]|"[^"]*")*\{[^{}]*\}/g, ''), locations };
}

/** The location nginx picks for `path`: exact, then the longest prefix (final with ^~), then the first regex, else that prefix. */
function nginxLocation(locations: Location[], path: string): Location | undefined {
  const exact = locations.find((location) => location.modifier === '=' && location.pattern === path);
  if (exact) return exact;
  const prefixes = locations.filter(
    (location) =>
      (location.modifier === '' || location.modifier === '^~') &&
      !location.pattern.startsWith('@') &&
      path.startsWith(location.pattern),
  );
  const longest = prefixes.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (longest?.modifier === '^~') return longest;
  const regex = locations.find(
    (location) =>
      location.modifier.startsWith('~') &&
      new RegExp(location.pattern, location.modifier === '~*' ? 'i' : '').test(path),
  );
  return regex ?? longest;
}

/** `16k`, `1m`, `512` as bytes. */
function bytes(size: string): number {
  const [, number, unit = ''] = /^(\d+)([kKmM]?)$/.exec(size)!;
  return Number(number) * ({ '': 1, k: 1024, m: 1024 * 1024 }[unit.toLowerCase()] ?? 1);
}

const directive = (text: string, name: string) => new RegExp(`\\b${name}\\s+([^;]+);`).exec(text)?.[1]?.trim();

const { directives, locations } = shippedServer();

/** Every kind of address, by example: each form page in every language, the actions, the staff area, the rest. */
const samples = [
  ...languages.flatMap((lang) => Object.values(leadForms).map((form) => localizedPath(lang, form.page))),
  '/_actions/contact',
  '/_actions/demo',
  '/_actions/staff.leads.addNote',
  '/staff',
  '/staff/sign-in',
  '/staff/cases/12',
  '/staff/cases/import',
  '/staff/cases',
  '/staff/leads',
  '/staff/leads/12',
  '/staff/leads/routing',
  '/staff/leads/012',
  '/staff/leads/12/files/3',
  '/staff/content/socialImages',
  '/staff/content/socialImages/ru',
  '/staff/content/socialImages/ru/compare',
  '/staff/content/seo/ru',
  '/staffing',
  '/en/about',
  '/en/contacts',
  '/english',
  '/functions/v1/get-cases-by-lang',
  '/sitemap.xml',
  '/_astro/page.abc123.js',
];

describe('request limits of nginx and the server', () => {
  it.each(samples)('nginx lets through exactly the body the server reads on %s', (path) => {
    const location = nginxLocation(locations, path);
    const size =
      (location && directive(location.body, 'client_max_body_size')) ?? directive(directives, 'client_max_body_size');
    expect(size, `client_max_body_size for ${path}`).toBeDefined();
    expect(bytes(size!), path).toBe(bodyLimit(path));
  });

  it('passes on only header lines the server parses, and longer ones than it serves, so the server answers them itself', () => {
    const [count, size] = directive(directives, 'large_client_header_buffers')!.split(/\s+/);
    const passed = Number(count) * bytes(size!);
    // Room for what nginx adds: X-Forwarded-*, X-Request-Id.
    expect(passed + 16 * 1024).toBeLessThanOrEqual(PARSE_HEADER_BYTES);
    expect(bytes(size!)).toBeGreaterThan(MAX_HEADER_BYTES);
    expect(MAX_HEADER_BYTES).toBeGreaterThanOrEqual(32 * 1024 + 1024);
  });

  it('finds the locations the way nginx does', () => {
    // The cases list has an exact location: `/staff/cases/`, a prefix ending with a slash, makes
    // nginx itself answer `/staff/cases` with a 301 adding one (which the app takes off again).
    expect(nginxLocation(locations, '/staff/cases')?.pattern).toBe('/staff/cases');
    expect(nginxLocation(locations, '/staff/cases')?.modifier).toBe('=');
    expect(nginxLocation(locations, '/ru/contact')?.modifier).toBe('~');
    expect(nginxLocation(locations, '/en/about')?.pattern).toBe('/');
    expect(nginxLocation(locations, '/errors/en/502/')?.pattern).toBe('/errors/');
  });
});

describe('posts nginx sends on after they reached an instance', () => {
  const sentOn = (path: string) =>
    /\bnon_idempotent\b/.test(directive(nginxLocation(locations, path)?.body ?? '', 'proxy_next_upstream') ?? '');

  it("are the lead forms' posts, with and without JavaScript, in every language", () => {
    for (const kind of Object.keys(leadForms)) expect(sentOn(`/_actions/${kind}`), kind).toBe(true);
    for (const lang of languages)
      for (const form of Object.values(leadForms)) expect(sentOn(localizedPath(lang, form.page))).toBe(true);
  });

  it("are no others: the staff area's actions and forms, and the server's default", () => {
    for (const path of [
      '/_actions/staff.leads.addNote',
      '/_actions/contactx',
      '/staff/cases/12',
      '/staff',
      '/en/about',
    ])
      expect(sentOn(path), path).toBe(false);
    expect(directive(directives, 'proxy_next_upstream')).not.toContain('non_idempotent');
  });
});
