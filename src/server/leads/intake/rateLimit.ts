import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Env } from '../../env.ts';

/** What a rate-limit check tells the caller. */
interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the key may send again; 0 when allowed. */
  retryAfterSeconds: number;
}

/** Counts sends per key: RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS. */
export interface LeadRateLimiter {
  /** Where the counts live: this process, or Redis shared by every instance. */
  readonly backend: 'memory' | 'redis';
  check(key: string): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

export type RateLimitSettings = Pick<Env, 'REDIS_URL' | 'RATE_LIMIT_MAX' | 'RATE_LIMIT_WINDOW_SECONDS'>;

/** How long to wait for Redis on start before counting in memory meanwhile. */
const REDIS_CONNECT_TIMEOUT_MS = 2000;
/** A Redis answer slower than this counts as an outage for that request. */
const REDIS_COMMAND_TIMEOUT_MS = 1000;

/**
 * Builds a limiter from the settings: in memory, or in Redis when REDIS_URL is set. With
 * Redis, an in-memory limiter is the insurance: while Redis is unreachable each instance
 * counts on its own instead of refusing every lead, and Redis takes over again once back.
 */
export async function createRateLimiter(
  settings: RateLimitSettings,
  options: { keyPrefix?: string } = {},
): Promise<LeadRateLimiter> {
  const points = settings.RATE_LIMIT_MAX;
  const duration = settings.RATE_LIMIT_WINDOW_SECONDS;
  // The rule is part of the key: limiters with different rules on one Redis (another site,
  // a test server, instances mid-way through a change of limit) never share a counter, whose
  // window one would start and the other end early, letting sends through.
  const keyPrefix = `${options.keyPrefix ?? 'leads-rl'}:${points}per${duration}s`;
  const memory = new RateLimiterMemory({ points, duration, keyPrefix });
  if (!settings.REDIS_URL) return limiterOver(memory, 'memory', async () => {});

  const redis = new Redis(settings.REDIS_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
  let reachable = true;
  redis.on('error', () => {
    if (!reachable) return;
    reachable = false;
    console.warn('[rate-limit] Redis unreachable; counting in memory until it is back');
  });
  redis.on('ready', () => {
    if (reachable) return;
    reachable = true;
    console.log('[rate-limit] Redis reachable again; counts are shared');
  });
  await redis.connect().catch(() => {});
  const shared = new RateLimiterRedis({
    storeClient: redis,
    points,
    duration,
    keyPrefix,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
  return limiterOver(shared, 'redis', async () => {
    redis.disconnect();
  });
}

function limiterOver(
  limiter: RateLimiterAbstract,
  backend: LeadRateLimiter['backend'],
  close: () => Promise<void>,
): LeadRateLimiter {
  return {
    backend,
    close,
    async check(key) {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfterSeconds: 0 };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}

/** The spam rules' limits: sends per network (/24, /48) over every form, and challenges per visitor. */
export interface SpamLimiters {
  network: LeadRateLimiter;
  challenge: LeadRateLimiter;
}

/** How many visitors' worth of sends one network may make in a window before its sends count as a spam signal. */
const NETWORK_SHARE = 3;
/** Challenges one visitor may ask for per window, per form they may send. */
const CHALLENGES_PER_SEND = 3;

/** The spam rules' limits, on the form limit's settings: a network NETWORK_SHARE times it, a visitor's challenges CHALLENGES_PER_SEND times it. */
export async function createSpamLimiters(settings: RateLimitSettings): Promise<SpamLimiters> {
  const scaled = (factor: number) => ({ ...settings, RATE_LIMIT_MAX: settings.RATE_LIMIT_MAX * factor });
  return {
    network: await createRateLimiter(scaled(NETWORK_SHARE), { keyPrefix: 'leads-net' }),
    challenge: await createRateLimiter(scaled(CHALLENGES_PER_SEND), { keyPrefix: 'proof-rl' }),
  };
}
