import { describe, expect, it } from 'vitest';
import { busyWaitMs, sendKeyFor } from '../../../src/forms/sending';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

describe('the key a form is sent with', () => {
  it('stays the same while the content does, so a retry is the same lead', () => {
    const first = sendKeyFor(undefined, form({ name: 'Ada', email: 'ada@example.com', formToken: 't' }));
    expect(first.key).toMatch(/^[0-9a-f]{32}$/);
    const again = sendKeyFor(
      first,
      form({ name: 'Ada', email: 'ada@example.com', formToken: 't', idempotencyKey: first.key }),
    );
    expect(again.key).toBe(first.key);
    // The proof of work finished between two tries: still the same send.
    const proved = sendKeyFor(
      again,
      form({ name: 'Ada', email: 'ada@example.com', formToken: 't', altcha: 'eyJjaGFsbGVuZ2UiOnt9fQ==' }),
    );
    expect(proved.key).toBe(first.key);
  });

  it('is new once the visitor changes what they send, so a corrected send is a lead of its own', () => {
    const first = sendKeyFor(undefined, form({ name: 'Ada', email: 'ada@example.com' }));
    const corrected = sendKeyFor(first, form({ name: 'Ada', email: 'ada@example.org' }));
    expect(corrected.key).not.toBe(first.key);
    expect(sendKeyFor(undefined, form({ name: 'Ada' })).key).not.toBe(sendKeyFor(undefined, form({ name: 'Ada' })).key);
  });
});

describe('the wait before sending again when the server is busy', () => {
  it('is the Retry-After of five seconds, spread over two more', () => {
    expect(busyWaitMs(() => 0)).toBe(5000);
    expect(busyWaitMs(() => 0.5)).toBe(6000);
    expect(busyWaitMs(() => 0.9999)).toBe(7000);
  });
});
