/**
 * Tells the caching proxies in front (nginx with the cache purge module, `deploy/nginx-site.conf`)
 * to forget the answers a change made stale: `PURGE {path}` with the public Host, once per
 * encoding nginx keeps a copy in. Each proxy and path is purged until it says it forgot it
 * (200) or had nothing (404), with growing waits between tries; a try that fails is counted.
 */
import http from 'node:http';

/** The encodings nginx keeps a copy in (its `$site_encoding`: brotli, gzip, none). */
const ENCODINGS = ['br', 'gzip', ''] as const;

/** Purge requests in flight at once, over all proxies. */
const CONCURRENCY = 16;

export interface ProxyPurgeOptions {
  /** The proxies' purge listeners (PROXY_PURGE_URLS). */
  proxies: readonly URL[];
  /** The public host (and port) the proxies key their copies by. */
  host: string;
  /** Tries per purge, and the wait before the second (doubling after). */
  tries?: number;
  firstWaitMs?: number;
  /** Called for each failed try (for the metrics and the log). */
  onFailure?: (proxy: URL, path: string, error: string) => void;
  /** Called for each purge that succeeded. */
  onSuccess?: () => void;
}

export interface ProxyPurger {
  /** Purges every path on every proxy; resolves once each succeeded or ran out of tries. */
  purge(paths: readonly string[]): Promise<void>;
  close(): void;
}

/** One `PURGE` of one key; resolves with what went wrong, or undefined when it is gone. */
function purgeOnce(
  agent: http.Agent,
  proxy: URL,
  host: string,
  path: string,
  encoding: string,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        method: 'PURGE',
        host: proxy.hostname,
        port: proxy.port || 80,
        path,
        timeout: 5000,
        headers: { Host: host, 'X-Purge-Encoding': encoding },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status === 200 || status === 404 ? undefined : `status ${status}`);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => resolve(error.message));
    request.end();
  });
}

/** A purger for `proxies`; with none, `purge` does nothing. */
export function createProxyPurger({
  proxies,
  host,
  tries = 6,
  firstWaitMs = 250,
  onFailure,
  onSuccess,
}: ProxyPurgeOptions): ProxyPurger {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const purgeKey = async (proxy: URL, path: string, encoding: string) => {
    for (let attempt = 0; attempt < tries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, firstWaitMs * 2 ** (attempt - 1)).unref());
      const problem = await purgeOnce(agent, proxy, host, path, encoding);
      if (!problem) return void onSuccess?.();
      onFailure?.(proxy, path, problem);
    }
  };
  return {
    async purge(paths) {
      const keys = proxies.flatMap((proxy) =>
        paths.flatMap((path) => ENCODINGS.map((encoding) => () => purgeKey(proxy, path, encoding))),
      );
      let next = 0;
      const worker = async () => {
        while (next < keys.length) await keys[next++]!();
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, keys.length) }, worker));
    },
    close: () => agent.destroy(),
  };
}
