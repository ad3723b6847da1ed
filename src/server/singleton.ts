/**
 * One instance per process, shared by every copy of a module. The server entry imports the
 * source modules while Astro's build bundles its own copies; keeping instances on globalThis
 * means both use the same database handle, limiter and caches.
 */
const registry = (): Map<string, unknown> => ((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('agentica.singletons')] ??= new Map());

/** The process's one `T` under `key`, made by `create` on first use. */
export function singleton<T>(key: string, create: () => T): T {
  const instances = registry();
  if (!instances.has(key)) instances.set(key, create());
  return instances.get(key) as T;
}

/**
 * The promise `create` returns, shared by every caller while it is pending or fulfilled; a
 * rejected one is forgotten, so the next caller tries again (a store that was down at start).
 */
export function sharedUntilFailure<T>(key: string, create: () => Promise<T>): Promise<T> {
  const instances = registry();
  if (!instances.has(key)) {
    const promise = create();
    instances.set(key, promise);
    promise.catch(() => instances.delete(key));
  }
  return instances.get(key) as Promise<T>;
}
