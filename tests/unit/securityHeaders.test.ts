import { describe, expect, it } from 'vitest';
import { setSecurityHeaders } from '../../src/server/http/securityHeaders';

function headersFor(https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  setSecurityHeaders({ setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) } as never, { https });
  return headers;
}

describe('setSecurityHeaders', () => {
  it('forbids framing and sniffing on every response', () => {
    const headers = headersFor(false);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the public origin is https', () => {
    expect(headersFor(false)['strict-transport-security']).toBeUndefined();
    expect(headersFor(true)['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
