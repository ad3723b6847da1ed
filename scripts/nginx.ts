/**
 * Debian's nginx for tests and the benchmark: installed when missing, run as the caller's own
 * process with a configuration in a temporary folder.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:net';

const found = (command: string) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

/** Debian's cache purge module, which the shipped configuration uses (`proxy_cache_purge`). */
export const cachePurgeModule = '/usr/lib/nginx/modules/ngx_http_cache_purge_module.so';

const installed = () => found('nginx') && existsSync(cachePurgeModule);

/**
 * Makes sure nginx and its cache purge module are installed (CI machines start without them:
 * `apt-get install nginx-light libnginx-mod-http-cache-purge`). Returns why they cannot be, or
 * undefined when they are there.
 */
export function ensureNginx(): string | undefined {
  if (installed()) return undefined;
  const packages = 'nginx-light libnginx-mod-http-cache-purge';
  const install = spawnSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`],
    { stdio: 'ignore', timeout: 300_000 },
  );
  if (install.status === 0 && installed()) return undefined;
  return `nginx is not installed and apt-get could not install it (apt-get install -y ${packages})`;
}

/** Writes a self-signed certificate for 127.0.0.1 (`cert.pem`, `key.pem`) into `dir`; returns their paths. */
export function throwAwayCertificate(dir: string): { cert: string; key: string } {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const openssl = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  if (openssl.status !== 0) throw new Error('openssl could not make a certificate');
  return { cert, key };
}

/** A running nginx. */
export interface RunningNginx {
  /** Stops it gracefully and removes its folder. */
  stop(): Promise<void>;
}

/**
 * Runs nginx on `dir/nginx.conf` in the foreground and resolves once every one of `ports`
 * listens on 127.0.0.1.
 */
export async function runNginx(dir: string, ports: number[]): Promise<RunningNginx> {
  const nginx = spawn(
    'nginx',
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 15_000;
  for (const port of ports) await waitForPort(port, deadline);
  return {
    async stop() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Resolves once something listens on 127.0.0.1:`port`; rejects after `deadline` (epoch ms). */
function waitForPort(port: number, deadline: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve()));
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}
