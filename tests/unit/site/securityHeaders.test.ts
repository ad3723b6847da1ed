import { describe, expect, it } from 'vitest';
import { setSecurityHeaders } from '../../../src/server/http/securityHeaders';
import {
  completePagePolicy,
  directiveNames,
  headerOnlyPolicy,
  pageDirectives,
} from '../../../src/server/http/contentSecurityPolicy';

function headersFor(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  setSecurityHeaders({ setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as never, {
    https,
  });
  return headers;
}

describe('setSecurityHeaders', () => {
  it('forbids framing and sniffing on every response', () => {
    const headers = headersFor(false);
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the public origin is https', () => {
    expect(headersFor(false)['strict-transport-security']).toBeUndefined();
    expect(headersFor(true)['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});

describe('completePagePolicy', () => {
  it('adds the header-only directives a page policy lacks, keeping every directive once', () => {
    const astro = "default-src 'self';object-src 'none';base-uri 'self'; script-src 'self' 'sha256-abc=';";
    const complete = completePagePolicy(astro);
    expect(complete).toBe(
      "default-src 'self'; object-src 'none'; base-uri 'self'; script-src 'self' 'sha256-abc='; frame-ancestors 'none'",
    );
    expect(completePagePolicy(complete)).toBe(complete);
    expect(directiveNames(complete)).toEqual([...new Set(directiveNames(complete))]);
  });

  it('never lets a page policy name what only the header may carry', () => {
    expect(pageDirectives.flatMap((directive) => directiveNames(directive))).not.toContain('frame-ancestors');
    expect(directiveNames(headerOnlyPolicy)).toEqual(['frame-ancestors']);
  });
});
