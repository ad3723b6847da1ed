import { describe, expect, it } from 'vitest';
import { looksAutomated } from '../../src/forms/looksAutomated';
import { clientIp } from '../../src/server/http/clientIp';

describe('a send that looks automated', () => {
  const now = 1_800_000_000_000;
  it('has the honeypot filled, however slowly it came', () => {
    expect(looksAutomated({ website: 'http://spam.example', startedAt: now - 60_000 }, 3000, now)).toBe(true);
    expect(looksAutomated({ website: 'x' }, 0, now)).toBe(true);
  });

  it('came sooner than the minimum fill time, or without a start time', () => {
    expect(looksAutomated({ startedAt: now - 2999 }, 3000, now)).toBe(true);
    expect(looksAutomated({ startedAt: now + 60_000 }, 3000, now)).toBe(true);
    expect(looksAutomated({}, 3000, now)).toBe(true);
  });

  it('is not a person who took their time', () => {
    expect(looksAutomated({ startedAt: now - 3000 }, 3000, now)).toBe(false);
    expect(looksAutomated({ website: '', startedAt: now - 90_000 }, 3000, now)).toBe(false);
    expect(looksAutomated({}, 0, now)).toBe(false);
  });
});

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
