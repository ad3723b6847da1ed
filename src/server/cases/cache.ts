import { LRUCache } from 'lru-cache';

/** A small in-memory cache with a lifetime per entry, for per-language case lists. */
export interface TtlCache<T> {
  /**
   * The value under `key`: the stored one while fresh, else `load()`'s result, stored when it
   * succeeds. Concurrent misses on one key share a single `load()`; a failed load is not stored.
   */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/**
 * Makes a cache whose entries are fresh for `ttlMs` milliseconds on the clock `now`, stale after
 * (0 stores nothing but still shares concurrent loads): `lru-cache`'s `fetch`, which shares a
 * pending load and drops a failed one. Its clock is read at every check (no `ttlResolution`
 * rounding), so an injected clock decides alone.
 */
export function createTtlCache<T extends {}>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const cache = new LRUCache<string, T, () => Promise<T>>({
    // One entry per language and source; the bound only guards against a misuse.
    max: 64,
    ...(ttlMs > 0 ? { ttl: ttlMs, ttlResolution: 0 } : {}),
    // lru-cache takes a start time of 0 for "no lifetime": the clock it reads never gives 0.
    perf: { now: () => now() + 1 },
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(key, load) {
      const loading = cache.fetch(key, { context: load });
      if (ttlMs <= 0) void loading.finally(() => cache.delete(key)).catch(() => {});
      return (await loading)!;
    },
    clear: () => cache.clear(),
  };
}
