/**
 * The shipped nginx configuration (deploy/nginx-site.conf), run by a test as its own process:
 * the same file with only its `EDIT` values replaced (loopback ports, a throw-away
 * certificate, the build's folder, a temporary cache), wrapped in the `http { }` block a
 * distribution's nginx.conf would give it. A line the replacement does not find fails the
 * start, so the test cannot drift from the shipped file.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cachePurgeModule, runNginx, throwAwayCertificate } from './nginx.ts';

export interface DeployedNginx {
  dir: string;
  stop(): Promise<void>;
}

/** Replaces `from` with `to` in `text`, failing when `from` is not there. */
function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`deploy/nginx-site.conf no longer contains ${JSON.stringify(from)}`);
  return text.split(from).join(to);
}

/** Ports of the shipped configuration's listeners and instances, and the build nginx serves files from. */
export interface DeployedNginxOptions {
  tlsPort: number;
  httpPort: number;
  /** Where the instances purge (the shipped file's 127.0.0.1:8081). */
  purgePort: number;
  upstreamPorts: [number, number];
  clientDir: string;
}

export async function startDeployedNginx(options: DeployedNginxOptions): Promise<DeployedNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'deployed-nginx-'));
  mkdirSync(join(dir, 'temp'));
  mkdirSync(join(dir, 'cache'));
  const certificate = throwAwayCertificate(dir);

  let site = readFileSync('deploy/nginx-site.conf', 'utf8');
  site = edit(site, 'server 127.0.0.1:4321 ', `server 127.0.0.1:${options.upstreamPorts[0]} `);
  site = edit(site, 'server 127.0.0.1:4322 ', `server 127.0.0.1:${options.upstreamPorts[1]} `);
  site = edit(site, '/var/cache/nginx/site', join(dir, 'cache'));
  site = edit(site, '    listen 80;\n', `    listen 127.0.0.1:${options.httpPort};\n`);
  site = edit(site, '    listen [::]:80;\n', '');
  site = edit(site, '    listen 443 ssl http2;\n', `    listen 127.0.0.1:${options.tlsPort} ssl http2;\n`);
  site = edit(site, '    listen [::]:443 ssl http2;\n', '');
  site = edit(site, '/etc/ssl/site/fullchain.pem', certificate.cert);
  site = edit(site, '/etc/ssl/site/privkey.pem', certificate.key);
  site = edit(site, 'root /srv/site/dist/client;', `root ${resolve(options.clientDir)};`);
  site = edit(site, '    listen 127.0.0.1:8081;\n', `    listen 127.0.0.1:${options.purgePort};\n`);
  writeFileSync(join(dir, 'site.conf'), site);

  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `load_module ${cachePurgeModule};
worker_processes 2;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp}/body;
  proxy_temp_path ${temp}/proxy;
  fastcgi_temp_path ${temp}/fastcgi;
  uwsgi_temp_path ${temp}/uwsgi;
  scgi_temp_path ${temp}/scgi;
  include ${join(dir, 'site.conf')};
}
`,
  );
  const check = spawnSync('nginx', ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const nginx = await runNginx(dir, [options.tlsPort, options.purgePort]);
  return { dir, stop: () => nginx.stop() };
}
