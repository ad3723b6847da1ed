import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { completePagePolicy } from './contentSecurityPolicy.ts';
import { plainReadPath } from './memoryFiles.ts';
import { COMPRESS_FROM_BYTES, type CachedAnswer, type PageCache } from './pageCache.ts';
import { securityHeaders } from './securityHeaders.ts';

/**
 * On-demand pages answered from the page cache before the request pipeline: the same status,
 * headers and bytes as Astro's handler sends for a cache hit (its policy completed, the
 * security headers under it), without walking the pipeline or rendering. Anything the page
 * cache does not hold, or that the pipeline would treat differently, goes on.
 */
export function cachedPages(cache: PageCache, { https }: { https: boolean }) {
  const security = Object.entries(securityHeaders({ https }));
  /** The headers to write for each kept answer, worked out on its first hit. */
  const written = new WeakMap<CachedAnswer, OutgoingHttpHeaders>();
  const headersOf = (answer: CachedAnswer): OutgoingHttpHeaders => {
    let headers = written.get(answer);
    if (headers) return headers;
    headers = {};
    for (const [name, value] of security) headers[name.toLowerCase()] = value;
    for (const [name, value] of answer.headers)
      headers[name] = name === 'content-security-policy' ? completePagePolicy(value) : value;
    written.set(answer, headers);
    return headers;
  };
  return {
    /** Sends the cached page and returns true, or returns false to let the pipeline answer. */
    serve(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
      if (req.method !== 'GET' || !plainReadPath(req, url)) return false;
      const acceptEncoding = req.headers['accept-encoding'] ?? null;
      const answer = cache.answer(
        url.pathname + url.search,
        'GET',
        acceptEncoding,
        req.headers['if-none-match'] ?? null,
      );
      if (answer?.status === 304) {
        res.writeHead(304, headersOf(answer));
        res.end();
        return true;
      }
      if (!answer?.body) return false;
      // The pipeline would compress such a body itself (deflate, say): let it.
      if (!answer.encoded && answer.body.byteLength >= COMPRESS_FROM_BYTES && acceptEncoding) return false;
      res.writeHead(answer.status, headersOf(answer));
      res.end(answer.body);
      return true;
    },
  };
}
