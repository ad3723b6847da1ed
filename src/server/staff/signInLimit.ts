/**
 * Limits wrong sign-in passwords per account and per address: after `max` wrong ones in a
 * window, further attempts in that window are refused, right password or not. Counts live
 * in Redis when REDIS_URL is set (shared by every instance), else in this process. Windows
 * are fixed slices of the clock, so a test moves a clock instead of waiting.
 */
import { Redis } from 'ioredis';
import type { Env } from '../env.ts';

export interface SignInLimitOptions {
  /** Wrong passwords allowed per window; the next attempt is refused. */
  max: number;
  windowSeconds: number;
  now?: () => number;
}

export interface SignInLimiter {
  readonly backend: 'memory' | 'redis';
  /** True when either key has used up its wrong attempts in this window. */
  blocked(keys: string[]): Promise<boolean>;
  /** Counts a wrong password against each key. */
  fail(keys: string[]): Promise<void>;
  close(): Promise<void>;
}

/** The limiter keys of one attempt: the account (whatever email was typed) and the address. */
export const signInKeys = (email: string, ip: string) => [`account:${email.trim().toLowerCase()}`, `ip:${ip}`];

const defaultSignInLimit = { max: 10, windowSeconds: 15 * 60 } as const;

export function createSignInLimiter(
  settings: Pick<Env, 'REDIS_URL'>,
  options: SignInLimitOptions = defaultSignInLimit,
): SignInLimiter {
  const now = options.now ?? Date.now;
  const windowMs = options.windowSeconds * 1000;
  const slot = (key: string) =>
    `staff-signin:${options.max}per${options.windowSeconds}s:${key}:${Math.floor(now() / windowMs)}`;

  if (settings.REDIS_URL) {
    const redis = new Redis(settings.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      commandTimeout: 1000,
    });
    redis.on('error', () => {});
    return {
      backend: 'redis',
      async blocked(keys) {
        const counts = await redis.mget(keys.map(slot));
        return counts.some((count) => Number(count ?? 0) >= options.max);
      },
      async fail(keys) {
        const batch = redis.multi();
        for (const key of keys.map(slot)) batch.incr(key).expire(key, options.windowSeconds * 2);
        await batch.exec();
      },
      async close() {
        redis.disconnect();
      },
    };
  }

  const counts = new Map<string, number>();
  return {
    backend: 'memory',
    async blocked(keys) {
      return keys.some((key) => (counts.get(slot(key)) ?? 0) >= options.max);
    },
    async fail(keys) {
      // Counts of past windows are of no use any more.
      const current = `:${Math.floor(now() / windowMs)}`;
      for (const key of counts.keys()) if (!key.endsWith(current)) counts.delete(key);
      for (const key of keys.map(slot)) counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    async close() {},
  };
}
