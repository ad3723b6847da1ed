import { describe, expect, it } from 'vitest';
import { clientIp } from '../../../src/server/http/clientIp';

describe('the visitor address for rate limits', () => {
  it('is the peer unless a proxy is trusted', () => {
    expect(clientIp('10.0.0.5', '203.0.113.9', false)).toBe('10.0.0.5');
  });

  it('is the address the trusted proxy appended, not what the client claimed', () => {
    expect(clientIp('10.0.0.5', '198.51.100.1, 203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.5', '203.0.113.9', true)).toBe('203.0.113.9');
    expect(clientIp('10.0.0.5', ' , ', true)).toBe('10.0.0.5');
    expect(clientIp(undefined, null, true)).toBe('unknown');
  });
});
