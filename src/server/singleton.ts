/**
 * One instance per process, shared by every copy of a module. The server entry imports the
 * source modules while Astro's build bundles its own copies; keeping instances on globalThis
 * means both use the same database handle, limiter and caches.
 */
export function singleton<T>(key: string, create: () => T): T {
  const registry = ((globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('agentica.singletons')] ??= new Map());
  if (!registry.has(key)) registry.set(key, create());
  return registry.get(key) as T;
}
