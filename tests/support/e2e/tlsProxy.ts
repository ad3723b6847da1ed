/**
 * A real TLS terminator for tests: Debian's nginx, run as this test's own process with a
 * configuration and a throw-away certificate in a temporary folder, listening on loopback only.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNginx, throwAwayCertificate, type RunningNginx } from '../../../scripts/nginx.ts';

export { ensureNginx } from '../../../scripts/nginx.ts';

/** A TLS port of the proxy and the plain-HTTP server it forwards to on 127.0.0.1. */
export interface ProxyRoute {
  tlsPort: number;
  upstreamPort: number;
}

export type TlsProxy = RunningNginx;

/**
 * Starts nginx terminating TLS (a self-signed certificate for 127.0.0.1) on each route's port
 * and forwarding to its upstream as a typical deployment does: the Host the browser sent,
 * `X-Forwarded-Proto`, and `X-Forwarded-For` with the visitor appended.
 */
export async function startTlsProxy(routes: ProxyRoute[]): Promise<TlsProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'tls-proxy-'));
  mkdirSync(join(dir, 'temp'));
  const certificate = throwAwayCertificate(dir);
  const servers = routes.map(
    ({ tlsPort, upstreamPort }) => `
    server {
      listen 127.0.0.1:${tlsPort} ssl;
      ssl_certificate ${certificate.cert};
      ssl_certificate_key ${certificate.key};
      location / {
        proxy_pass http://127.0.0.1:${upstreamPort};
        proxy_http_version 1.1;
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-Proto $scheme;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        # Nothing to disk: the worker may run as another user than this folder's owner.
        proxy_max_temp_file_size 0;
        # A page's headers (its Content-Security-Policy) pass nginx's default 4 KB buffer.
        proxy_buffer_size 16k;
        proxy_buffers 16 16k;
        proxy_busy_buffers_size 32k;
      }
    }`,
  );
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_buffer_size 64k;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  ${servers.join('\n')}
}
`,
  );
  return runNginx(
    dir,
    routes.map(({ tlsPort }) => tlsPort),
  );
}
