/**
 * The app's page counting: the day's salts, the views waiting to be written, and the beacon
 * limiter (ANALYTICS_BEACONS_PER_MINUTE per address, shared through Redis when REDIS_URL is set).
 */
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { createRateLimiter, type LeadRateLimiter } from '../leads/intake/rateLimit.ts';
import { createRecorder, type Recorder } from './recorder.ts';
import { createDailySalts, type DailySalts } from './visitorHash.ts';

export interface Counting {
  readonly salts: DailySalts;
  readonly recorder: Recorder;
  /** The clock beacons are counted on; a test hands its own. */
  now(): Date;
  limiter(): Promise<LeadRateLimiter>;
  close(): Promise<void>;
}

export function createCounting(
  settings: Env,
  db: () => Promise<Database>,
  now: () => Date = () => new Date(),
): Counting {
  let limiter: Promise<LeadRateLimiter> | undefined;
  const recorder = createRecorder(db);
  return {
    salts: createDailySalts(db),
    recorder,
    now,
    limiter() {
      limiter ??= createRateLimiter(
        {
          REDIS_URL: settings.REDIS_URL,
          RATE_LIMIT_MAX: settings.ANALYTICS_BEACONS_PER_MINUTE,
          RATE_LIMIT_WINDOW_SECONDS: 60,
        },
        { keyPrefix: 'beacon-rl' },
      );
      return limiter;
    },
    async close() {
      await recorder.stop();
      await (await limiter)?.close();
    },
  };
}
