import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../../src/server/env';
import { createRateLimiter, type LeadRateLimiter } from '../../../src/server/leads/intake/rateLimit';

/** The Redis the tests count in: REDIS_URL, else a local server. */
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

const opened: LeadRateLimiter[] = [];
async function limiter(values: Record<string, string>, keyPrefix = `test-${randomUUID()}`) {
  const created = await createRateLimiter(
    parseEnv({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60', ...values }),
    { keyPrefix },
  );
  opened.push(created);
  return created;
}

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await Promise.all(opened.splice(0).map((each) => each.close()));
});

describe('the lead rate limiter', () => {
  it('counts in memory by default: RATE_LIMIT_MAX sends per window, then refuses with a wait', async () => {
    const limit = await limiter({});
    expect(limit.backend).toBe('memory');
    for (let i = 0; i < 3; i++)
      expect(await limit.check('203.0.113.7')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await limit.check('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect((await limit.check('198.51.100.2')).allowed).toBe(true);
  });

  it('lets a key send again once its window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const limit = await limiter({ RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '60' });
    expect((await limit.check('k')).allowed).toBe(true);
    vi.advanceTimersByTime(59_000);
    expect(await limit.check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    vi.advanceTimersByTime(1_001);
    expect((await limit.check('k')).allowed).toBe(true);
  });

  it('shares the count between instances through Redis', async () => {
    const prefix = `test-${randomUUID()}`;
    const first = await limiter({ REDIS_URL: redisUrl }, prefix);
    const second = await limiter({ REDIS_URL: redisUrl }, prefix);
    expect(first.backend).toBe('redis');
    expect((await first.check('203.0.113.7')).allowed).toBe(true);
    expect((await second.check('203.0.113.7')).allowed).toBe(true);
    expect((await first.check('203.0.113.7')).allowed).toBe(true);
    const refused = await second.check('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await first.check('203.0.113.7')).allowed).toBe(false);
    // A limiter with its own memory would still allow this key: the count really is shared.
    expect((await (await limiter({}, prefix)).check('203.0.113.7')).allowed).toBe(true);
  });

  it('falls back to counting in memory when Redis is unreachable, without waiting for it', async () => {
    const warnings: string[] = [];
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const limit = await limiter({ REDIS_URL: 'redis://127.0.0.1:1' });
    // With the clock stopped, a check that waited for a reconnect or a command timeout
    // would never answer.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    for (let i = 0; i < 3; i++) expect((await limit.check('203.0.113.7')).allowed).toBe(true);
    const refused = await limit.check('203.0.113.7');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(warnings.some((line) => line.includes('Redis unreachable'))).toBe(true);
  });

  it('never shares a counter with a limiter of another rule on the same Redis', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const prefix = `test-${randomUUID()}`;
    // Two sites on one Redis: one allows 1000 sends a minute, the other 2 in ten minutes.
    const lenient = await limiter(
      { REDIS_URL: redisUrl, RATE_LIMIT_MAX: '1000', RATE_LIMIT_WINDOW_SECONDS: '60' },
      prefix,
    );
    const strict = await limiter(
      { REDIS_URL: redisUrl, RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '600' },
      prefix,
    );
    expect((await lenient.check('callback:127.0.0.1')).allowed).toBe(true);
    expect((await strict.check('callback:127.0.0.1')).allowed).toBe(true);
    expect((await lenient.check('callback:127.0.0.1')).allowed).toBe(true);
    expect((await strict.check('callback:127.0.0.1')).allowed).toBe(true);
    expect((await strict.check('callback:127.0.0.1')).allowed).toBe(false);
    expect((await lenient.check('callback:127.0.0.1')).allowed).toBe(true);
  });
});
