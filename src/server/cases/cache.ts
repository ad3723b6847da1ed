/** A small in-memory cache with a lifetime per entry, for per-language case lists. */
export interface TtlCache<T> {
  /**
   * The value under `key`: the stored one while fresh, else `load()`'s result, stored when it
   * succeeds. Concurrent misses on one key share a single `load()`; a failed load is not stored.
   */
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

/** Makes a cache whose entries live `ttlMs` milliseconds (0 stores nothing but still shares concurrent loads). */
export function createTtlCache<T>(ttlMs: number, now: () => number = Date.now): TtlCache<T> {
  const stored = new Map<string, { value: T; expires: number }>();
  const pending = new Map<string, Promise<T>>();
  return {
    get(key, load) {
      const hit = stored.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.value);
      const running = pending.get(key);
      if (running) return running;
      const loading = load()
        .then((value) => {
          if (ttlMs > 0) stored.set(key, { value, expires: now() + ttlMs });
          return value;
        })
        .finally(() => pending.delete(key));
      pending.set(key, loading);
      return loading;
    },
    clear() {
      stored.clear();
      pending.clear();
    },
  };
}
