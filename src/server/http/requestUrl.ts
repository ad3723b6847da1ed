import type { IncomingMessage } from 'node:http';

/**
 * The request's target on a placeholder origin, read the way Astro reads it: a target
 * starting with `//` is a path (`//evil.example/x`), never another host.
 */
export function requestUrl(req: Pick<IncomingMessage, 'url'>): URL {
  const target = req.url ?? '/';
  return target.startsWith('/') ? new URL(`http://localhost${target}`) : new URL(target, 'http://localhost');
}
